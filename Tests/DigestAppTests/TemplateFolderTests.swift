import DigestRender
import Foundation
import TestSupport
import Testing

@testable import DigestApp

/// A template folder is read in DigestApp and handed to DigestRender as its files: here from a
/// file system in memory, with no disk.
struct TemplateFolderTests {
    @Test func theFolderIsReadAsItsFilesOverTheBuiltInOnes() throws {
        let disk = MemoryFileSystem()
        try disk.createDirectory(at: "/t/locales")
        try disk.writeAtomically(Data("body { color: teal }\n".utf8), to: "/t/style.css")
        try disk.writeAtomically(Data([0x3C, 0xFF, 0xFE, 0x3E]), to: "/t/page.html")
        try disk.writeAtomically(Data("{}".utf8), to: "/t/locales/fr.json")
        try disk.writeAtomically(Data("not a template".utf8), to: "/t/notes.txt")
        let files = TemplateFiles(reading: "/t", fileSystem: disk)
        #expect(files.overrides["style.css"] == .text("body { color: teal }\n"))
        #expect(files.overrides["page.html"] == .notUTF8)
        #expect(files.overrides["locales/fr.json"] == .text("{}"))
        #expect(files.overrides["notes.txt"] == nil, "only the templates and the locales are read")
        #expect(files.origin(of: "style.css") == "/t/style.css")
        #expect(files.origin(of: "week.md") == "built-in week.md")
        #expect(throws: Never.self) { try files.checkFolder() }
    }

    @Test func theFoldersPartialsAreReadAndABadOneIsNamedWhereItIsIncluded() throws {
        let disk = MemoryFileSystem()
        try disk.createDirectory(at: "/t/partials")
        try disk.writeAtomically(Data("## 読んだもの\n".utf8), to: "/t/partials/reading.md")
        try disk.writeAtomically(Data([0x3C, 0xFF, 0xFE, 0x3E]), to: "/t/partials/links.md")
        try disk.writeAtomically(Data("{}".utf8), to: "/t/partials/notes.json")
        let files = TemplateFiles(reading: "/t", fileSystem: disk)
        #expect(files.overrides["partials/reading.md"] == .text("## 読んだもの\n"))
        #expect(files.overrides["partials/links.md"] == .notUTF8)
        #expect(files.overrides["partials/notes.json"] == nil, "only .md, .txt and .html are partials")
        #expect(files.origin(of: "partials/reading.md") == "/t/partials/reading.md")
        let error = #expect(throws: TemplateError.self) {
            _ = try TemplateSet(files: files, words: try LocaleCatalog(files: files).words(for: "en"))
        }
        #expect(error?.file == "/t/partials/links.md" && error?.problem.contains("not valid UTF-8") == true)
    }

    @Test func aFolderThatIsNotThereIsKeptSoLoadingRefusesIt() {
        let files = TemplateFiles(reading: "/nowhere", fileSystem: MemoryFileSystem())
        #expect(files.overrides.isEmpty)
        #expect(throws: TemplateError.self) { try files.checkFolder() }
    }

    @Test func aTemplateThatIsAFolderIsNamedAsUnreadable() throws {
        let disk = MemoryFileSystem()
        try disk.createDirectory(at: "/t/week.md")
        let files = TemplateFiles(reading: "/t", fileSystem: disk)
        guard case .unreadable = files.overrides["week.md"] else {
            Issue.record("\(String(describing: files.overrides["week.md"]))")
            return
        }
    }
}
