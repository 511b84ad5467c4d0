#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A speed lever of the weekly run (`docs/performance.md`): a folder's entries read with
/// `readdir`, each with the type the read gives (`d_type`), so that the walks every command makes
/// of the whole site before it writes (the link check, the listing of the weeks) look up no entry
/// whose type the read already said. Only a file system that does not say (`DT_UNKNOWN`) has its
/// entries looked up, never followed.
extension LocalFileSystem {
    /// The folders in `path` that hold a file (not a folder) named one of `files`, each with
    /// whether it holds each of them, in their order; names starting with `.` are left out.
    ///
    /// What the protocol's default says (a name that is a file or a link is no folder, then an
    /// `lstat` per file asked for), without an `lstat` of each name.
    package func folders(in path: String, holding files: [String]) -> [String: [Bool]] {
        var found: [String: [Bool]] = [:]
        for (name, type) in Self.typedNames(in: path) where !name.hasPrefix(".") {
            // A link is never followed out of the site; a type not given is looked up.
            guard type == UInt8(DT_DIR) || (type == UInt8(DT_UNKNOWN) && !isFile(at: path + "/" + name)) else {
                continue
            }
            let held = files.map { isFile(at: path + "/" + name + "/" + $0) }
            if held.contains(true) { found[name] = held }
        }
        return found
    }

    /// The symbolic links under `root`, relative to it and sorted, found without following any.
    ///
    /// The site never reaches outside itself: a link in the output folder (a week's folder made a
    /// link to `/etc`, a snapshot linked to a file elsewhere) would make whatever it points at part
    /// of what is read, rendered and published, so the commands refuse to go on while one is there.
    /// Names starting with `.` are not part of the site and are not looked into.
    package func symbolicLinks(under root: String) -> [String] {
        entries(under: root).links
    }

    /// The links and files under `root` (``SiteEntries``), found in one walk that follows no link.
    package func entries(under root: String) -> SiteEntries {
        var links: [String] = [], files = Set<String>(), folders = [""]
        while let prefix = folders.popLast() {
            for (name, type) in Self.typedNames(in: prefix.isEmpty ? root : root + "/" + prefix, files: true)
            where !name.hasPrefix(".") {
                let path = prefix.isEmpty ? name : prefix + "/" + name
                var kind = type
                if kind == UInt8(DT_UNKNOWN) {
                    var status = stat()
                    guard lstat(root + "/" + path, &status) == 0 else { continue }
                    let format = status.st_mode & S_IFMT
                    kind = format == S_IFLNK ? UInt8(DT_LNK) : format == S_IFDIR ? UInt8(DT_DIR) : UInt8(DT_REG)
                }
                switch kind {
                case UInt8(DT_LNK): links.append(path)
                case UInt8(DT_DIR): folders.append(path)
                default: files.insert(path)
                }
            }
        }
        return SiteEntries(links: links.sorted(), files: files)
    }

    /// The entries of the folder at `path` that may be a folder or a link, with their type.
    ///
    /// Types `DT_DIR`, `DT_LNK` and `DT_UNKNOWN` (and every other type with `files`), in the order
    /// the folder gives them; none when it cannot be read. A name that is not UTF-8 has U+FFFD for its bad bytes, as `FileManager`
    /// gives it.
    static func typedNames(in path: String, files: Bool = false) -> [(name: String, type: UInt8)] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(folder) {
            // readdir's entry stays valid until the next readdir; its type and name are copied out now.
            let type = entry.pointee.d_type
            guard files || type == UInt8(DT_DIR) || type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) else { continue }
            // d_name is a fixed-size C array holding the name up to its NUL.
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { entries.append((name, type)) }
        }
        return entries
    }
}
