#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension LocalFileSystem {
    /// The folders in `path` holding a file named `file`: one read of the folder, then one
    /// `fstatat(2)` relative to it per entry, instead of a full path built and looked up for each.
    ///
    /// Every run lists the site's weeks this way, and a site may hold thousands.
    package func folders(in path: String, holding file: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        let suffix = Array(("/" + file).utf8CString)
        var relative: [CChar] = []
        var found: [String] = []
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            // A regular file or a device cannot hold anything; a link or an unknown type may be a folder.
            guard type == UInt8(DT_DIR) || type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) else { continue }
            // The name's bytes as the folder holds them, then `/file`: the path relative to the folder.
            relative.removeAll(keepingCapacity: true)
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                relative.append(contentsOf: raw.prefix { $0 != 0 }.map { CChar(bitPattern: $0) })
            }
            let length = relative.count
            guard length > 0, relative[0] != CChar(bitPattern: UInt8(ascii: ".")) else { continue }
            relative.append(contentsOf: suffix)
            var status = stat()
            if fstatat(descriptor, relative, &status, 0) == 0, status.st_mode & S_IFMT != S_IFDIR {
                found.append(String(decoding: relative[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
        }
        return found
    }
}
