import DigestCore
import DigestRender
import Foundation

/// The files one week contributes to the site, at the paths DESIGN.md fixes.
public enum WeekSite {
    /// `weeks/<W>/`.
    public static func folder(of week: ISOWeek) -> String { "weeks/\(week)" }

    /// The week's page, Markdown and snapshot, the stylesheet, and `index.html` when the week is
    /// the latest one on the site.
    public static func files(for digest: Digest, rendered: RenderedWeek, stylesheet: Data, isLatest: Bool = true) throws -> [SiteFile] {
        let folder = folder(of: digest.week)
        var files = [
            SiteFile(path: "assets/style.css", data: stylesheet),
            SiteFile(path: "\(folder)/digest.json", data: try SnapshotCoder.encode(digest)),
            SiteFile(path: "\(folder)/digest.md", text: rendered.markdown),
            SiteFile(path: "\(folder)/index.html", text: rendered.weekPage),
        ]
        if isLatest { files.append(SiteFile(path: "index.html", text: rendered.indexPage)) }
        return files
    }
}
