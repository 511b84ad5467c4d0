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
        let folders = Self.typedNames(in: path).filter { name, type in
            // A link is never followed out of the site; a type not given is looked up.
            !name.hasPrefix(".")
                && (type == UInt8(DT_DIR) || (type == UInt8(DT_UNKNOWN) && !isFile(at: path + "/" + name)))
        }
        // A lookup per folder and file, on every core: a site of years has a folder a week.
        let held = folders.parallelMap { folder in files.map { isFile(at: path + "/" + folder.name + "/" + $0) } }
        var found: [String: [Bool]] = [:]
        for (folder, held) in zip(folders, held) where held.contains(true) { found[folder.name] = held }
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
    ///
    /// The walk goes a depth at a time, reading the folders of each depth on every core: a site of
    /// years has a folder a week.
    package func entries(under root: String) -> SiteEntries {
        var contents: [String: [String: SiteEntries.Kind]] = [:], folders = [""]
        while !folders.isEmpty {
            let read = folders.parallelMap { folder in (folder, Self.kinds(in: folder, under: root)) }
            folders = []
            for (folder, entries) in read {
                contents[folder] = entries
                for (name, kind) in entries where kind == .folder {
                    folders.append(folder.isEmpty ? name : folder + "/" + name)
                }
            }
        }
        return SiteEntries(contents: contents)
    }

    /// What each entry of `folder` (a path under `root`) is, names starting with `.` left out; a
    /// type the read does not give is looked up, never followed.
    static func kinds(in folder: String, under root: String) -> [String: SiteEntries.Kind] {
        let path = folder.isEmpty ? root : root + "/" + folder
        var entries: [String: SiteEntries.Kind] = [:]
        for (name, type) in typedNames(in: path, files: true) where !name.hasPrefix(".") {
            var kind = type
            if kind == UInt8(DT_UNKNOWN) {
                var status = stat()
                guard lstat(path + "/" + name, &status) == 0 else { continue }
                let format = status.st_mode & S_IFMT
                kind = format == S_IFLNK ? UInt8(DT_LNK) : format == S_IFDIR ? UInt8(DT_DIR) : UInt8(DT_REG)
            }
            entries[name] = kind == UInt8(DT_LNK) ? .link : kind == UInt8(DT_DIR) ? .folder : .file
        }
        return entries
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
