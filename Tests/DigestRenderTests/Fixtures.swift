import DigestApp
import DigestSystem
import Foundation

@testable import DigestCore
@testable import DigestRender
@testable import DigestSources

/// Shared fixtures: the repository's templates and the sample week, pinned in time and zone.
enum Fixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let templateFolder = repository.appendingPathComponent("templates").path
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")
    static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? TimeZone(secondsFromGMT: 9 * 3600) ?? .current
    static let generatedAt = Date(timeIntervalSince1970: 1_795_384_800)  // 2026-11-23T07:00:00+09:00

    static func words(_ locale: String = LocaleCatalog.defaultCode) throws -> Words {
        try LocaleCatalog(templateFolder: templateFolder, fileSystem: LocalFileSystem()).words(for: locale)
    }

    static func templates(locale: String = LocaleCatalog.defaultCode) throws -> TemplateSet {
        try TemplateSet(folder: templateFolder, words: try words(locale), fileSystem: LocalFileSystem())
    }

    static func sampleDigest(week: String = "2026-W47", zone: TimeZone = tokyo) async throws -> Digest {
        let parsed = try ISOWeek(parsing: week)
        let fetched = try await SampleWeekSource().fetch(week: parsed, timeZone: zone)
        return DigestAssembler().assemble(fetched, week: parsed, timeZone: zone, generatedAt: generatedAt)
    }
}
