import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DigestSystem

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

    /// The size `fstat` gave is where reading starts, not where it ends: a file that grew since
    /// is read to its end, one that shrank gives what it holds.
    @Test(arguments: [0, 1, 10, 4_999, 5_000, 5_001, 20_000])
    func aFileIsReadWholeWhateverSizeWasExpected(expected: Int) throws {
        let bytes = (0..<5_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let path = try Self.file(bytes)
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(try LocalFileSystem.readAll(descriptor, expecting: expected, path: path) == bytes)
    }

    /// A read that gives less than asked ends reading only once the expected size is in: bytes
    /// that come in pieces (here through a pipe) are all read.
    @Test func bytesInPiecesAreReadUntilTheExpectedSizeIsIn() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let writing = ends[1]
        #expect(write(writing, "週", 3) == 3)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
            _ = write(writing, "の終わり", 12)
            close(writing)
        }
        let read = try LocalFileSystem.readAll(ends[0], expecting: 15, path: "a pipe")
        #expect(String(decoding: read, as: UTF8.self) == "週の終わり")
    }

    @Test func noFileIsNilAndAFolderIsAnError() throws {
        let folder = try TestFolder.make("files")
        #expect(try LocalFileSystem().bytes(of: folder + "/missing") == nil)
        #expect(throws: (any Error).self) { try LocalFileSystem().bytes(of: folder) }
    }

    /// A pipe where a file should be (a snapshot, a page to compare) is an error or a difference
    /// at once: opened the usual way, it would wait for a writer that never comes.
    @Test func aPipeIsNeverWaitedOn() throws {
        let path = try TestFolder.make("files") + "/pipe"
        #expect(mkfifo(path, 0o600) == 0)
        let waited = PipeRescue.waited(on: path) {
            #expect {
                try LocalFileSystem().bytes(of: path)
            } throws: { error in
                "\(error)".contains(path) && "\(error)".contains("not a file")
            }
            #expect(!LocalFileSystem().holds([UInt8](), at: path))
            #expect(!LocalFileSystem().holds(Data(), at: path))
        }
        #expect(!waited)
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
