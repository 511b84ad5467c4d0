import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A record the state folder keeps (the sent-mail ledger, the notification ledger): readable by
/// its owner only, written whole or not at all, and on the disk before the write returns.
package enum PrivateFile {
    /// Writes `data` to `path` (mode 600) through a temporary file, flushed to the disk and renamed
    /// over it; the folder is made (mode 700) when missing.
    package static func write(_ data: Data, to path: String) throws(FolderProblem) {
        let folder = NSString(string: path).deletingLastPathComponent
        try FolderCheck.make(folder, mode: 0o700)
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw FolderProblem(folder: folder, cause: FolderCheck.cause(errno, path: folder))
        }
        let written = LocalFileSystem.writeAll(data, to: descriptor)
        var code = errno
        let synced = written && fsync(descriptor) == 0
        if written && !synced { code = errno }
        close(descriptor)
        guard synced, rename(temporary, path) == 0 else {
            if synced { code = errno }
            unlink(temporary)
            throw FolderProblem(folder: folder, cause: FolderCheck.cause(code, path: folder))
        }
    }
}
