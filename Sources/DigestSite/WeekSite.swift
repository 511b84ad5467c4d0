import DigestCore
import DigestRender
import Foundation

/// The files one week contributes to the site (``SitePath``).
enum WeekSite {
    /// The week's snapshot, Markdown and page, and `index.html` when the week is the latest on the site.
    package static func files(for digest: Digest, rendered: RenderedWeek, isLatest: Bool) throws -> [SiteFile] {
        [SiteFile(.snapshot(digest.week), data: try SnapshotCoder.encode(digest))]
            + pages(of: digest.week, rendered: rendered, isLatest: isLatest)
    }

    /// The names of a week's Markdown, page and data in its folder, in the order
    /// ``pages(of:rendered:isLatest:listed:)`` makes them.
    static let pageNames = [SitePath.markdownName, SitePath.pageName, SitePath.dataName]

    /// The week's Markdown, page and data, and `index.html` when the week is the latest: what changes
    /// when a neighbour is added, while the snapshot stays as it was written.
    ///
    /// `listed` is the names among ``pageNames`` the week's folder held when a rebuild listed it
    /// (``SiteFile/listed``); nil when it was not listed.
    static func pages(of week: ISOWeek, rendered: RenderedWeek, isLatest: Bool, listed: Set<String>? = nil)
        -> [SiteFile]
    {
        let paths = [SitePath.markdown(week), .week(week), .data(week)]
        var files = zip(paths, [rendered.markdownBytes, rendered.weekPageBytes, rendered.dataBytes]).map {
            path, bytes in
            var file = SiteFile(path, bytes: bytes)
            file.listed = listed.map { $0.contains(String(path.file.dropFirst(SitePath.folder(of: week).count + 1))) }
            return file
        }
        if isLatest, let home = rendered.indexPageBytes {
            files.append(SiteFile(.home, bytes: home))
        }
        return files
    }
}
