import Foundation

/// The file operations the site writer and snapshot store need; injected so tests can use a temporary folder.
public protocol FileSystem: Sendable {
    /// Creates `path` and its parents when missing.
    func createDirectory(at path: String) throws
    /// Writes `data` to `path` so that readers see either the old file or the whole new one.
    func writeAtomically(_ data: Data, to path: String) throws
    /// The bytes of the file at `path`, or nil when there is no such file.
    func contents(of path: String) throws -> Data?
    /// Whether a file (not a folder) is at `path`.
    func isFile(at path: String) -> Bool
    /// The names in the folder at `path`, or an empty list when there is no such folder.
    func names(in path: String) -> [String]
}
