import Foundation

/// The file operations the site writer and snapshot store need; injected so tests can use a temporary folder.
package protocol FileSystem: Sendable {
    /// Creates `path` and its parents when missing.
    func createDirectory(at path: String) throws
    /// Writes `data` to `path` so that readers see either the old file or the whole new one.
    func writeAtomically(_ data: some ContiguousBytes, to path: String) throws
    /// The bytes of the file at `path`, or nil when there is no such file.
    func contents(of path: String) throws -> Data?
    /// ``contents(of:)`` as an array, read straight into it: the files a run parses itself (the
    /// snapshots, `weeks/index.json`) were copied from `Data` into an array first.
    func bytes(of path: String) throws -> [UInt8]?
    /// Whether the file at `path` holds exactly `data` (false when there is no such file).
    func holds(_ data: some Collection<UInt8> & ContiguousBytes, at path: String) -> Bool
    /// Whether a file (not a folder) is at `path`.
    func isFile(at path: String) -> Bool
    /// Whether a folder is at `path`, or a symbolic link to one.
    func isFolder(at path: String) -> Bool
    /// The bytes of the file at `path` through any symbolic link, or nil when there is nothing
    /// there: for the user's own files (templates), never for the site's.
    func contentsFollowingLinks(of path: String) throws -> Data?
    /// The names in the folder at `path`, or an empty list when there is no such folder.
    func names(in path: String) -> [String]
    /// The folders in `path` that hold a file (not a folder) named one of `files`, each with
    /// whether it holds each of them, in their order; names starting with `.` are left out.
    func folders(in path: String, holding files: [String]) -> [String: [Bool]]
    /// Removes the file or empty folder at `path`; nothing when it is already gone.
    func remove(at path: String) throws
    /// Removes what is at `path`, a folder with everything in it; nothing when it is already gone.
    func removeTree(at path: String) throws
    /// Whether anything is at `path`: a file, a folder, a symbolic link (even one to nothing).
    func exists(at path: String) -> Bool
    /// Whether this process may `access` what is at `path`; false when nothing is there.
    func allows(_ access: FileAccess, at path: String) -> Bool
    /// The permission bits of what is at `path` (through a symbolic link), or nil when nothing is there.
    func permissions(of path: String) -> Int?
    /// The entries of the folder at `path`, each as it is (a symbolic link not looked through), or
    /// nil when the folder cannot be read.
    func entries(in path: String) -> [String: SiteEntries.Kind]?
    /// The folder temporary work goes in: `$TMPDIR`, else `/tmp`.
    var temporaryFolder: String { get }
}

extension FileSystem {
    package func contentsFollowingLinks(of path: String) throws -> Data? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    package func isFolder(at path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    package func bytes(of path: String) throws -> [UInt8]? {
        try contents(of: path).map { [UInt8]($0) }
    }

    package func folders(in path: String, holding files: [String]) -> [String: [Bool]] {
        var found: [String: [Bool]] = [:]
        // A name that is a file, or a symbolic link (which ``isFile(at:)`` counts as one), is no
        // folder: a link is never followed out of the site.
        for name in names(in: path) where !name.hasPrefix(".") && !isFile(at: path + "/" + name) {
            let held = files.map { isFile(at: path + "/" + name + "/" + $0) }
            if held.contains(true) { found[name] = held }
        }
        return found
    }

    /// The names of the folders in `path` that hold a file (not a folder) named `file`, in no
    /// particular order; names starting with `.` are left out.
    package func folders(in path: String, holding file: String) -> [String] {
        Array(folders(in: path, holding: [file]).keys)
    }

    package func holds(_ data: some Collection<UInt8> & ContiguousBytes, at path: String) -> Bool {
        guard let contents = try? contents(of: path) else { return false }
        return Self.equal(contents, data)
    }

    /// Whether two runs of bytes are the same.
    static func equal(_ left: some ContiguousBytes, _ right: some ContiguousBytes) -> Bool {
        // The C edge: memcmp over both buffers, borrowed for the call only (a rebuild compares
        // every page it makes with the file already there).
        left.withUnsafeBytes { left in
            right.withUnsafeBytes { right in
                guard left.count == right.count else { return false }
                guard let a = left.baseAddress, let b = right.baseAddress else { return true }
                return memcmp(a, b, left.count) == 0
            }
        }
    }

    /// Every file under `root`, relative to it, sorted; names starting with `.` (the writer's
    /// temporary files, a target's own `.git`) are not part of a site and are skipped.
    package func files(under root: String) -> [String] {
        files(under: root, prefix: "").sorted()
    }

    func files(under root: String, prefix: String) -> [String] {
        names(in: prefix.isEmpty ? root : root + "/" + prefix).filter { !$0.hasPrefix(".") }.flatMap {
            name -> [String] in
            let path = prefix.isEmpty ? name : prefix + "/" + name
            return isFile(at: root + "/" + path) ? [path] : files(under: root, prefix: path)
        }
    }
}
