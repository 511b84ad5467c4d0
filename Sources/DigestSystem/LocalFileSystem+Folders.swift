import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension LocalFileSystem {
    /// The names in the folder at `path`, without `.` and `..`; empty when there is no such
    /// folder (or it cannot be read).
    ///
    /// A name that is not UTF-8 has U+FFFD for its bad bytes, as `FileManager` gives it.
    package func names(in path: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    }

    /// The symbolic links under `root`, relative to it and sorted, found without following any.
    ///
    /// The site never reaches outside itself: a link in the output folder (a week's folder made a
    /// link to `/etc`, a snapshot linked to a file elsewhere) would make whatever it points at part
    /// of what is read, rendered and published, so the commands refuse to go on while one is there.
    /// Names starting with `.` are not part of the site and are not looked into.
    package func symbolicLinks(under root: String) -> [String] {
        var links: [String] = [], folders = [""]
        while let prefix = folders.popLast() {
            for name in names(in: prefix.isEmpty ? root : root + "/" + prefix) where !name.hasPrefix(".") {
                let path = prefix.isEmpty ? name : prefix + "/" + name
                var status = stat()
                guard lstat(root + "/" + path, &status) == 0 else { continue }
                let type = status.st_mode & S_IFMT
                if type == S_IFLNK { links.append(path) } else if type == S_IFDIR { folders.append(path) }
            }
        }
        return links.sorted()
    }
}
