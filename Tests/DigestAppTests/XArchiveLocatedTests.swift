import DigestSources
import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestApp

/// `X_ARCHIVE` names the unzipped archive's folder, its `data` folder, or a tweets file; the files
/// are found in the file system the settings are read with.
struct XArchiveLocatedTests {
    static func archive(_ path: String, in files: MemoryFileSystem) throws -> [String] {
        try XArchive(path: path, fileSystem: files).files.map(\.path)
    }

    @Test func theFolderTheDataFolderOrTheFileItself() throws {
        let files = MemoryFileSystem()
        try files.createDirectory(at: "/home/me/x/data")
        for name in ["tweets.js", "tweets-part2.js", "tweets-part1.js", "like.js"] {
            try files.writeAtomically(Data("[]".utf8), to: "/home/me/x/data/" + name)
        }
        let parts = ["tweets.js", "tweets-part1.js", "tweets-part2.js"].map { "/home/me/x/data/" + $0 }
        #expect(try Self.archive("/home/me/x", in: files) == parts)
        #expect(try Self.archive("/home/me/x/data", in: files) == parts)
        #expect(try Self.archive("/home/me/x/data/tweets.js", in: files) == ["/home/me/x/data/tweets.js"])
    }

    @Test(arguments: ["/nonexistent/archive", "/home/me/empty"])
    func aMissingArchiveNamesTheVariable(path: String) throws {
        let files = MemoryFileSystem()
        try files.createDirectory(at: "/home/me/empty")
        #expect(throws: XArchiveError.missing(path: path)) { try XArchive(path: path, fileSystem: files) }
        #expect(throws: XArchiveError.missing(path: "/nonexistent/archive")) {
            try XArchive(path: "/nonexistent/archive", fileSystem: LocalFileSystem())
        }
    }
}
