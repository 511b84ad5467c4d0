import DigestSystem
import Foundation
import SiteFixtures
import TestSupport
import Testing

@testable import DigestRender
@testable import DigestSite

/// The check that stops a broken site from being published, and the link check over a whole build.
struct SiteCheckTests {
    static func builtSite() async throws -> String { try await SampleSite.built() }

    @Test func aBuiltSiteHasNoProblemAndEveryInternalLinkResolves() async throws {
        let root = try await Self.builtSite()
        #expect(SiteCheck(fileSystem: LocalFileSystem()).problems(in: root, history: root) == [])
    }

    @Test func aMissingPageIsAProblem() async throws {
        let root = try await Self.builtSite()
        try FileManager.default.removeItem(atPath: root + "/weeks/2026-W37/index.html")
        let problems = SiteCheck(fileSystem: LocalFileSystem()).problems(in: root, history: root)
        #expect(problems.contains("weeks/2026-W37/index.html is missing, though its week has a snapshot"))
        #expect(
            problems.contains("weeks/2026-W36/index.html links to ../../weeks/2026-W37/, which is not in the site"),
            "with DIGEST_SITE_URL, links take the folder form, and the check resolves them: \(problems)")
    }

    @Test(arguments: ["index.html", "archive/index.html", "feed.xml", "assets/style.css"])
    func aRequiredFileMissingIsAProblem(file: String) async throws {
        let root = try await Self.builtSite()
        try FileManager.default.removeItem(atPath: root + "/" + file)
        #expect(
            SiteCheck(fileSystem: LocalFileSystem()).problems(in: root, history: root).contains("\(file) is missing"))
    }

    @Test func anEmptyFolderIsNotASite() throws {
        let folder = try SnapshotStoreTests().folder()
        let problems = SiteCheck(fileSystem: LocalFileSystem()).problems(in: folder, history: folder)
        #expect(problems.count == 5)
        #expect(problems.contains("there is no week (weeks/<week>/digest.json)"))
    }

    @Test(arguments: [
        ("<a href=\"../../weeks/2026-W01/index.html\">", "weeks/2026-W36/x.html", "weeks/2026-W01/index.html"),
        ("<a href=\"../archive/\">", "weeks/x.html", "archive/index.html"),
        ("<img src=\"./a%20b.png\">", "x.html", "a b.png"),
        ("<a href=\"index.html#top\">", "archive/index.html", "archive/index.html"),
        ("<a href=\"../../../etc/passwd\">", "weeks/x/y.html", "../../../../etc/passwd"),
    ])
    func internalLinksResolveAgainstTheirPage(html: String, page: String, target: String) throws {
        let link = try #require(SiteCheck.links(in: html).first)
        #expect(SiteCheck.target(of: link, from: page) == target)
    }

    @Test(arguments: [
        "https://qiita.com/x", "//cdn.example/x.css", "#glance-title", "mailto:me@example.com", "javascript:alert(1)",
    ])
    func linksThatLeaveTheSiteAreNotChecked(link: String) {
        #expect(SiteCheck.target(of: link, from: "index.html") == nil)
    }
}
