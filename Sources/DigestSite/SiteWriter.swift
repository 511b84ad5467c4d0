import DigestCore
import DigestSystem
import Foundation

/// Writes the site's files into the output folder, and the stored ones (the snapshots and the
/// index, ``SitePath/isStored``) into the history folder, each one atomically.
package struct SiteWriter: Sendable {
    let fileSystem: any FileSystem
    /// The history folder; nil puts the stored files beside the pages (a writer tested alone).
    let history: String?
    /// Whether a folder is cleared of a killed command's temporary files before it is written.
    ///
    /// A command that holds the output's lock passes false: the lock tells it
    /// when a killed holder came before (``FolderLock/followsKilledHolder``), and it then clears
    /// the whole site at once (``removeAllLeftovers(under:)``), so looking in each folder again
    /// (four system calls each, for every week of a rebuild) finds nothing.
    let clearsLeftovers: Bool

    /// Creates a writer over `fileSystem`; `clearsLeftovers` and `history` as ``clearsLeftovers``
    /// and ``history`` say.
    package init(fileSystem: any FileSystem, clearsLeftovers: Bool = true, history: String? = nil) {
        self.fileSystem = fileSystem
        self.clearsLeftovers = clearsLeftovers
        self.history = history
    }

    /// Where `file` goes, for a site whose pages are in `root`.
    func path(of file: SiteFile, in root: String) -> String {
        (file.isStored ? history ?? root : root) + "/" + file.path
    }

    /// Writes `files` under `root`, stage by stage, and returns the paths that changed.
    ///
    /// Every path
    /// is checked before anything is written; a file whose bytes are already there is left alone,
    /// so a rebuild that changes nothing touches nothing.
    @discardableResult
    package func write(_ files: [SiteFile], into root: String) throws -> [String] {
        if let outside = files.first(where: { !$0.isContained }) {
            throw FileWriteError(path: outside.path, reason: "refusing to write outside the output folder")
        }
        try fileSystem.createDirectory(at: root)
        if clearsLeftovers { removeLeftovers(in: root) }
        var made: Set<String> = [root]
        for file in files {
            let folder = Self.folder(of: path(of: file, in: root))
            if made.insert(folder).inserted {
                try fileSystem.createDirectory(at: folder)
                if clearsLeftovers { removeLeftovers(in: folder) }
            }
        }
        // Stage by stage (``SiteFile/Stage``), so a failure or a kill leaves no link to a page that
        // is not there. Within a stage files are independent, and creating one is mostly the
        // kernel's work: on every core at once. A stage that fails stops the later ones.
        var changed: [String] = []
        for stage in SiteFile.Stage.allCases {
            changed += try write(files.filter { $0.stage == stage }, under: root)
        }
        return changed
    }

    /// Writes one week's `files` (all of one stage) under `root`, one after the other, and
    /// returns the paths that changed: what a rebuild does on each core as it makes each week.
    package func writeNow(_ files: [SiteFile], into root: String) throws -> [String] {
        if let outside = files.first(where: { !$0.isContained }) {
            throw FileWriteError(path: outside.path, reason: "refusing to write outside the output folder")
        }
        var made: Set<String> = []
        var changed: [String] = []
        for file in files {
            let path = path(of: file, in: root)
            // A folder the rebuild listed is there (``SiteFile/listed``); one to clear is looked into.
            if clearsLeftovers || file.listed == nil {
                let folder = Self.folder(of: path)
                if made.insert(folder).inserted {
                    try fileSystem.createDirectory(at: folder)
                    if clearsLeftovers { removeLeftovers(in: folder) }
                }
            }
            // A file the listing did not find is not looked for: on a fresh site, that is two
            // lookups a week that find nothing.
            if file.listed != false, fileSystem.holds(file.bytes, at: path) { continue }
            try fileSystem.writeAtomically(file.bytes, to: path)
            changed.append(file.path)
        }
        return changed
    }

    /// Writes `files` in parallel; every file is tried, and the first failure, in order, is thrown.
    func write(_ files: [SiteFile], under root: String) throws -> [String] {
        let fileSystem = self.fileSystem, writer = self
        let written = files.parallelMap { file in
            Result { () throws -> Bool in
                let path = writer.path(of: file, in: root)
                if fileSystem.holds(file.bytes, at: path) { return false }
                try fileSystem.writeAtomically(file.bytes, to: path)
                return true
            }
        }
        var changed: [String] = []
        for (file, result) in zip(files, written) where try result.get() {
            changed.append(file.path)
        }
        return changed
    }

    /// The folder holding `path`: all before its last `/`.
    ///
    /// The paths here are built with `/` and never end with one. Foundation's URL did the same at
    /// a cost that showed in every rebuild.
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// Removes the temporary files a killed run left in `folder` (`.<name>.tmp-<id>`, never part of the site).
    package func removeLeftovers(in folder: String) {
        for name in fileSystem.names(in: folder) where name.hasPrefix(".") && name.contains(".tmp-") {
            try? fileSystem.remove(at: folder + "/" + name)
        }
    }

    /// Removes the temporary files a killed command left anywhere under `root` (every folder of
    /// the site, not only those the next build writes), for use after a killed holder of the lock.
    package func removeAllLeftovers(under root: String) {
        var folders = [root]
        while let folder = folders.popLast() {
            removeLeftovers(in: folder)
            for name in fileSystem.names(in: folder) where !name.hasPrefix(".") {
                let path = folder + "/" + name
                if !fileSystem.isFile(at: path) { folders.append(path) }
            }
        }
    }

    /// Removes `paths` (relative to `root`) that exist, returning those removed; a week's
    /// folder left empty goes too.
    package func remove(_ paths: [String], from root: String) throws -> [String] {
        let removed = try paths.filter {
            SiteFile(path: $0, bytes: []).isContained && fileSystem.isFile(at: root + "/" + $0)
        }
        .map { path in
            try fileSystem.remove(at: root + "/" + path)
            return path
        }
        for folder in Set(removed.map { Self.folder(of: root + "/" + $0) }) where fileSystem.names(in: folder).isEmpty {
            try? fileSystem.remove(at: folder)
        }
        return removed
    }
}
