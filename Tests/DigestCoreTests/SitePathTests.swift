import Testing

@testable import DigestCore

/// The site's layout: every file's path read back to the same file and stage, and nothing else
/// taken for one of them.
struct SitePathTests {
    static func every(_ week: ISOWeek) -> [(SitePath, String, SiteStage)] {
        [
            (.home, "index.html", .links), (.archive, "archive/index.html", .links),
            (.year(2026), "archive/2026/index.html", .links), (.trends, "trends/index.html", .links),
            (.week(week), "weeks/2026-W47/index.html", .pages), (.markdown(week), "weeks/2026-W47/digest.md", .pages),
            (.snapshot(week), "weeks/2026-W47/digest.json", .snapshot), (.index, "weeks/index.json", .index),
            (.feed, "feed.xml", .links), (.sitemap, "sitemap.xml", .links), (.stylesheet, "assets/style.css", .pages),
            (.favicon, "assets/favicon.svg", .pages),
        ]
    }

    @Test func everyFileHasOnePathAndStageAndIsReadBack() throws {
        let every = Self.every(try ISOWeek(parsing: "2026-W47"))
        for (path, file, stage) in every {
            #expect(path.file == file)
            #expect(path.stage == stage, "\(file)")
            #expect(SitePath(file: file) == path, "\(file)")
        }
        #expect(Set(every.map(\.1)).count == every.count, "no two files share a path")
    }

    /// The stages keep "never half-written": a page before what links to it, the snapshot last.
    @Test func aWeeksSnapshotIsWrittenAfterEverythingThatShowsIt() throws {
        let week = try ISOWeek(parsing: "2026-W47")
        #expect(SitePath.week(week).stage < SitePath.home.stage)
        #expect(SitePath.home.stage < SitePath.index.stage)
        #expect(SitePath.index.stage < SitePath.snapshot(week).stage)
    }

    @Test(arguments: [
        "", "/", "index.htm", "weeks/2026-W47", "weeks/2026-W47/", "weeks/2026-W47/other.html",
        "weeks/2026-W99/index.html",
        "weeks/2026-w47/index.html", "weeks/x/digest.json", "archive/02026/index.html", "archive/year/index.html",
        "archive/2026/other.html", "assets/other.css", "weeks/2026-W47/index.html/x", "CNAME", "週/index.html",
        "weeks/2026-W47/index.html\n", "../index.html", "./index.html",
    ])
    func otherPathsAreNoFileOfTheLayout(file: String) {
        #expect(SitePath(file: file) == nil)
    }
}
