import DigestSystem
import Foundation
import Synchronization

/// A file system held in memory, for the tests of what reads and writes files and needs no real
/// disk: as the real one, a file is written into a folder that exists, a folder that still holds
/// something is not removed, and a folder is not read as a file.
public final class MemoryFileSystem: FileSystem {
    struct State {
        var files: [String: [UInt8]] = [:]
        var folders: Set<String> = ["/"]
    }

    let state = Mutex(State())

    /// An empty file system: only `/`.
    public init() {}

    /// A problem as the real file system reports one.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// `path` without `.` steps, repeated or trailing slashes.
    static func normal(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        return "/" + parts.joined(separator: "/")
    }

    static func parent(_ path: String) -> String {
        NSString(string: path).deletingLastPathComponent
    }

    public func createDirectory(at path: String) throws {
        let path = Self.normal(path)
        try state.withLock { state in
            var folder = path
            var made: [String] = []
            while !state.folders.contains(folder) {
                if state.files[folder] != nil { throw Problem(description: "\(folder) is a file") }
                made.append(folder)
                folder = Self.parent(folder)
            }
            state.folders.formUnion(made)
        }
    }

    public func writeAtomically(_ data: some ContiguousBytes, to path: String) throws {
        let path = Self.normal(path)
        let bytes = data.withUnsafeBytes { [UInt8]($0) }
        try state.withLock { state in
            guard state.folders.contains(Self.parent(path)) else {
                throw Problem(description: "\(Self.parent(path)) does not exist")
            }
            guard !state.folders.contains(path) else { throw Problem(description: "\(path) is a folder") }
            state.files[path] = bytes
        }
    }

    public func contents(of path: String) throws -> Data? {
        try bytes(of: path).map { Data($0) }
    }

    public func bytes(of path: String) throws -> [UInt8]? {
        let path = Self.normal(path)
        return try state.withLock { state in
            if state.folders.contains(path) { throw Problem(description: "\(path) is a folder, not a file") }
            return state.files[path]
        }
    }

    public func contentsFollowingLinks(of path: String) throws -> Data? {
        try contents(of: path)
    }

    public func isFile(at path: String) -> Bool {
        state.withLock { $0.files[Self.normal(path)] != nil }
    }

    public func isFolder(at path: String) -> Bool {
        state.withLock { $0.folders.contains(Self.normal(path)) }
    }

    public func names(in path: String) -> [String] {
        let folder = Self.normal(path)
        let prefix = folder == "/" ? "/" : folder + "/"
        return state.withLock { state in
            let all = Array(state.files.keys) + Array(state.folders)
            let names = all.filter { $0.hasPrefix(prefix) && $0 != folder }.map { $0.dropFirst(prefix.count) }
            return Set(names.filter { !$0.contains("/") }.map(String.init)).sorted()
        }
    }

    public func removeTree(at path: String) throws {
        let path = Self.normal(path)
        state.withLock { state in
            state.files = state.files.filter { $0.key != path && !$0.key.hasPrefix(path + "/") }
            state.folders = state.folders.filter { $0 == "/" || ($0 != path && !$0.hasPrefix(path + "/")) }
        }
    }

    public func exists(at path: String) -> Bool {
        isFile(at: path) || isFolder(at: path)
    }

    /// Everything held is readable, writable and runnable.
    package func allows(_ access: FileAccess, at path: String) -> Bool {
        exists(at: path)
    }

    /// 644 for a file, 755 for a folder.
    public func permissions(of path: String) -> Int? {
        isFile(at: path) ? 0o644 : isFolder(at: path) ? 0o755 : nil
    }

    public var temporaryFolder: String { "/tmp" }

    package func entries(in path: String) -> [String: SiteEntries.Kind]? {
        guard isFolder(at: path) else { return nil }
        let folder = Self.normal(path)
        var entries: [String: SiteEntries.Kind] = [:]
        for name in names(in: path) { entries[name] = isFolder(at: folder + "/" + name) ? .folder : .file }
        return entries
    }

    public func remove(at path: String) throws {
        let path = Self.normal(path)
        let held = !names(in: path).isEmpty
        try state.withLock { state in
            if state.files.removeValue(forKey: path) != nil { return }
            guard state.folders.contains(path) else { return }
            guard !held else { throw Problem(description: "\(path) is a folder that is not empty") }
            state.folders.remove(path)
        }
    }
}
