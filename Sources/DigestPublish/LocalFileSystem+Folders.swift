#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension LocalFileSystem {
    /// The names in the folder at `path`, in the order the folder gives them, without `.` and `..`.
    ///
    /// A name that is not UTF-8 has U+FFFD for its bad bytes. This is what `FileManager`'s
    /// `contentsOfDirectory` gives, from one read of the entries: that cost seven times as much,
    /// and `render` lists `weeks/` twice before it takes the lock.
    package func names(in path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The folders in `path` holding any of `files`: one read of the folder, then for each
    /// entry one `fstatat(2)` per file relative to it, or, for three files or more, one read of
    /// the entry itself (``held(_:in:of:)``), instead of a full path built and looked up for each.
    ///
    /// Every run and rebuild lists the site's weeks this way, and a site may hold thousands: the
    /// lookups, a few microseconds each, are made on every core.
    package func folders(in path: String, holding files: [String]) -> [String: [Bool]] {
        guard let directory = opendir(path) else { return [:] }
        defer { closedir(directory) }
        let names = Self.possibleFolders(in: directory)
        let descriptor = dirfd(directory)
        let suffixes = files.map { Array(("/" + $0).utf8CString) }
        let wanted = files.map { Array($0.utf8CString) }
        let chunk = max(256, (names.count + 3) / 4)
        let chunks = stride(from: 0, to: names.count, by: chunk).map { $0..<min($0 + chunk, names.count) }
        let held = chunks.parallelMap { range in
            var relative: [CChar] = []
            return range.map { index in
                if wanted.count >= Self.filesWorthReading,
                    let held = Self.held(wanted, in: names[index], of: descriptor)
                {
                    return held
                }
                return suffixes.map { suffix in
                    // The name's bytes as the folder holds them, then `/file`: the path relative to the folder.
                    relative.removeAll(keepingCapacity: true)
                    relative.append(contentsOf: names[index])
                    relative.append(contentsOf: suffix)
                    var status = stat()
                    return fstatat(descriptor, relative, &status, AT_SYMLINK_NOFOLLOW) == 0
                        && status.st_mode & S_IFMT != S_IFDIR
                }
            }
        }.joined()
        var found: [String: [Bool]] = [:]
        found.reserveCapacity(names.count)
        for (name, holds) in zip(names, held) where holds.contains(true) {
            found[String(decoding: name.map { UInt8(bitPattern: $0) }, as: UTF8.self)] = holds
        }
        return found
    }

    /// From how many files a folder is read rather than each file looked up: reading one costs
    /// about as much as two lookups (open, `fstat`, two reads of its entries, close).
    static let filesWorthReading = 3

    /// Which of `files` (NUL-terminated names) the folder `name` in `parent` holds as a file, not
    /// a folder, by one read of its entries: what an `fstatat(2)` of each would say.
    ///
    /// An entry whose type the read does not give (a link, an unknown type) is looked up itself.
    /// Nil when `name` cannot be read as a folder: a file, a link to one, a folder without read
    /// permission (which a lookup may still pass through).
    static func held(_ files: [[CChar]], in name: [CChar], of parent: Int32) -> [Bool]? {
        let descriptor = openat(parent, name + [0], O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        guard let folder = fdopendir(descriptor) else {
            close(descriptor)
            return nil
        }
        defer { closedir(folder) }
        var held = [Bool](repeating: false, count: files.count)
        while let entry = readdir(folder) {
            let type = entry.pointee.d_type
            let found = withUnsafeBytes(of: entry.pointee.d_name) { entryName in
                // Byte by byte with the terminating NUL, so only the whole name matches.
                files.firstIndex { file in
                    file.count <= entryName.count
                        && file.indices.allSatisfy { UInt8(bitPattern: file[$0]) == entryName[$0] }
                }
            }
            guard let found else { continue }
            switch type {
            case UInt8(DT_REG): held[found] = true
            case UInt8(DT_DIR): held[found] = false
            case UInt8(DT_LNK), UInt8(DT_UNKNOWN):
                var status = stat()
                held[found] =
                    fstatat(dirfd(folder), files[found], &status, AT_SYMLINK_NOFOLLOW) == 0
                    && status.st_mode & S_IFMT != S_IFDIR
            default: held[found] = true  // a pipe, a socket or a device: not a folder, as a lookup says
            }
        }
        return held
    }

    /// The names in `directory` that may be folders, as the bytes it holds: a regular file or a
    /// device cannot hold anything, an unknown type may; a symbolic link is never followed out of
    /// the site (``symbolicLinks(under:)``); names starting with `.` are left out.
    private static func possibleFolders(in directory: OpaquePointer) -> [[CChar]] {
        var names: [[CChar]] = []
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            guard type == UInt8(DT_DIR) || type == UInt8(DT_UNKNOWN) else { continue }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                raw.prefix { $0 != 0 }.map { CChar(bitPattern: $0) }
            }
            guard let first = name.first, first != CChar(bitPattern: UInt8(ascii: ".")) else { continue }
            names.append(name)
        }
        return names
    }
}
