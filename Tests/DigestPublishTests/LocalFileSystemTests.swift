import Foundation
import TestSupport
import Testing

@testable import DigestPublish

/// Reading files straight into arrays, and comparing a file with bytes of either kind.
struct LocalFileSystemTests {
    static func file(_ bytes: [UInt8]) throws -> String {
        let path = try TestFolder.make("files") + "/file"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [
        [], [0], Array("日本語の週\n".utf8), [0xFF, 0xFE, 0, 13, 10], Array(repeating: 0x41, count: 4096),
        Array(repeating: 7, count: 4097),
    ])
    func aFileIsReadAsItsBytes(bytes: [UInt8]) throws {
        let path = try Self.file(bytes)
        #expect(try LocalFileSystem().bytes(of: path) == bytes)
        #expect(try LocalFileSystem().contents(of: path) == Data(bytes))
    }

    @Test func aLargeFileIsReadWhole() throws {
        var random = SeededRandom(seed: 23)
        let bytes = (0..<3_000_000).map { _ in UInt8.random(in: .min ... .max, using: &random) }
        #expect(try LocalFileSystem().bytes(of: try Self.file(bytes)) == bytes)
    }

    /// A file the kernel makes as it is read says its size is 0, and is read to its end all the same.
    @Test func aFileLongerThanItsSizeSaysIsReadToItsEnd() throws {
        let status = try #require(try LocalFileSystem().bytes(of: "/proc/self/status"))
        #expect(String(decoding: status, as: UTF8.self).contains("Umask:"))
    }

    @Test func noFileIsNilAndAFolderIsAnError() throws {
        let folder = try TestFolder.make("files")
        #expect(try LocalFileSystem().bytes(of: folder + "/missing") == nil)
        #expect(throws: (any Error).self) { try LocalFileSystem().bytes(of: folder) }
    }

    @Test func aFileHoldsExactlyItsBytes() throws {
        let bytes = Array("<p>週</p>\n".utf8)
        let path = try Self.file(bytes)
        let files = LocalFileSystem()
        #expect(files.holds(bytes, at: path))
        #expect(files.holds(Data(bytes), at: path))
        #expect(!files.holds(Array("<p>月</p>\n".utf8), at: path), "the same length, other bytes")
        #expect(!files.holds(bytes + [10], at: path))
        #expect(!files.holds([UInt8](), at: path))
        #expect(!files.holds(bytes, at: path + ".missing"))
    }
}
