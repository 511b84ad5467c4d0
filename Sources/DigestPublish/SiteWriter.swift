import Foundation

/// Writes the site's files into the output folder, each one atomically.
public struct SiteWriter: Sendable {
    let fileSystem: any FileSystem

    /// Creates a writer over `fileSystem`.
    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// Writes `files` under `root`. Every path is checked before anything is written.
    public func write(_ files: [SiteFile], into root: String) throws {
        if let outside = files.first(where: { !$0.isContained }) {
            throw FileWriteError(path: outside.path, reason: "refusing to write outside the output folder")
        }
        try fileSystem.createDirectory(at: root)
        var made: Set<String> = [root]
        for file in files {
            let path = root + "/" + file.path
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            if made.insert(folder).inserted { try fileSystem.createDirectory(at: folder) }
            try fileSystem.writeAtomically(file.data, to: path)
        }
    }
}
