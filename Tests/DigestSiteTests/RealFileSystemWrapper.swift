import Foundation

@testable import DigestSystem

/// A file system over the real one that counts some calls: what it does not count goes straight
/// to ``real``.
protocol RealFileSystemWrapper: FileSystem {
    /// The real file system underneath.
    var real: LocalFileSystem { get }
}

extension RealFileSystemWrapper {
    func removeTree(at path: String) throws { try real.removeTree(at: path) }
    func exists(at path: String) -> Bool { real.exists(at: path) }
    func allows(_ access: FileAccess, at path: String) -> Bool { real.allows(access, at: path) }
    func permissions(of path: String) -> Int? { real.permissions(of: path) }
    func entries(in path: String) -> [String: SiteEntries.Kind]? { real.entries(in: path) }
    var temporaryFolder: String { real.temporaryFolder }
}
