import Foundation

/// A small tmpfs mounted for one test: 64 KiB filled to the last byte, read-only, or of `size`
/// and left empty; nil where the machine does not let a test mount.
public struct TinyMount {
    /// Where it is mounted.
    public let path: String

    /// Mounts one; nil where mounting is not allowed.
    ///
    /// `prepare` is given the mount's path to put files there first, before it is filled or made
    /// read-only.
    public init?(readOnly: Bool, size: String? = nil, prepare: ((String) throws -> Void)? = nil) throws {
        let path = try BinaryRunner.temporaryFolder() + "/mount"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let options = "size=\(size ?? "64k")" + (readOnly && prepare == nil ? ",ro" : "")
        guard try BinaryRunner.run("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", path]).status == 0 else {
            return nil
        }
        self.path = path
        if !readOnly && size == nil {
            try FileManager.default.createDirectory(atPath: path + "/state", withIntermediateDirectories: true)
        }
        if let prepare {
            try prepare(path)
            if readOnly { _ = try BinaryRunner.run("/bin/mount", ["-o", "remount,ro", path]) }
        }
        if !readOnly && size == nil {
            _ = try BinaryRunner.run("/bin/sh", ["-c", "cat /dev/zero > \"$0/filler\" 2>/dev/null; true", path])
        }
    }

    /// Unmounts it (lazily, should a test still hold a file there).
    public func unmount() {
        _ = try? BinaryRunner.run("/bin/umount", ["-l", path])
    }
}
