import Foundation
import Testing

@testable import DigestCore
@testable import DigestRender

/// Weeks a sane server never sends still read well: ten thousand projects are folded into one
/// row, a language named with 100 KB does not make a header as long, and a week whose total came
/// without any time per day says so instead of "0 m on the 0 days you coded".
struct OddWeekTests {
    static let week = ISOWeek(containing: LocalDate(dayNumber: 20_000))

    static func digest(_ stats: CodingStats) -> Digest {
        Digest(
            week: week, timeZone: "UTC", generatedAt: Fixtures.generatedAt, coding: .ok(stats),
            readingList: .skipped("set QIITA_TAGS"), sharedLinks: .ok([]))
    }

    /// The week's days, each with `seconds`.
    static func days(_ seconds: Int) -> [DayTotal] {
        week.days.map { DayTotal(date: $0, seconds: seconds) }
    }

    @Test(arguments: ["en", "ja"])
    func tenThousandProjectsAreFoldedIntoOneRow(locale: String) throws {
        let projects = (0..<10_000).map { TimeShare(name: "project-\($0)", seconds: 10_000 - $0) }
        let stats = CodingStats(
            days: Self.days(3600), languages: [TimeShare(name: "Swift", seconds: 7 * 3600)], projects: projects,
            editors: projects)
        let templates = try Fixtures.templates(locale: locale)
        let markdown = try WeekRenderer(templates: templates).render(Self.digest(stats)).markdown
        let line = try #require(markdown.split(separator: "\n").first { $0.contains("project-0 ") })
        #expect(line.utf8.count < 2_000, "\(line.utf8.count) bytes")
        #expect(line.contains("project-19 ") && !line.contains("project-20 "), "the first twenty by name")
        #expect(line.contains(locale == "ja" ? "ほか9980件" : "9980 more"), "\(line)")
        let text = try EmailRenderer(templates: templates, site: SiteAddress(nil)).render(Self.digest(stats)).text
        #expect(text.utf8.count < 20_000, "the email's text is \(text.utf8.count) bytes")
        #expect(!text.contains("project-9999"))
    }

    @Test func twentyOneProjectsAreListedWhole() throws {
        let projects = (0..<21).map { TimeShare(name: "project-\($0)", seconds: 100 - $0) }
        let folded = DigestPresenter.folded(projects, more: try Fixtures.words().digest.moreRows)
        #expect(folded == projects, "a row for one more would hide the name it stands for")
        let more = DigestPresenter.folded(
            projects + [TimeShare(name: "x", seconds: 5)], more: try Fixtures.words().digest.moreRows)
        #expect(more.count == 21 && more.last == TimeShare(name: "2 more", seconds: 80 + 5))
    }

    @Test func aHugeLanguageNameMakesASubjectOfSaneLength() throws {
        let name = String(repeating: "L", count: 100_000)
        let stats = CodingStats(
            days: Self.days(3600), languages: [TimeShare(name: name, seconds: 7 * 3600)], projects: [], editors: [])
        let renderer = EmailRenderer(templates: try Fixtures.templates(), site: SiteAddress(nil))
        let subject = try renderer.render(Self.digest(stats)).subject
        #expect(subject.count == EmailRenderer.subjectLimit && subject.hasSuffix("…"), "\(subject.count)")
        #expect(subject.hasPrefix("Weekly digest "))
        let swift = CodingStats(
            days: Self.days(3600), languages: [TimeShare(name: "Swift", seconds: 7 * 3600)], projects: [], editors: [])
        let plain = try renderer.render(Self.digest(swift))
        #expect(!plain.subject.hasSuffix("…"), "an ordinary subject is whole: \(plain.subject)")
    }

    @Test(arguments: [("en", "WakaTime gave no time per day"), ("ja", "WakaTimeに日ごとの時間がありません")])
    func aTotalWithoutDaysSaysSo(locale: String, words: String) throws {
        // stats/last_7_days answered (29 h 32 m of languages), the daily summaries did not.
        let stats = CodingStats(
            days: Self.days(0), languages: [TimeShare(name: "Swift", seconds: 29 * 3600 + 32 * 60)], projects: [],
            editors: [])
        let templates = try Fixtures.templates(locale: locale)
        let rendered = try WeekRenderer(templates: templates).render(Self.digest(stats))
        let email = try EmailRenderer(templates: templates, site: SiteAddress(nil)).render(Self.digest(stats))
        for (name, text) in [("markdown", rendered.markdown), ("page", rendered.weekPage), ("email", email.text)] {
            #expect(text.contains(words), "\(name)")
            #expect(!text.contains("0 days") && !text.contains("0日間"), "\(name)")
        }
        #expect(!rendered.weekPage.contains(templates.words.page.dayChart), "no chart of seven empty days on the page")
        #expect(!email.html.contains(templates.words.page.dayChart), "nor in the email")
        let idle = try WeekRenderer(templates: templates).render(
            Self.digest(CodingStats(days: Self.days(0), languages: [], projects: [], editors: []))
        ).markdown
        #expect(!idle.contains(words), "an idle week is not a week without data")
    }
}
