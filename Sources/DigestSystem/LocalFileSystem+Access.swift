import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension LocalFileSystem {
    package func removeTree(at path: String) throws {
        guard exists(at: path) else { return }
        try FileManager.default.removeItem(atPath: path)
    }

    package func exists(at path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    package func allows(_ kind: FileAccess, at path: String) -> Bool {
        let mode =
            switch kind {
            case .read: R_OK
            case .write: W_OK
            case .execute: X_OK
            }
        guard access(path, mode) == 0 else { return false }
        // access(2) says a folder may be "run" (searched); a command is a file.
        return kind != .execute || !isFolder(at: path)
    }

    package func permissions(of path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_mode & 0o7777)
    }

    package func entries(in path: String) -> [String: SiteEntries.Kind]? {
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: path) else { return nil }
        var entries: [String: SiteEntries.Kind] = [:]
        for name in names {
            // attributesOfItem looks at the entry itself (lstat).
            let type = (try? files.attributesOfItem(atPath: path + "/" + name))?[.type] as? FileAttributeType
            entries[name] = type == .typeDirectory ? .folder : type == .typeSymbolicLink ? .link : .file
        }
        return entries
    }

    package var temporaryFolder: String {
        FileManager.default.temporaryDirectory.path
    }
}
