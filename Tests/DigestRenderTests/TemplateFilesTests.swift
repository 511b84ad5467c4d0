import DigestApp
import DigestDefaults
import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestRender

/// The templates built into the binary, and a folder's files over them one by one.
struct TemplateFilesTests {
    /// Every file under `folder`, relative to it, without hidden ones.
    static func files(under folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        for case let url as URL in walk?.allObjects ?? []
        where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true
            && !url.lastPathComponent.hasPrefix(".")
        {
            let name = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            files[name] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    @Test func theBuiltInTemplatesAreTheRepositoryFilesExactly() throws {
        let onDisk = try Self.files(under: Fixtures.repository.appendingPathComponent("templates"))
        #expect(onDisk.count >= 8)
        #expect(BuiltInFiles.defaultTemplates.keys.sorted() == onDisk.keys.sorted())
        for (name, text) in onDisk {
            #expect(BuiltInFiles.defaultTemplates[name] == text, "built-in \(name) differs from templates/\(name)")
        }
    }

    @Test func theBuiltInSampleIsTheRepositoryFileExactly() throws {
        let onDisk = try Self.files(under: Fixtures.repository.appendingPathComponent("sample"))
        #expect(onDisk.keys.sorted() == ["sample-week.json"])
        #expect(BuiltInFiles.sampleWeek == onDisk["sample-week.json"])
    }

    @Test func aFolderHoldingOnlyTheStylesheetChangesOnlyTheStylesheet() async throws {
        let folder = try TestFolder.make("templates")
        try "body { color: rebeccapurple }\n".write(toFile: folder + "/style.css", atomically: true, encoding: .utf8)
        let files = TemplateFiles(reading: folder, fileSystem: LocalFileSystem())
        let set = try TemplateSet(files: files, words: try Fixtures.words())
        let builtIn = try TemplateSet(files: .builtIn, words: try Fixtures.words())
        #expect(String(decoding: set.stylesheet, as: UTF8.self) == "body { color: rebeccapurple }\n")
        #expect(set.page.file == "built-in page.html")
        let digest = try await Fixtures.sampleDigest()
        let (mine, theirs) = (
            try WeekRenderer(templates: set).render(digest), try WeekRenderer(templates: builtIn).render(digest)
        )
        #expect(mine.weekPage == theirs.weekPage)
        #expect(mine.markdown == theirs.markdown)
        #expect(files.origin(of: "style.css") == folder + "/style.css")
    }

    @Test func aLocaleInTheFolderIsAddedToTheBuiltInOnes() throws {
        let folder = try TestFolder.make("templates")
        try FileManager.default.createDirectory(atPath: folder + "/locales", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Fixtures.templateFolder + "/locales/en.json", toPath: folder + "/locales/en-GB.json")
        let catalog = LocaleCatalog(files: TemplateFiles(reading: folder, fileSystem: LocalFileSystem()))
        #expect(catalog.codes == ["en", "en-GB", "ja"])
        #expect(try catalog.words(for: "en-GB").code == "en-GB")
    }

    @Test func aFolderThatIsNotThereIsAnErrorNotTheBuiltInSet() throws {
        let missing = try TestFolder.make("templates") + "/nowhere"
        #expect(throws: TemplateError.self) {
            try TemplateFiles(reading: missing, fileSystem: LocalFileSystem()).checkFolder()
        }
        let words = try Fixtures.words()
        do {
            _ = try TemplateSet(files: TemplateFiles(reading: missing, fileSystem: LocalFileSystem()), words: words)
        } catch {
            #expect(error.file == missing)
            #expect(error.problem.contains("templates export DIR"), "\(error)")
        }
    }

    /// Overrides that cannot be used are named, never silently replaced by the built-in file.
    @Test(arguments: ["folder", "not UTF-8", "broken tag"])
    func aBrokenOverrideIsNamed(kind: String) throws {
        let folder = try TestFolder.make("templates")
        let path = folder + "/page.html"
        switch kind {
        case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        case "not UTF-8": try Data([0x3C, 0xFF, 0xFE, 0x3E]).write(to: URL(fileURLWithPath: path))
        default: try "<p>{{#open}}</p>".write(toFile: path, atomically: true, encoding: .utf8)
        }
        let words = try Fixtures.words()
        do {
            _ = try TemplateSet(files: TemplateFiles(reading: folder, fileSystem: LocalFileSystem()), words: words)
            Issue.record("\(kind) loaded")
        } catch {
            #expect(error.file == path, "\(error)")
        }
    }

    @Test func aBuildWithoutAFileSaysSo() throws {
        let words = try Fixtures.words()
        do {
            _ = try TemplateSet(files: TemplateFiles(folder: nil, builtIn: [:]), words: words)
            Issue.record("loaded")
        } catch {
            #expect(error.description.contains("this build carries no week.md"), "\(error)")
        }
    }
}
