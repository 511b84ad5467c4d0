import Foundation
import Testing

@testable import DigestCore
@testable import DigestRender

/// The per-week contexts hand templates their members themselves (``TemplateValue``); what they
/// hand over must be exactly what the encoder makes of them (names, order, nil as `.null`), or a
/// template would see a different context depending on which path rendered it.
struct TemplateValueTests {
    /// Digests that between them fill and empty every member: the sample week in each locale, with
    /// and without the week before; hostile text everywhere; sources skipped and failed; no coding.
    static func digests() async throws -> [(Digest, previous: Digest?)] {
        let sample = try await Fixtures.sampleDigest()
        let before = try await Fixtures.sampleDigest(week: "2026-W46")
        var cases: [(Digest, previous: Digest?)] = [(sample, nil), (sample, before)]
        cases += HostileDigestTests.hostile.map { (HostileDigestTests.digest(with: $0), nil) }
        let idle = Digest(
            week: sample.week, timeZone: "Asia/Tokyo", generatedAt: Fixtures.generatedAt,
            coding: .failed("WakaTime answered 401: check WAKATIME_API_KEY"),
            readingList: .skipped("set QIITA_TAGS"), sharedLinks: .failed("X answered 429", partial: []))
        cases.append((idle, sample))
        return cases
    }

    static func expectSame(_ value: some TemplateValue) throws {
        let encoded = try TemplateDataEncoder.data(of: value)
        #expect(value.templateData == encoded, "\(type(of: value)): hand-made members differ from the encoder's")
    }

    @Test(arguments: ["en", "ja"])
    func markdownContextsMatchTheEncoder(locale: String) async throws {
        let words = try Fixtures.words(locale)
        for (digest, previous) in try await Self.digests() {
            for unbroken in [false, true] {
                let presenter = DigestPresenter(digest, previous: previous, words: words, unbroken: unbroken)
                try Self.expectSame(presenter.markdownContext())
                try Self.expectSame(presenter.markdownContext(inPage: true))
            }
        }
    }

    @Test(arguments: ["en", "ja"])
    func pageContextsMatchTheEncoder(locale: String) async throws {
        let templates = try Fixtures.templates(locale: locale)
        let renderer = WeekRenderer(templates: templates)
        let site = SiteAddress(WebURL("https://me.example/digest"))
        for (digest, previous) in try await Self.digests() {
            let presenter = DigestPresenter(digest, previous: previous, words: templates.words, unbroken: true)
            let history = WeekHistory([digest, previous].compactMap { $0 }.map { WeekSummary($0) })
            var glance = presenter.glance
            let line = WeekContextLine(history: history, week: digest.week, words: templates.words)
            if glance != nil, let sentence = line.sentence(unbroken: true) {
                glance?.context = sentence
                glance?.spark = line.sparkMarkup()
            }
            let places = [
                WeekPlace(), WeekPlace(older: digest.week.previous, newer: digest.week.next, site: site),
            ]
            for place in places {
                for page in [SitePath.home, .week(digest.week)] {
                    try Self.expectSame(
                        renderer.pageContext(
                            for: presenter, glance: glance, content: TrustedMarkup("<p>x</p>"), at: page, place: place))
                }
            }
        }
    }

    @Test(arguments: ["en", "ja"])
    func archiveAndYearContextsMatchTheEncoder(locale: String) async throws {
        let templates = try Fixtures.templates(locale: locale)
        var (_, digests) = try await GoldenHistoryTests.history()
        digests.append(HostileDigestTests.digest(with: "<b>\"x\" & 'y'</b> javascript:alert(1) 長"))
        let summaries = digests.map { WeekSummary($0) }
        let history = WeekHistory(summaries)
        for site in [SiteAddress.unknown, GoldenHistoryTests.site] {
            let archive = ArchivePage(template: templates.archive, words: templates.words, site: site)
            try Self.expectSame(archive.context(summaries))
            let years = history.years
            #expect(years.count == 3)
            for year in years {
                try Self.expectSame(YearPage(templates: templates, site: site).context(year, of: history))
            }
        }
    }

    /// The comparison itself can fail: a member missing, renamed, moved or of another kind.
    @Test func aDifferenceIsSeen() throws {
        let row = ShareRow(name: "Swift", time: "1 h", percent: 100, change: nil, isFirst: true, isLast: true)
        guard case .object(let object) = row.templateData else {
            Issue.record("a row is a group of members")
            return
        }
        let encoded = try TemplateDataEncoder.data(of: row)
        #expect(row.templateData == encoded)
        var renamed = object
        renamed.members = MemberNames(["title"] + object.names.dropFirst())
        var dropped = object
        dropped.members = MemberNames(object.names.dropLast())
        dropped.values.removeLast()
        var retyped = object
        retyped.values[3] = .text("")
        for changed in [renamed, dropped, retyped] { #expect(TemplateData.object(changed) != encoded) }
    }
}
