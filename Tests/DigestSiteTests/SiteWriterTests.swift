import Foundation
import TestSupport
import Testing

@testable import DigestSite
@testable import DigestSystem

struct SiteWriterTests {
    static func temporaryFolder() throws -> String {
        try TestFolder.make("site")
    }

    static func allFiles(under root: String) -> [String] {
        (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { path in
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
                return !isDirectory.boolValue
            }.sorted()
    }

    @Test func writesFilesInNestedFoldersAndLeavesNoTemporaries() throws {
        let root = try Self.temporaryFolder() + "/site"
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            [
                SiteFile(path: "index.html", text: "<p>日本語</p>"),
                SiteFile(path: "weeks/2026-W47/index.html", text: "week"),
                SiteFile(path: "assets/style.css", text: "body{}"),
            ], into: root)
        #expect(Self.allFiles(under: root) == ["assets/style.css", "index.html", "weeks/2026-W47/index.html"])
        #expect(try String(contentsOfFile: root + "/index.html", encoding: .utf8) == "<p>日本語</p>")
    }

    @Test func temporariesAKilledRunLeftAreRemovedAndNothingElse() throws {
        let root = try Self.temporaryFolder() + "/site"
        try FileManager.default.createDirectory(atPath: root + "/weeks/2026-W47", withIntermediateDirectories: true)
        for leftover in [".index.html.tmp-1A2B3C4D", "weeks/2026-W47/.digest.json.tmp-0F0F0F0F"] {
            try Data("half".utf8).write(to: URL(fileURLWithPath: root + "/" + leftover))
        }
        for kept in [".nojekyll", "CNAME", ".well-known-tmp"] {
            try Data().write(to: URL(fileURLWithPath: root + "/" + kept))
        }
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            [SiteFile(path: "index.html", text: "new"), SiteFile(path: "weeks/2026-W47/index.html", text: "w")],
            into: root)
        #expect(
            Self.allFiles(under: root) == [
                ".nojekyll", ".well-known-tmp", "CNAME", "index.html", "weeks/2026-W47/index.html",
            ])
    }

    /// A writer for a command that holds the output's lock leaves that to the lock (it clears the
    /// whole site once after a killed holder) and writes without looking in each folder.
    @Test func aWriterUnderTheLockLeavesClearingToIt() throws {
        let root = try Self.temporaryFolder() + "/site"
        try FileManager.default.createDirectory(atPath: root + "/weeks/2026-W47", withIntermediateDirectories: true)
        let leftover = "weeks/2026-W47/.index.html.tmp-0F0F0F0F"
        try Data("half".utf8).write(to: URL(fileURLWithPath: root + "/" + leftover))
        let writer = SiteWriter(fileSystem: LocalFileSystem(), clearsLeftovers: false)
        _ = try writer.writeNow([SiteFile(path: "weeks/2026-W47/index.html", text: "w")], into: root)
        try writer.write([SiteFile(path: "index.html", text: "new")], into: root)
        #expect(Self.allFiles(under: root) == ["index.html", leftover, "weeks/2026-W47/index.html"])
        writer.removeAllLeftovers(under: root)
        #expect(Self.allFiles(under: root) == ["index.html", "weeks/2026-W47/index.html"])
    }

    /// What a rebuild's listing saw is trusted, and a folder gone since is a clear error.
    ///
    /// A file it did not find is written without looking (even over one that appeared since, with
    /// the same bytes), its folder is not made again, and a listed file with its bytes is left alone.
    @Test func aListedFolderIsTrustedForWhatItHolds() throws {
        let root = try Self.temporaryFolder() + "/site"
        let writer = SiteWriter(fileSystem: LocalFileSystem(), clearsLeftovers: false)
        _ = try writer.writeNow([SiteFile(path: "weeks/2026-W47/index.html", text: "old")], into: root)
        var same = SiteFile(path: "weeks/2026-W47/index.html", text: "old")
        same.listed = true
        #expect(try writer.writeNow([same], into: root).isEmpty)
        var fresh = SiteFile(path: "weeks/2026-W47/digest.md", text: "# 週")
        fresh.listed = false
        #expect(try writer.writeNow([fresh], into: root) == ["weeks/2026-W47/digest.md"])
        #expect(try writer.writeNow([fresh], into: root) == ["weeks/2026-W47/digest.md"])
        #expect(try String(contentsOfFile: root + "/weeks/2026-W47/digest.md", encoding: .utf8) == "# 週")
        var gone = SiteFile(path: "weeks/2026-W48/index.html", text: "page")
        gone.listed = false
        #expect {
            _ = try writer.writeNow([gone], into: root)
        } throws: { error in
            "\(error)".contains("weeks/2026-W48") && "\(error)".contains("No such file or directory")
        }
        #expect(Self.allFiles(under: root) == ["weeks/2026-W47/digest.md", "weeks/2026-W47/index.html"])
        // A writer that clears leftovers looks in the folder, and so makes it.
        #expect(
            try SiteWriter(fileSystem: LocalFileSystem()).writeNow([gone], into: root) == ["weeks/2026-W48/index.html"])
    }

    @Test func aFileWithTheSameBytesIsNotTouched() throws {
        let root = try Self.temporaryFolder() + "/site"
        let files = [
            SiteFile(path: "index.html", text: "same"), SiteFile(path: "weeks/2026-W47/index.html", text: "week"),
        ]
        // A week's page is written before the pages that link to it (SiteFile.Stage).
        #expect(
            try SiteWriter(fileSystem: LocalFileSystem()).write(files, into: root) == [
                "weeks/2026-W47/index.html", "index.html",
            ])
        let stamp = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: root + "/index.html")
        let changed = try SiteWriter(fileSystem: LocalFileSystem()).write(
            [SiteFile(path: "index.html", text: "same"), SiteFile(path: "weeks/2026-W47/index.html", text: "new")],
            into: root)
        #expect(changed == ["weeks/2026-W47/index.html"])
        let attributes = try FileManager.default.attributesOfItem(atPath: root + "/index.html")
        #expect(attributes[.modificationDate] as? Date == stamp, "an unchanged file keeps its time")
        #expect(try String(contentsOfFile: root + "/weeks/2026-W47/index.html", encoding: .utf8) == "new")
    }

    @Test func replacesExistingFilesWhole() throws {
        let root = try Self.temporaryFolder()
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            [SiteFile(path: "index.html", text: String(repeating: "old ", count: 10_000))], into: root)
        try SiteWriter(fileSystem: LocalFileSystem()).write([SiteFile(path: "index.html", text: "new")], into: root)
        #expect(try String(contentsOfFile: root + "/index.html", encoding: .utf8) == "new")
        #expect(Self.allFiles(under: root) == ["index.html"])
    }

    @Test(arguments: ["../escape.html", "/etc/passwd", "weeks/../../x", "a//b", "", "./index.html", "weeks/"])
    func refusesPathsOutsideTheOutputFolder(path: String) throws {
        let root = try Self.temporaryFolder()
        let error = #expect(throws: FileWriteError.self) {
            try SiteWriter(fileSystem: LocalFileSystem()).write(
                [SiteFile(path: "ok.html", text: "x"), SiteFile(path: path, text: "x")], into: root)
        }
        #expect(error?.description.contains("outside the output folder") == true)
        #expect(Self.allFiles(under: root).isEmpty, "nothing is written when any path is bad")
    }

    /// What the file system would read as a path inside the output folder, judged on the bytes:
    /// a mark combined with `/` or `.` changes nothing the system sees.
    @Test(arguments: [
        ("index.html", true), ("weeks/2026-W47/index.html", true), (".hidden", true), ("a/..b/c", true),
        ("a/b../c", true), ("a/.../b", true), ("週報/ページ.html", true), ("..\u{301}/x", true), ("a/\u{301}b", true),
        ("", false), ("/x", false), ("../x", false), ("a/../b", false), ("a/./b", false), (".", false),
        ("..", false), ("a/", false), ("a//b", false), ("/\u{301}etc/passwd", false), ("a//\u{301}", false),
        ("weeks/..", false),
    ])
    func aPathIsContainedWhenEveryPartIsANameOfItsOwn(path: String, contained: Bool) {
        #expect(SiteFile(path: path, text: "x").isContained == contained)
    }

    @Test func anUnwritableFolderIsAClearError() throws {
        let root = try Self.temporaryFolder()
        try Data("file".utf8).write(to: URL(fileURLWithPath: root + "/blocker"))
        let error = #expect(throws: FileWriteError.self) {
            try SiteWriter(fileSystem: LocalFileSystem()).write(
                [SiteFile(path: "index.html", text: "x")], into: root + "/blocker")
        }
        #expect(error?.path == root + "/blocker")
        #expect(error?.description.contains("cannot create the folder") == true)
    }

    @Test(arguments: [
        ("out/weeks/2026-W47/index.html", "out/weeks/2026-W47"), ("/srv/site/index.html", "/srv/site"),
        ("/index.html", "/"), ("index.html", "."), ("./x", "."), ("日本/ページ.html", "日本"),
    ])
    func aFileIsWrittenInTheFolderBeforeItsLastSlash(path: String, folder: String) {
        #expect(SiteWriter.folder(of: path) == folder)
    }
}
