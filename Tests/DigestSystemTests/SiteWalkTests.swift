import Foundation
import TestSupport
import Testing

@testable import DigestSystem

/// The walk every command makes of the site before it reads or writes it (the lock's refusal of
/// symbolic links, and the listing of the weeks) finds what a plain recursive `lstat` of every
/// entry finds, however deep and wide the folders are, and goes through no link.
struct SiteWalkTests {
    /// The links and files under `root` as a recursive walk with `lstat` finds them: what
    /// ``LocalFileSystem/entries(under:)`` must find, one folder at a time.
    static func looked(under root: String, _ prefix: String = "") throws -> (links: [String], files: Set<String>) {
        var links: [String] = [], files = Set<String>()
        let folder = prefix.isEmpty ? root : root + "/" + prefix
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where !name.hasPrefix(".") {
            let path = prefix.isEmpty ? name : prefix + "/" + name
            var status = stat()
            try #require(lstat(root + "/" + path, &status) == 0)
            switch status.st_mode & S_IFMT {
            case S_IFLNK: links.append(path)
            case S_IFDIR:
                let inner = try looked(under: root, path)
                links += inner.links
                files.formUnion(inner.files)
            default: files.insert(path)
            }
        }
        return (links.sorted(), files)
    }

    /// A site of `weeks` week folders and a few deeper ones, with links to files, to folders and to
    /// nothing at every depth, hidden entries, a pipe and names in Japanese, placed by `seed`.
    static func site(seed: UInt64, weeks: Int) throws -> String {
        let root = try TestFolder.make("walk")
        var random = SeededRandom(seed: seed)
        let outside = try TestFolder.make("walk-outside")
        try Data("secret\n".utf8).write(to: URL(fileURLWithPath: outside + "/secret.txt"))
        var folders = [root]
        for index in 0..<weeks {
            let depth = Int.random(in: 0..<4, using: &random)
            var folder = root + "/weeks/2026-W\(index)"
            for level in 0..<depth { folder += level == 1 ? "/週\(level)" : "/inner\(level)" }
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            folders.append(folder)
            for name in ["index.html", "digest.md", "日本語.txt"] where Bool.random(using: &random) {
                try Data(name.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
            }
            switch Int.random(in: 0..<8, using: &random) {
            case 0: #expect(symlink(outside + "/secret.txt", folder + "/notes.txt") == 0)
            case 1: #expect(symlink(outside, folder + "/linked") == 0)
            case 2: #expect(symlink(folder + "/nowhere", folder + "/dangling") == 0)
            case 3:
                try FileManager.default.createDirectory(
                    atPath: folder + "/.hidden/inner", withIntermediateDirectories: true)
            case 4: #expect(mkfifo(folder + "/pipe", 0o600) == 0)
            default: break
            }
        }
        // The top of the site: a link there, a hidden file, and an empty folder.
        #expect(symlink(outside, root + "/outside") == 0)
        try Data().write(to: URL(fileURLWithPath: root + "/.weekly-digest.lock"))
        try FileManager.default.createDirectory(atPath: root + "/assets", withIntermediateDirectories: true)
        return root
    }

    /// Every file the walk found, by its path: each folder's entries that are neither a folder nor a link.
    static func files(_ walked: SiteEntries) -> Set<String> {
        Set(
            walked.contents.flatMap { folder, entries in
                entries.filter { $0.value == .file }.map { folder.isEmpty ? $0.key : folder + "/" + $0.key }
            })
    }

    @Test(arguments: [(1, 0), (2, 1), (3, 40), (4, 600), (5, 600)] as [(UInt64, Int)])
    func theWalkFindsWhatLookingUpEveryEntryFinds(seed: UInt64, weeks: Int) throws {
        let root = try Self.site(seed: seed, weeks: weeks)
        let walked = LocalFileSystem().entries(under: root)
        let looked = try Self.looked(under: root)
        #expect(walked.links == looked.links)
        #expect(Self.files(walked) == looked.files)
        #expect(walked.links.contains("outside"))
        #expect(
            !Self.files(walked).contains { $0.contains("secret") || $0.contains(".hidden") }, "no link was followed")
    }

    @Test func aMissingFolderHasNothing() throws {
        let walked = LocalFileSystem().entries(under: try TestFolder.make("walk-missing") + "/none")
        #expect(walked.links.isEmpty && Self.files(walked).isEmpty)
    }
}
