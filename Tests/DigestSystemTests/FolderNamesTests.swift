import Foundation
import TestSupport
import Testing

@testable import DigestSystem

#if canImport(Glibc)
    import Glibc
#endif

/// `LocalFileSystem.names(in:)` reads a folder's entries itself: it must give what
/// `FileManager.contentsOfDirectory` gives, name for name, whatever the folder holds.
struct FolderNamesTests {
    /// Entry names as raw bytes: a name need not be UTF-8 on Linux.
    static let odd: [[UInt8]] = [
        Array(".hidden".utf8), Array("...".utf8), Array(".weekly-digest.lock".utf8),
        Array(".index.html.tmp-1f".utf8), Array("2026-W47".utf8), Array("with space".utf8),
        Array("週のまとめ".utf8), Array("🚀".utf8), Array("a\nb".utf8), Array("tab\there".utf8),
        [0xFF, 0xFE, 0x2E, 0x74], [0x61, 0xC3], Array(repeating: 0x6E, count: 255),
        Array("<script>&amp;".utf8), Array("e\u{301}".utf8),
    ]

    /// A folder holding a file for each name in `names`, plus a folder, a link and a pipe.
    static func folder(_ names: [[UInt8]]) throws -> String {
        let path = try TestFolder.make("names")
        for name in names {
            let full = Array(path.utf8) + [UInt8(ascii: "/")] + name + [0]
            let descriptor = full.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { name in
                    name.baseAddress.map { open($0, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644) } ?? -1
                }
            }
            try #require(descriptor >= 0, "cannot make \(name)")
            close(descriptor)
        }
        try FileManager.default.createDirectory(atPath: path + "/sub", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: path + "/link", withDestinationPath: "sub")
        #expect(mkfifo(path + "/pipe", 0o644) == 0)
        return path
    }

    @Test(arguments: [0, 1, 5, odd.count])
    func theNamesAreFileManagersNames(count: Int) throws {
        let path = try Self.folder(Array(Self.odd.prefix(count)))
        let mine = LocalFileSystem().names(in: path)
        let theirs = try FileManager.default.contentsOfDirectory(atPath: path)
        #expect(mine.sorted() == theirs.sorted())
        #expect(mine.count == count + 3)
        #expect(!mine.contains(".") && !mine.contains(".."))
    }

    @Test func aLargeFolderIsListedWhole() throws {
        let names = (0..<3_000).map { Array(String(format: "2%03d-W%02d", $0 / 53, $0 % 53 + 1).utf8) }
        let path = try Self.folder(names)
        let listed = LocalFileSystem().names(in: path)
        #expect(listed.count == 3_003)
        #expect(listed.sorted() == (try FileManager.default.contentsOfDirectory(atPath: path)).sorted())
    }

    @Test func noFolderHasNoNames() throws {
        let path = try TestFolder.make("names-missing")
        #expect(FileManager.default.createFile(atPath: path + "/file", contents: Data("x".utf8)))
        #expect(LocalFileSystem().names(in: path + "/missing").isEmpty)
        #expect(LocalFileSystem().names(in: path + "/file").isEmpty)
        #expect(LocalFileSystem().names(in: "").isEmpty)
        #expect(LocalFileSystem().names(in: path) == ["file"])
    }
}
