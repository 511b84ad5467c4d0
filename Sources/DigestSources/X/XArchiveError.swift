/// Why the X archive (`X_ARCHIVE`) could not be read.
///
/// Each description names the variable and the fix.
package enum XArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Neither the file nor `data/tweets.js` under the folder exists.
    case missing(path: String)
    /// The file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is not `window.YTD.tweets.part0 = [...]`.
    case malformed(path: String, reason: String)

    package var description: String {
        switch self {
        case .missing(let path):
            return
                "X_ARCHIVE is '\(path)', but there is no data/tweets.js there: set it to the unzipped archive's folder or to its data/tweets.js."
        case let .unreadable(path, reason):
            return "The X archive file \(path) cannot be read (\(reason)): check X_ARCHIVE and the file's permissions."
        case let .malformed(path, reason):
            return
                "The X archive file \(path) is not a tweets.js from an X archive (\(reason)): download the archive again and set X_ARCHIVE to its folder."
        }
    }
}
