#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension LocalFileSystem {
    /// The symbolic links under `root`, relative to it and sorted, found without following any.
    ///
    /// The site never reaches outside itself: a link in the output folder (a week's folder made a
    /// link to `/etc`, a snapshot linked to a file elsewhere) would make whatever it points at part
    /// of what is read, rendered and published, so the commands refuse to go on while one is there.
    /// Names starting with `.` are not part of the site and are not looked into.
    ///
    /// Every run walks the whole site: each folder is read once, and the type of each entry is
    /// taken from the read itself (`d_type`) rather than looked up, so a 520-week site costs a
    /// read of each of its folders and no lookup of its files.
    package func symbolicLinks(under root: String) -> [String] {
        var links: [String] = [], folders = [""]
        while let prefix = folders.popLast() {
            guard let directory = opendir(prefix.isEmpty ? root : root + "/" + prefix) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let type = entry.pointee.d_type
                guard type == UInt8(DT_DIR) || type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) else { continue }
                // The entry's name, read from the fixed-size array readdir filled (NUL-terminated).
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let path = prefix.isEmpty ? name : prefix + "/" + name
                var kind = type
                if type == UInt8(DT_UNKNOWN) {
                    // A file system that does not say: looked up, never followed.
                    var status = stat()
                    guard lstat(root + "/" + path, &status) == 0 else { continue }
                    kind =
                        status.st_mode & S_IFMT == S_IFLNK
                        ? UInt8(DT_LNK) : status.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : UInt8(DT_REG)
                }
                if kind == UInt8(DT_LNK) { links.append(path) } else if kind == UInt8(DT_DIR) { folders.append(path) }
            }
        }
        return links.sorted()
    }
}
