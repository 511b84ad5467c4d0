import DigestCore
import DigestRender
import Foundation

/// The files one week contributes to the site, at the paths DESIGN.md fixes.
enum WeekSite {
    /// `weeks/<W>/`.
    static func folder(of week: ISOWeek) -> String { "weeks/\(week)" }

    /// The week's snapshot, Markdown and page, and `index.html` when the week is the latest on the site.
    package static func files(for digest: Digest, rendered: RenderedWeek, isLatest: Bool) throws -> [SiteFile] {
        [SiteFile(path: "\(folder(of: digest.week))/digest.json", data: try SnapshotCoder.encode(digest))]
            + pages(of: digest.week, rendered: rendered, isLatest: isLatest)
    }

    /// The week's Markdown and page, and `index.html` when the week is the latest: what changes
    /// when a neighbour is added, while the snapshot stays as it was written.
    static func pages(of week: ISOWeek, rendered: RenderedWeek, isLatest: Bool) -> [SiteFile] {
        var files = [
            SiteFile(path: "\(folder(of: week))/digest.md", bytes: rendered.markdownBytes),
            SiteFile(path: SitePage.week(week).file, bytes: rendered.weekPageBytes),
        ]
        if isLatest, let home = rendered.indexPageBytes {
            files.append(SiteFile(path: SitePage.home.file, bytes: home))
        }
        return files
    }
}
