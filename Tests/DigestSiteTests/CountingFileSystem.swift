import Foundation
import Synchronization

@testable import DigestSystem

/// The real file system, counting the lookups a writer makes before it writes: the folders it
/// makes sure of and the files it compares.
struct CountingFileSystem: RealFileSystemWrapper {
    /// The counts, shared by every copy.
    final class Calls: Sendable {
        let folders = Atomic<Int>(0)
        let compared = Atomic<Int>(0)
    }

    let calls = Calls()
    let real = LocalFileSystem()

    func createDirectory(at path: String) throws {
        calls.folders.add(1, ordering: .relaxed)
        try real.createDirectory(at: path)
    }

    func holds(_ data: some Collection<UInt8> & ContiguousBytes, at path: String) -> Bool {
        calls.compared.add(1, ordering: .relaxed)
        return real.holds(data, at: path)
    }

    func writeAtomically(_ data: some ContiguousBytes, to path: String) throws {
        try real.writeAtomically(data, to: path)
    }

    func contents(of path: String) throws -> Data? { try real.contents(of: path) }
    func bytes(of path: String) throws -> [UInt8]? { try real.bytes(of: path) }
    func isFile(at path: String) -> Bool { real.isFile(at: path) }
    func names(in path: String) -> [String] { real.names(in: path) }
    func folders(in path: String, holding files: [String]) -> [String: [Bool]] {
        real.folders(in: path, holding: files)
    }
    func remove(at path: String) throws { try real.remove(at: path) }
}
