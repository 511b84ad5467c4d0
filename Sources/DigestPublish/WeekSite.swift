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

    /// The names of a week's Markdown and page in its folder, in the order
    /// ``pages(of:rendered:isLatest:listed:)`` makes them.
    static let pageNames = ["digest.md", "index.html"]

    /// The week's Markdown and page, and `index.html` when the week is the latest: what changes
    /// when a neighbour is added, while the snapshot stays as it was written.
    ///
    /// `listed` is the names among ``pageNames`` the week's folder held when a rebuild listed it
    /// (``SiteFile/listed``); nil when it was not listed.
    static func pages(of week: ISOWeek, rendered: RenderedWeek, isLatest: Bool, listed: Set<String>? = nil)
        -> [SiteFile]
    {
        var files = zip(pageNames, [rendered.markdownBytes, rendered.weekPageBytes]).map { name, bytes in
            var file = SiteFile(path: "\(folder(of: week))/\(name)", bytes: bytes)
            file.listed = listed.map { $0.contains(name) }
            return file
        }
        if isLatest, let home = rendered.indexPageBytes {
            files.append(SiteFile(path: SitePage.home.file, bytes: home))
        }
        return files
    }
}
