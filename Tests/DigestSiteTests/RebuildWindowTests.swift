import DigestApp
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestRender
@testable import DigestSite
@testable import DigestSystem

/// A rebuild holds a window of weeks at a time and writes each week's pages as soon as they are made.
///
/// Whatever the window, the site must be the same as one built all at once: links skip
/// unreadable weeks across window edges (and across windows with no readable week at all), the
/// line of context sees the weeks of earlier windows, and the feed keeps the newest weeks'
/// Markdown.
struct RebuildWindowTests {
    /// Twelve weeks, three unreadable: two side by side, one near the end.
    static func site() async throws -> String {
        let root = try await SiteBuilderTests.snapshots(SiteBuilderTests.weeks)
        for week in ["2026-W39", "2026-W40", "2026-W45"] {
            try Data("{\"week\":".utf8).write(to: URL(fileURLWithPath: "\(root)/weeks/\(week)/digest.json"))
        }
        return root
    }

    /// Every file of a rebuild with `window`, those handed to the sink included, by path.
    static func files(_ root: String, window: Int) throws -> (
        files: [String: [UInt8]], build: SiteBuild, warned: [String]
    ) {
        let streamed = Mutex<[SiteFile]>([])
        var warned: [String] = []
        let build = try SiteBuilderTests.builder(root).everything(warn: { warned.append($0) }, window: window) {
            files in
            streamed.withLock { $0 += files }
            return files.map(\.path)
        }
        let early = streamed.withLock { $0 }
        #expect(early.allSatisfy { $0.stage == .pages && $0.path.hasPrefix("weeks/") }, "only week pages go early")
        #expect(Set(build.written) == Set(early.map(\.path)), "what the sink wrote is reported as written")
        let all = early + build.files
        #expect(Set(all.map(\.path)).count == all.count, "each file once")
        return (Dictionary(all.map { ($0.path, $0.bytes) }) { first, _ in first }, build, warned)
    }

    @Test(arguments: [1, 2, 3, 5, 64, SiteBuilder.window])
    func anyWindowBuildsTheSameSite(window: Int) async throws {
        let root = try await Self.site()
        let whole = try Self.files(root, window: 1000)
        let windowed = try Self.files(root, window: window)
        #expect(windowed.build.weeks == whole.build.weeks)
        #expect(windowed.build.weeks.count == 9)
        #expect(windowed.warned == whole.warned && windowed.warned.count == 3)
        #expect(windowed.build.unreadable.count == 3)
        #expect(windowed.files.keys.sorted() == whole.files.keys.sorted())
        for (path, data) in whole.files {
            #expect(windowed.files[path] == data, "\(path) differs with a window of \(window)")
        }
        let page = try #require(windowed.files["weeks/2026-W38/index.html"])
        #expect(String(decoding: page, as: UTF8.self).contains("rel=\"next\" href=\"../../weeks/2026-W41/\""))
        let feed = String(decoding: try #require(windowed.files["feed.xml"]), as: UTF8.self)
        #expect(feed.components(separatedBy: "<content type=\"html\">").count - 1 == 9, "every entry carries its page")
    }

    @Test func writtenAsItGoesThenARebuildChangesNothing() async throws {
        let root = try await Self.site()
        let writer = SiteWriter(fileSystem: LocalFileSystem())
        let first = try SiteBuilderTests.builder(root).everything(warn: { _ in }, window: 2) {
            try writer.writeNow($0, into: root)
        }
        #expect(first.written.count == 9 * 3)
        #expect(try writer.write(first.files, into: root).count == first.files.count)
        #expect(FileManager.default.fileExists(atPath: root + "/weeks/2026-W47/index.html"))
        let again = try SiteBuilderTests.builder(root).everything(warn: { _ in }, window: 2) {
            try writer.writeNow($0, into: root)
        }
        #expect(again.written.isEmpty)
        #expect(try writer.write(again.files, into: root).isEmpty)
    }

    /// A rebuild lists each week's folder after taking the lock: on a fresh site it writes every
    /// page without looking for it first or making its folder, and on a built one it compares
    /// every page and writes none, with the same site either way.
    @Test func aRebuildWritesWhatItsListingDidNotFindWithoutLooking() async throws {
        let root = try await Self.site()
        let counting = CountingFileSystem()
        let writer = SiteWriter(fileSystem: counting, clearsLeftovers: false)
        let builder = SiteBuilder(
            templates: try SnapshotTests.templates(),
            store: SnapshotStore(root: root, history: root, fileSystem: counting),
            site: SiteBuilderTests.site)
        let first = try builder.everything(warn: { _ in }, window: 2) { try writer.writeNow($0, into: root) }
        #expect(first.written.count == 9 * 3)
        #expect(counting.calls.compared.load(ordering: .relaxed) == 0, "nothing to compare on a fresh site")
        #expect(counting.calls.folders.load(ordering: .relaxed) == 0, "each week's folder holds its snapshot")
        let again = try builder.everything(warn: { _ in }, window: 2) { try writer.writeNow($0, into: root) }
        #expect(again.written.isEmpty)
        #expect(counting.calls.compared.load(ordering: .relaxed) == 9 * 3, "every page compared, none written")
        #expect(counting.calls.folders.load(ordering: .relaxed) == 0)
        let whole = try Self.files(root, window: 1000).files
        for path in first.written {
            #expect(try LocalFileSystem().bytes(of: root + "/" + path) == whole[path], "\(path)")
        }
    }

    /// A snapshot that is a pipe (which waits for a writer when opened the usual way) is
    /// reported unreadable and left out, never waited on; the rest of the site is built.
    @Test func aSnapshotThatIsAPipeIsReportedNotWaitedOn() async throws {
        let root = try await SiteBuilderTests.snapshots(SiteBuilderTests.weeks)
        let pipe = SiteBuilderTests.weeks[3]
        let path = "\(root)/weeks/\(pipe)/digest.json"
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
        var warned: [String] = []
        var built: SiteBuild?
        let waited = try PipeRescue.waited(on: path) {
            built = try SiteBuilderTests.builder(root).everything(warn: { warned.append($0) }, window: 2) { _ in [] }
        }
        #expect(!waited)
        let build = try #require(built)
        #expect(build.unreadable.map(\.path) == [path])
        #expect(warned.count == 1 && warned.first?.contains("not a file") == true, "\(warned)")
        #expect(build.weeks == SiteBuilderTests.weeks.filter { $0 != pipe })
    }

    /// A template that fails only on weeks with coding time, so the first window renders and a
    /// later one stops the rebuild: the weeks already written carry the new template, the others
    /// keep their old pages, and every link of the site still leads to a page.
    @Test func aTemplateThatFailsOnALaterWeekLeavesEveryLinkWhole() async throws {
        let root = try await SiteBuilderTests.snapshots(SiteBuilderTests.weeks)
        let writer = SiteWriter(fileSystem: LocalFileSystem())
        try writer.write(try SiteBuilderTests.builder(root).everything { _ in }.files, into: root)
        // The first four weeks lose their coding data, and with it the cards that fail below.
        let store = SnapshotStore(root: root, history: root, fileSystem: LocalFileSystem())
        for week in SiteBuilderTests.weeks.prefix(4) {
            var digest = try #require(try store.load(week))
            digest.coding = .failed("WakaTime answered 500")
            try writer.write(
                [SiteFile(path: "weeks/\(week)/digest.json", data: try SnapshotCoder.encode(digest))], into: root)
        }
        let folder = try SnapshotStoreTests().folder()
        let source = SnapshotTests.repository.appendingPathComponent("templates").path
        for name in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(atPath: source + "/" + name, toPath: folder + "/" + name)
        }
        let page = try String(contentsOfFile: folder + "/page.html", encoding: .utf8)
        try
            (page.replacingOccurrences(of: "<main", with: "<!-- new template --><main")
            .replacingOccurrences(of: "{{#glance}}", with: "{{#glance}}{{{total}}}"))
            .write(toFile: folder + "/page.html", atomically: true, encoding: .utf8)
        let templates = try TemplateSet(
            folder: folder,
            words: try LocaleCatalog(templateFolder: folder, fileSystem: LocalFileSystem()).words(for: "en"),
            fileSystem: LocalFileSystem())
        let builder = SiteBuilder(templates: templates, store: store, site: SiteBuilderTests.site)
        #expect(throws: TemplateError.self) {
            _ = try builder.everything(warn: { _ in }, window: 2) { try writer.writeNow($0, into: root) }
        }
        let marked = SiteBuilderTests.weeks.filter { week in
            let text = (try? String(contentsOfFile: "\(root)/weeks/\(week)/index.html", encoding: .utf8)) ?? ""
            return text.contains("<!-- new template -->")
        }
        #expect(marked == Array(SiteBuilderTests.weeks.prefix(4)), "the windows before the failure were written")
        #expect(SiteCheck(fileSystem: LocalFileSystem()).brokenLinksReachable(in: root).isEmpty)
    }
}
