import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real file system.
///
/// Writes go to a temporary file in the same folder, then `rename(2)`.
package struct LocalFileSystem: FileSystem {
    /// Creates the file system.
    package init() {}

    /// Creates `path` and its parents, each made readable by everyone (755) whatever the umask.
    package func createDirectory(at path: String) throws {
        do { try FolderCheck.make(path, mode: 0o755) } catch {
            throw FileWriteError(path: path, reason: "cannot create the folder (\(error.cause))", code: error.code)
        }
    }

    package func writeAtomically(_ data: some ContiguousBytes, to path: String) throws {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let (descriptor, temporary) = TemporaryFile.create(for: name, in: folder) else {
            let code = errno
            throw FileWriteError(
                path: path, reason: "cannot write a temporary file in \(folder) (\(String(cString: strerror(code))))",
                code: code)
        }
        let written = Self.writeAll(data, to: descriptor)
        var code = errno
        // The mode is the same whatever the umask: a site is published for everyone to read.
        let modeSet = TemporaryFile.umaskKeepsReadableMode || fchmod(descriptor, 0o644) == 0
        if written && !modeSet { code = errno }
        let closed = close(descriptor) == 0
        if written && modeSet && !closed { code = errno }
        guard written, modeSet, closed else {
            unlink(temporary)
            let full = code == ENOSPC || code == EDQUOT ? ": the disk is full" : ""
            throw FileWriteError(
                path: path, reason: "cannot write it (\(String(cString: strerror(code))))\(full)", code: code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileWriteError(
                path: path, reason: "cannot move the new file into place (\(String(cString: strerror(code))))",
                code: code)
        }
    }

    /// Writes every byte of `data`, retrying short writes and interruptions; false on an error (in `errno`).
    package static func writeAll(_ data: some ContiguousBytes, to descriptor: Int32) -> Bool {
        // The C edge: write(2) from the bytes, borrowed for the call only.
        data.withUnsafeBytes { writeAll(bytes: $0, to: descriptor) }
    }

    /// ``writeAll(_:to:)`` from the borrowed bytes: write(2) in a loop.
    static func writeAll(bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard var next = bytes.baseAddress else { return true }
        var left = bytes.count
        while left > 0 {
            let count = write(descriptor, next, left)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            next += count
            left -= count
        }
        return true
    }

    package func contents(of path: String) throws -> Data? {
        try bytes(of: path).map { Data($0) }
    }

    package func bytes(of path: String) throws -> [UInt8]? {
        // Not blocking: opening a pipe to read waits for a writer, and a pipe is no file to read.
        // Not through a link: the site never reads outside itself (``symbolicLinks(under:)``).
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            if errno == ELOOP {
                throw FileWriteError(
                    path: path, reason: "cannot read it: it is a symbolic link, which weekly-digest does not follow")
            }
            throw FileWriteError(path: path, reason: "cannot read the file (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw FileWriteError(path: path, reason: "cannot read the file (\(String(cString: strerror(errno))))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw FileWriteError(path: path, reason: "cannot read it: it is a folder or a device, not a file")
        }
        return try Self.readAll(descriptor, expecting: Int(status.st_size), path: path)
    }

    /// Whether the file at `path` holds exactly `data`: a file of another size is not read at all.
    package func holds(_ data: some Collection<UInt8> & ContiguousBytes, at path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let count = data.count
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == count
        else { return false }
        guard let read = try? Self.readAll(descriptor, expecting: count, path: path) else { return false }
        return Self.equal(read, data)
    }

    /// The rest of the open file, reading past `expecting` bytes if it grew meanwhile.
    static func readAll(_ descriptor: Int32, expecting size: Int, path: String) throws -> [UInt8] {
        var data: [UInt8] = []
        // Room for the size `fstat` gave and one byte more, read into as it is: zeroed first, a
        // snapshot's room had been written twice.
        var room = max(size, 0) + 1
        while true {
            var count = 0, asked = 0
            data.append(addingCapacity: room) { span in
                // The C edge: read(2) into the room the array made, counted as initialized only
                // as far as the call filled it.
                span.withUnsafeMutableBufferPointer { buffer, initialized in
                    asked = buffer.count - initialized
                    count = read(descriptor, buffer.baseAddress.map { $0 + initialized }, asked)
                    if count > 0 { initialized += count }
                }
            }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileWriteError(path: path, reason: "cannot read the file (\(String(cString: strerror(errno))))")
            }
            // Less than asked, once the size `fstat` gave is in: the end of the file. The read
            // that would return nothing is saved (one per snapshot and per page a rebuild compares).
            // A file that says it is empty (`/proc`'s) is read until a read returns nothing.
            if size > 0, data.count >= size, count < asked { break }
            // The rest of the room, or more once it is full (the file grew since `fstat`).
            room = count < asked ? asked - count : max(4096, data.count)
        }
        return data
    }

    /// Whether something other than a folder is at `path`: a symbolic link counts as a file, so a
    /// walk of the site never goes through one into a folder elsewhere.
    package func isFile(at path: String) -> Bool {
        // lstat(2) itself, as FileManager's fileExists does underneath: asked for every week a run lists.
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR
    }

    package func remove(at path: String) throws {
        if unlink(path) == 0 || errno == ENOENT { return }
        if errno == EISDIR || errno == EPERM, rmdir(path) == 0 { return }
        throw FileWriteError(path: path, reason: "cannot remove it (\(String(cString: strerror(errno))))")
    }
}

/// A file that could not be written or read, with the path and what to check.
package struct FileWriteError: Error, CustomStringConvertible {
    /// The file or folder.
    package var path: String
    /// What happened.
    package var reason: String
    /// The system's `errno` for it, when there was one: it says what the user does next.
    var code: Int32?

    /// An error about `path`: `reason` says what happened, `code` is the system's `errno`.
    package init(path: String, reason: String, code: Int32? = nil) {
        self.path = path
        self.reason = reason
        self.code = code
    }

    package var description: String { reason.hasSuffix("?") ? "\(path): \(reason)" : "\(path): \(reason)." }

    /// What to do before running again, as the end of a sentence ("once there is room, run again").
    package var advice: String {
        switch code {
        case ENOSPC, EDQUOT: "once there is room, run again"
        case EFBIG: "once the file size limit (ulimit -f) allows it, run again"
        case EISDIR, ENOTDIR, EEXIST, ELOOP:
            "move what stands at \(path) out of the way (a folder or file where the site writes one), then run again"
        case EACCES, EPERM: "once you may write there (check the owner and mode of \(path) and its folder), run again"
        case EROFS: "once the disk is writable again, run again"
        default: "once that is put right, run again"
        }
    }
}

extension Error {
    /// What to do about this error before running again: a ``FileWriteError``'s advice, else the general one.
    package var writeAdvice: String {
        (self as? FileWriteError)?.advice ?? "once that is put right, run again"
    }
}
