import DigestCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One writer at a time: an exclusive `flock(2)` on a file in a folder, held until this value is
/// released or the process ends (the kernel drops it even after a kill).
///
/// The file names its holder
/// so a second command can say who it waited for, and is removed on release. A folder the lock
/// made is removed too when still empty, so a failed command leaves nothing behind, but never
/// while another command is about to use it: from making the folder until it holds the lock
/// inside, a command holds a shared `flock` on the folder itself (``claim(_:mode:)``), and a
/// release removes the folder only when it can take that lock exclusively. Its name starts with
/// `.`, so it is never part of the site, and it is never the cron hook's own `lock`.
package final class FolderLock: Sendable {
    /// The lock file in the output folder.
    package static let outputName = ".weekly-digest.lock"
    /// The lock file in the state folder (the cron hook holds `lock` there while it runs us).
    package static let stateName = "ledger.lock"

    /// The lock file's path.
    package let path: String
    let descriptor: Int32
    /// The folder, when the lock had to create it.
    let createdFolder: String?
    /// Whether the lock file was there, held by nobody, when this lock was taken: a command that
    /// held it was killed (a released lock removes its file), and may have left temporary files.
    package let followsKilledHolder: Bool

    init(path: String, descriptor: Int32, createdFolder: String?, followsKilledHolder: Bool = false) {
        self.followsKilledHolder = followsKilledHolder
        self.path = path
        self.descriptor = descriptor
        self.createdFolder = createdFolder
    }

    // Unlinked while still held: a command waiting on this file finds it gone and opens the next.
    deinit {
        unlink(path)
        if let createdFolder { Self.removeUnclaimed(createdFolder) }
        close(descriptor)
    }

    /// Removes `folder` when it is empty and no command has claimed it (``claim(_:mode:)``).
    static func removeUnclaimed(_ folder: String) {
        let claim = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard claim >= 0 else { return }
        if flock(claim, LOCK_EX | LOCK_NB) == 0 { rmdir(folder) }
        close(claim)
    }

    /// Makes `folder` when missing and claims it: a shared `flock` on the folder itself.
    ///
    /// The claim is held until the caller closes the descriptor returned; a release never removes
    /// a claimed folder. A claim taken on a folder that was removed as it was taken is let go, and the folder made
    /// again.
    static func claim(_ folder: String, mode: mode_t) throws(FolderProblem) -> Int32 {
        var attempts = 0
        while true {
            attempts += 1
            try FolderCheck.make(folder, mode: mode)
            let claim = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if claim < 0 {
                let code = errno
                if code == ENOENT, attempts < 100 { continue }
                throw FolderProblem(folder: folder, cause: FolderCheck.cause(code, path: folder), code: code)
            }
            while flock(claim, LOCK_SH) != 0, errno == EINTR {}
            var held = stat(), current = stat()
            if fstat(claim, &held) == 0, stat(folder, &current) == 0, held.st_ino == current.st_ino,
                held.st_dev == current.st_dev
            {
                return claim
            }
            close(claim)
            guard attempts < 100 else {
                throw FolderProblem(folder: folder, cause: FolderCheck.cause(ENOENT, path: folder), code: ENOENT)
            }
        }
    }

    /// Takes the lock `name` in `folder` for `holder` (for example "weekly-digest run"), waiting up to
    /// `wait` seconds for another process to let go.
    ///
    /// `folder` is created with `mode` when missing.
    package static func acquire(
        _ name: String, in folder: String, mode: mode_t = 0o755, holder: String, wait: Double,
        now: @Sendable () -> Date = Date.init
    ) throws(FolderLockError) -> FolderLock {
        let path = folder + "/" + name
        let existed = access(folder, F_OK) == 0
        // Claimed until the lock is held (or not taken), so no release removes the folder meanwhile.
        let claim: Int32
        do { claim = try Self.claim(folder, mode: mode) } catch {
            throw FolderLockError(path: path, problem: .unusable(error.cause))
        }
        defer { close(claim) }
        let deadline = now().addingTimeInterval(wait)
        var remade = 0, made = !existed
        while true {
            // Never through a link, never a pipe or a device: a lock file that is not a plain file
            // of ours is refused before anything is written into it.
            var descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
            let preexisting = descriptor < 0 && errno == EEXIST
            if preexisting { descriptor = open(path, O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK) }
            if descriptor < 0, errno == ELOOP {
                throw FolderLockError(
                    path: path,
                    problem: .unusable(
                        "it is a symbolic link, and weekly-digest never writes through one; remove it (rm '\(path)')"))
            }
            if descriptor >= 0, !Self.isPlainFile(descriptor) {
                close(descriptor)
                throw FolderLockError(
                    path: path, problem: .unusable("it is not a plain file; remove it (rm '\(path)')"))
            }
            // The folder is gone: a command that made it too held the lock first, wrote nothing and
            // removed it as it let go. Made again, and the lock taken in it.
            if descriptor < 0, errno == ENOENT, remade < 100 {
                (remade, made) = (remade + 1, true)
                do { try FolderCheck.make(folder, mode: mode) } catch {
                    throw FolderLockError(path: path, problem: .unusable(error.cause))
                }
                continue
            }
            guard descriptor >= 0 else {
                throw FolderLockError(path: path, problem: .unusable(FolderCheck.cause(errno, path: folder)))
            }
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR, now() < deadline else {
                    let holder = Self.holder(of: descriptor)
                    close(descriptor)
                    throw FolderLockError(path: path, problem: .held(by: holder, waited: wait))
                }
                usleep(20_000)
            }
            // The holder before may have removed the file between our open and our lock: then this
            // lock is on a file nobody else will open, and the one to take is at the path now.
            var held = stat(), current = stat()
            if fstat(descriptor, &held) == 0, stat(path, &current) == 0, held.st_ino == current.st_ino,
                held.st_dev == current.st_dev
            {
                // A file that was there before, still in place now that we hold it: its holder never
                // released it (a release removes it first), even when that holder was alive as we waited.
                let lock = FolderLock(
                    path: path, descriptor: descriptor, createdFolder: made ? folder : nil,
                    followsKilledHolder: preexisting)
                lock.sign(holder, at: now())
                return lock
            }
            close(descriptor)
        }
    }

    /// Whether `descriptor` is a regular file.
    static func isPlainFile(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Writes who holds the lock into its file, for a command that has to wait.
    func sign(_ holder: String, at date: Date) {
        // ISOTimestamp's own spelling (the same as ISO8601DateFormatter's, without making one at every start).
        let line = "\(holder), process \(getpid()), since \(ISOTimestamp.string(date))\n"
        guard ftruncate(descriptor, 0) == 0 else { return }
        // The C edge: pwrite(2) from the line's bytes, borrowed for the call only.
        _ = Array(line.utf8).withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// What the holder wrote into the lock file, on one line.
    static func holder(of descriptor: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 512)
        // The C edge: pread(2) into the zeroed buffer, within its size.
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        let text = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        return text.isEmpty ? "another weekly-digest command" : text
    }
}

/// A lock that could not be taken.
package struct FolderLockError: Error, CustomStringConvertible {
    /// Why.
    package enum Problem: Sendable {
        /// Another process holds it (what its file says), still after `waited` seconds.
        case held(by: String, waited: Double)
        /// The folder or file cannot be used: the cause in words.
        case unusable(String)
    }

    /// The lock file.
    package var path: String
    /// Why.
    package var problem: Problem

    package var description: String {
        switch problem {
        case .held(let holder, let waited):
            "Another command is writing here: \(path) is held by \(holder). Waited \(Int(waited)) s (DIGEST_LOCK_WAIT); run again once it has finished."
        case .unusable(let cause):
            "Cannot lock \(path): \(cause)."
        }
    }
}
