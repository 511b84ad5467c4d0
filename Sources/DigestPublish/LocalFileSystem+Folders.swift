#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension LocalFileSystem {
    /// The folders in `path` holding any of `files`: one read of the folder, then one `fstatat(2)`
    /// relative to it per entry and file, instead of a full path built and looked up for each.
    ///
    /// Every run lists the site's weeks this way, and a site may hold thousands: the lookups,
    /// a few microseconds each, are made on every core.
    package func folders(in path: String, holding files: [String]) -> [String: [Bool]] {
        guard let directory = opendir(path) else { return [:] }
        defer { closedir(directory) }
        let names = Self.possibleFolders(in: directory)
        let descriptor = dirfd(directory)
        let suffixes = files.map { Array(("/" + $0).utf8CString) }
        let chunk = max(256, (names.count + 3) / 4)
        let chunks = stride(from: 0, to: names.count, by: chunk).map { $0..<min($0 + chunk, names.count) }
        let held = chunks.parallelMap { range in
            var relative: [CChar] = []
            return range.map { index in
                suffixes.map { suffix in
                    // The name's bytes as the folder holds them, then `/file`: the path relative to the folder.
                    relative.removeAll(keepingCapacity: true)
                    relative.append(contentsOf: names[index])
                    relative.append(contentsOf: suffix)
                    var status = stat()
                    return fstatat(descriptor, relative, &status, 0) == 0 && status.st_mode & S_IFMT != S_IFDIR
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

    /// The names in `directory` that may be folders, as the bytes it holds: a regular file or a
    /// device cannot hold anything, a link or an unknown type may; names starting with `.` are left out.
    private static func possibleFolders(in directory: OpaquePointer) -> [[CChar]] {
        var names: [[CChar]] = []
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            guard type == UInt8(DT_DIR) || type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) else { continue }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                raw.prefix { $0 != 0 }.map { CChar(bitPattern: $0) }
            }
            guard let first = name.first, first != CChar(bitPattern: UInt8(ascii: ".")) else { continue }
            names.append(name)
        }
        return names
    }
}
