import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system. Writes go to a temporary file in the same folder, then `rename(2)`.
public struct LocalFileSystem: FileSystem {
    /// Creates the file system.
    public init() {}

    public func createDirectory(at path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(path: path, reason: "cannot create the folder (\(Self.reason(error)))")
        }
    }

    public func writeAtomically(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/." + url.lastPathComponent + ".tmp-" + UUID().uuidString.prefix(8)
        guard FileManager.default.createFile(atPath: temporary, contents: data, attributes: [.posixPermissions: 0o644]) else {
            throw FileWriteError(path: path, reason: "cannot write a temporary file in \(folder) (is it writable, is the disk full?)")
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(atPath: temporary)
            throw FileWriteError(path: path, reason: "cannot move the new file into place (\(String(cString: strerror(code))))")
        }
    }

    public func contents(of path: String) throws -> Data? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw FileWriteError(path: path, reason: "cannot read the file (\(Self.reason(error)))")
        }
    }

    public func isFile(at path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    public func names(in path: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    }

    public func remove(at path: String) throws {
        if unlink(path) == 0 || errno == ENOENT { return }
        if errno == EISDIR || errno == EPERM, rmdir(path) == 0 { return }
        throw FileWriteError(path: path, reason: "cannot remove it (\(String(cString: strerror(errno))))")
    }

    static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}

/// A file that could not be written or read, with the path and what to check.
public struct FileWriteError: Error, CustomStringConvertible {
    /// The file or folder.
    public var path: String
    /// What happened.
    public var reason: String

    public var description: String { "\(path): \(reason)." }
}
