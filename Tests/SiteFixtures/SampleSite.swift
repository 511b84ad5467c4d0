import DigestApp
import DigestCore
import DigestRender
import DigestSite
import DigestSources
import DigestSystem
import Foundation
import TestSupport

/// Sites built from the sample week for the tests of the site and of its publishers: snapshots
/// written, the builder that renders them, and a whole built site.
package enum SampleSite {
    /// The address the sites are built for (links take the folder form).
    package static let address = SiteAddress(WebURL("https://me.example/digest/"))
    /// Twelve weeks, 2026-W36 to 2026-W47.
    package static let weeks = (36...47).compactMap { try? ISOWeek(parsing: "2026-W\($0)") }

    /// The repository's templates, with the words of `locale`.
    package static func templates(locale: String = LocaleCatalog.defaultCode) throws -> TemplateSet {
        let folder = BinaryRunner.repository.appendingPathComponent("templates").path
        return try TemplateSet(
            folder: folder,
            words: try LocaleCatalog(templateFolder: folder, fileSystem: LocalFileSystem()).words(for: locale),
            fileSystem: LocalFileSystem())
    }

    /// The sample's digest of `week`, made in Tokyo seven hours after the week ended.
    package static func digest(_ week: ISOWeek) async throws -> Digest {
        let zone = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
        let fetched = try await SampleWeekSource().fetch(week: week, timeZone: zone)
        return DigestAssembler().assemble(
            fetched, week: week, timeZone: zone, generatedAt: week.window(in: zone).end.addingTimeInterval(7 * 3600))
    }

    /// A new folder holding the snapshots of `weeks` and nothing else.
    package static func snapshots(_ weeks: [ISOWeek]) async throws -> String {
        let root = try TestFolder.make("store")
        for week in weeks {
            try SiteWriter(fileSystem: LocalFileSystem()).write(
                [SiteFile(path: "weeks/\(week)/digest.json", data: SnapshotCoder.encode(try await digest(week)))],
                into: root)
        }
        return root
    }

    /// The builder of the site at `root`.
    package static func builder(_ root: String, site: SiteAddress = address) throws -> SiteBuilder {
        SiteBuilder(
            templates: try templates(), store: SnapshotStore(root: root, history: root, fileSystem: LocalFileSystem()),
            site: site)
    }

    /// A new folder holding the site of the first three weeks, built whole.
    package static func built() async throws -> String {
        let root = try await snapshots(Array(weeks.prefix(3)))
        try SiteWriter(fileSystem: LocalFileSystem()).write(try builder(root).everything { _ in }.files, into: root)
        return root
    }
}
