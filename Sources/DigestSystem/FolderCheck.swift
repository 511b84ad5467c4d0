import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Makes and checks the folders a command writes (the state folder, the output folder), and says
/// in words why one cannot be used: full, read-only, a file, not ours.
///
/// Reads `errno`, so the real
/// cause is named instead of a generic "no permission".
package enum FolderCheck {
    /// The least free space a folder needs for the ledger, a lock and an `.eml` draft.
    static let minimumFreeBytes: UInt64 = 1 << 20

    /// Creates `folder` and its parents with `mode` when missing; the cause in words when it cannot.
    ///
    /// A folder made here has `mode` whatever the umask: a site's folders are 755 so a web server
    /// running as another user can read them (`umask 077` would leave them 700), the state folder 700.
    package static func make(_ folder: String, mode: mode_t) throws(FolderProblem) {
        var status = stat()
        if stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return }
        var partial = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/", omittingEmptySubsequences: true) {
            partial += "/" + part
            var code: Int32 = 0
            // A folder removed between mkdir's "exists" and the look at it (a command letting go of
            // an empty folder it made) is made again, never called missing.
            for _ in 0..<100 {
                if mkdir(partial, mode) == 0 {
                    chmod(partial, mode)
                    code = 0
                    break
                }
                code = errno
                // What is there, when something is: a folder, or what stat says of it (a link that loops).
                if code == EEXIST, stat(partial, &status) != 0 { code = errno }
                if code != ENOENT { break }
            }
            if code == 0 { continue }
            guard code == EEXIST else {
                throw FolderProblem(folder: folder, cause: cause(code, path: partial), code: code)
            }
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw FolderProblem(folder: folder, cause: cause(ENOTDIR, path: partial), code: ENOTDIR)
            }
        }
    }

    /// Why `folder` cannot take a small write now (nil when it can): it must exist or be creatable,
    /// be writable (a probe file is made and removed) and have ``minimumFreeBytes`` free.
    package static func problem(writing folder: String, mode: mode_t = 0o700) -> FolderProblem? {
        do { try make(folder, mode: mode) } catch { return error }
        let probe = folder + "/.weekly-digest-probe-\(getpid())"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return FolderProblem(folder: folder, cause: cause(errno, path: folder)) }
        let written = write(descriptor, "weekly-digest\n", 14)
        let code = errno
        close(descriptor)
        unlink(probe)
        if written != 14 {
            return FolderProblem(folder: folder, cause: cause(written < 0 ? code : ENOSPC, path: folder))
        }
        var space = statvfs()
        if statvfs(folder, &space) == 0, UInt64(space.f_bavail) * UInt64(space.f_frsize) < minimumFreeBytes {
            return FolderProblem(folder: folder, cause: "the disk holding it has less than 1 MB free")
        }
        return nil
    }

    /// Why `folder` cannot be read as a folder, when something is there that is not one (a file,
    /// a link that loops, a folder you may not enter); nil when it is a folder or is not there.
    package static func readProblem(_ folder: String) -> String? {
        var status = stat()
        guard stat(folder, &status) == 0 else { return errno == ENOENT ? nil : cause(errno, path: folder) }
        return status.st_mode & S_IFMT == S_IFDIR ? nil : cause(ENOTDIR, path: folder)
    }

    /// `code` (an `errno`) as a cause a user can act on, naming `path`.
    package static func cause(_ code: Int32, path: String) -> String {
        switch code {
        case ENOSPC, EDQUOT: "the disk holding \(path) is full (or your quota is spent)"
        case EROFS: "\(path) is on a read-only file system"
        case ENOTDIR, EEXIST: "\(path) is a file, not a folder"
        case EACCES, EPERM: "you are not allowed to write in \(path)"
        case EFBIG: "the file size limit (ulimit -f) stops writing in \(path)"
        case ENOENT: "\(path) does not exist"
        case ELOOP: "\(path) is a symbolic link that leads back to itself (a loop)"
        default: "\(path): \(String(cString: strerror(code)))"
        }
    }
}

/// A folder that cannot be written, and why.
package struct FolderProblem: Error, CustomStringConvertible, Equatable {
    /// The folder.
    var folder: String
    /// Why, in words (full, read-only, a file, not allowed).
    package var cause: String
    /// The system's `errno` for it, when there was one.
    package var code: Int32? = nil

    package var description: String { "\(folder) cannot be written: \(cause)" }

    /// `folder` cannot be written because of `cause` (the system's `errno` as `code`).
    package init(folder: String, cause: String, code: Int32? = nil) {
        self.folder = folder
        self.cause = cause
        self.code = code
    }
}
