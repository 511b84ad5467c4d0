import DigestCore
import DigestRender
import Foundation

/// The files one week contributes to the site, at the paths DESIGN.md fixes.
public enum WeekSite {
    /// `weeks/<W>/`.
    public static func folder(of week: ISOWeek) -> String { "weeks/\(week)" }

    /// index.html, the week's page, Markdown and snapshot, and the stylesheet.
    public static func files(for digest: Digest, rendered: RenderedWeek, stylesheet: Data) throws -> [SiteFile] {
        let folder = folder(of: digest.week)
        return [
            SiteFile(path: "assets/style.css", data: stylesheet),
            SiteFile(path: "\(folder)/digest.json", data: try SnapshotCoder.encode(digest)),
            SiteFile(path: "\(folder)/digest.md", text: rendered.markdown),
            SiteFile(path: "\(folder)/index.html", text: rendered.weekPage),
            SiteFile(path: "index.html", text: rendered.indexPage),
        ]
    }
}
