import DigestSources
import DigestSystem
import Foundation

extension XArchive {
    /// The archive at `path` (`X_ARCHIVE`, `~/` expanded), looked up in `fileSystem`: the unzipped
    /// folder (its `data/tweets*.js`) or a tweets file itself.
    init(path: String, fileSystem: any FileSystem) throws(XArchiveError) {
        let expanded = (path as NSString).expandingTildeInPath
        guard fileSystem.allows(.read, at: expanded) else { throw .missing(path: path) }
        guard fileSystem.isFolder(at: expanded) else {
            self.init(path: path, files: [URL(fileURLWithPath: expanded)])
            return
        }
        let data = [expanded + "/data", expanded].first { fileSystem.allows(.read, at: $0 + "/tweets.js") }
        guard let data else { throw .missing(path: path) }
        let files = Self.tweetsFiles(among: fileSystem.names(in: data))
        self.init(path: path, files: files.map { URL(fileURLWithPath: data + "/" + $0) })
    }
}
