import Foundation
import TestSupport
import Testing

@testable import DigestSystem

/// The in-memory file system the tests use where they need no disk answers as the real one does:
/// the same steps, run on both, give the same answers and the same failures.
struct MemoryFileSystemTests {
    /// One step and what it answered: a value, or that it failed.
    static func answers(_ disk: any FileSystem, under root: String) -> [String] {
        func step(_ name: String, _ work: () throws -> String) -> String {
            do { return name + ": " + (try work()) } catch { return name + ": failed" }
        }
        return [
            step("write into a missing folder") {
                try disk.writeAtomically(Data("a".utf8), to: root + "/a/b.txt")
                return "ok"
            },
            step("make folders") {
                try disk.createDirectory(at: root + "/a/c")
                return "ok"
            },
            step("write") {
                try disk.writeAtomically(Data("日本語 <&>".utf8), to: root + "/a/b.txt")
                return "ok"
            },
            step("make a folder where a file is") {
                try disk.createDirectory(at: root + "/a/b.txt")
                return "ok"
            },
            step("write where a folder is") {
                try disk.writeAtomically(Data("x".utf8), to: root + "/a/c")
                return "ok"
            },
            step("read") { String(decoding: try disk.contents(of: root + "/a/b.txt") ?? Data(), as: UTF8.self) },
            step("read a missing file") { try disk.contents(of: root + "/a/none") == nil ? "nil" : "bytes" },
            step("read a folder") { try disk.contents(of: root + "/a/c") == nil ? "nil" : "bytes" },
            step("is file") { "\(disk.isFile(at: root + "/a/b.txt")) \(disk.isFile(at: root + "/a/c"))" },
            step("is folder") { "\(disk.isFolder(at: root + "/a/c")) \(disk.isFolder(at: root + "/a/b.txt"))" },
            step("names") { disk.names(in: root + "/a").sorted().joined(separator: ",") },
            step("names of a missing folder") { disk.names(in: root + "/none").joined(separator: ",") },
            step("holds") {
                "\(disk.holds(Array("日本語 <&>".utf8), at: root + "/a/b.txt")) \(disk.holds(Array("x".utf8), at: root + "/a/b.txt"))"
            },
            step("files under") { disk.files(under: root).joined(separator: ",") },
            step("remove a folder that holds a file") {
                try disk.remove(at: root + "/a")
                return "ok"
            },
            step("remove a file") {
                try disk.remove(at: root + "/a/b.txt")
                return "ok"
            },
            step("remove it again") {
                try disk.remove(at: root + "/a/b.txt")
                return "ok"
            },
            step("remove an empty folder") {
                try disk.remove(at: root + "/a/c")
                return "ok"
            },
            step("names after") { disk.names(in: root + "/a").joined(separator: ",") },
        ]
    }

    @Test func answersAsTheRealFileSystemDoes() throws {
        let real = Self.answers(LocalFileSystem(), under: try TestFolder.make("memory-parity"))
        let memory = Self.answers(MemoryFileSystem(), under: "/site")
        #expect(memory == real)
        #expect(real.contains("write into a missing folder: failed"), "the steps try what fails: \(real)")
    }
}
