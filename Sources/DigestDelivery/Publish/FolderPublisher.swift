import DigestSite
import DigestSystem
import Foundation

/// Keeps a local folder in step with the site: new and changed files are replaced atomically, and
/// files an earlier publish put there that the site no longer has are removed.
///
/// Files the folder
/// had of its own (a `CNAME`, a server's `.htaccess`) are never touched: the list of what was
/// published lives in the folder as `.weekly-digest-files`.
struct FolderPublisher: Sendable {
    let fileSystem: any FileSystem

    /// The file in the target that lists what the last publish put there.
    static let manifest = ".weekly-digest-files"

    /// Creates a publisher over `fileSystem`.
    init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Copies `files` (relative paths) from `source` to `target` and removes what is stale.
    package func publish(from source: String, files: [String], to target: String) throws -> PublishReport {
        let from = URL(fileURLWithPath: source).standardizedFileURL.path,
            to = URL(fileURLWithPath: target).standardizedFileURL.path
        guard from != to, !to.hasPrefix(from + "/"), !from.hasPrefix(to + "/") else {
            throw PublishError.badTarget(target, "it is the output folder, or inside it, or holds it")
        }
        do { try fileSystem.createDirectory(at: to) } catch { throw PublishError.unwritable("\(error)") }
        // Files the target lacks first, then those that changed, each in the order a site is written
        // (``SiteFile/Stage``): a publish stopped halfway leaves no page a reader can reach linking
        // to one not yet copied. And nothing a stopped publish left half-copied.
        let ordered = files.map { path in
            (isNew: !fileSystem.isFile(at: to + "/" + path), file: SiteFile(path: path, bytes: []))
        }
        .sorted { ($0.isNew ? 0 : 1, $0.file.stage, $0.file.path) < ($1.isNew ? 0 : 1, $1.file.stage, $1.file.path) }
        .map(\.file.path)
        let leftovers = SiteWriter(fileSystem: fileSystem)
        for folder in Set([to] + ordered.map { (to + "/" + $0 as NSString).deletingLastPathComponent }) {
            leftovers.removeLeftovers(in: folder)
        }
        var changed = 0
        for file in ordered {
            guard let data = try fileSystem.contents(of: from + "/" + file) else { continue }
            let path = to + "/" + file
            if (try? fileSystem.contents(of: path)) == data { continue }
            try fileSystem.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent().path)
            try fileSystem.writeAtomically(data, to: path)
            changed += 1
        }
        let manifestPath = to + "/" + Self.manifest
        let before =
            (try? fileSystem.contents(of: manifestPath)).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) }
            ?? ""
        let stale = Set(before.split(separator: "\n").map(String.init)).subtracting(files).filter(Self.isSafe).sorted()
        for file in stale {
            try fileSystem.remove(at: to + "/" + file)
            var folder = (file as NSString).deletingLastPathComponent
            while !folder.isEmpty, fileSystem.names(in: to + "/" + folder).isEmpty {
                try? fileSystem.remove(at: to + "/" + folder)
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        try fileSystem.writeAtomically(Data(files.map { $0 + "\n" }.joined().utf8), to: manifestPath)
        return PublishReport(changed: changed, removed: stale.count)
    }

    /// Whether a manifest line is a plain relative path (a tampered manifest cannot remove files elsewhere).
    static func isSafe(_ path: String) -> Bool {
        SiteFile(path: path, bytes: []).isContained && !path.hasPrefix(".")
    }
}
