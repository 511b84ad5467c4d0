import Foundation
import SiteFixtures
import Testing

@testable import DigestCore
@testable import DigestRender
@testable import DigestSite
@testable import DigestSources

struct SnapshotTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func sampleDigest(zone: String) async throws -> Digest {
        let week = try ISOWeek(parsing: "2026-W47")
        let timeZone = try #require(TimeZone(identifier: zone))
        let fetched = try await SampleWeekSource().fetch(week: week, timeZone: timeZone)
        return DigestAssembler().assemble(
            fetched, week: week, timeZone: timeZone,
            generatedAt: Date(timeIntervalSince1970: 1_795_384_800.9))
    }

    /// The repository's templates in `locale`.
    static func templates(locale: String = LocaleCatalog.defaultCode) throws -> TemplateSet {
        try SampleSite.templates(locale: locale)
    }

    @Test(arguments: ["Asia/Tokyo", "UTC", "America/New_York"])
    func snapshotRoundTripsToByteIdenticalPages(zone: String) async throws {
        let digest = try await Self.sampleDigest(zone: zone)
        let renderer = WeekRenderer(templates: try SnapshotTests.templates())
        let data = try SnapshotCoder.encode(digest)
        let decoded = try SnapshotCoder.decode(bytes: [UInt8](data), path: "digest.json")
        #expect(decoded == digest)
        #expect(try renderer.render(decoded) == renderer.render(digest))
        #expect(try SnapshotCoder.encode(decoded) == data)
    }

    @Test func snapshotIsReadableJSONWithItsSchemaVersion() async throws {
        let text = String(
            decoding: try SnapshotCoder.encode(try await Self.sampleDigest(zone: "Asia/Tokyo")), as: UTF8.self)
        #expect(text.contains("\"schemaVersion\" : 2"))
        #expect(text.contains("\"network\" : \"bluesky\""))
        #expect(text.contains("\"week\" : \"2026-W47\""))
        #expect(text.contains("\"generatedAt\" : \"2026-11-22T22:00:00Z\""))
        #expect(text.contains("Swift 6 の strict concurrency"))
    }

    static let broken: [(String, String)] = [
        ("", "not a readable digest snapshot"),
        ("{}", "not a readable digest snapshot"),
        ("[1,2]", "not a readable digest snapshot"),
        ("<html>", "not a readable digest snapshot"),
    ]

    @Test(arguments: broken)
    func brokenSnapshotsNameTheFileAndTheFix(text: String, problem: String) {
        let error = #expect(throws: SnapshotError.self) {
            try SnapshotCoder.decode(bytes: Array(text.utf8), path: "weeks/2026-W47/digest.json")
        }
        #expect(error?.description.hasPrefix("weeks/2026-W47/digest.json: ") == true)
        #expect(error?.description.contains(problem) == true)
    }

    @Test func aSnapshotFromANewerVersionIsRefused() async throws {
        var digest = try await Self.sampleDigest(zone: "UTC")
        digest.schemaVersion = 99
        let error = #expect(throws: SnapshotError.self) {
            try SnapshotCoder.decode(bytes: [UInt8](try SnapshotCoder.encode(digest)), path: "d.json")
        }
        #expect(error?.description.contains("upgrade weekly-digest") == true)
    }
}
