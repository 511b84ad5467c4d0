import DigestCore
import DigestRender
import Foundation

/// Checks a built site before it is published: the files every site has, a page for every stored
/// week, and every internal `href` and `src` of every page resolving to a file of the site.
public struct SiteCheck: Sendable {
    let fileSystem: any FileSystem

    /// Creates a check over `fileSystem`.
    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// The files a site always has.
    public static let requiredFiles = [SitePage.home.file, SitePage.archive.file, "feed.xml", "assets/style.css"]

    /// What is wrong with the site in `root`, one sentence each; empty when it may be published.
    public func problems(in root: String) -> [String] {
        let files = Set(fileSystem.files(under: root))
        var problems = Self.requiredFiles.filter { !files.contains($0) }.map { "\($0) is missing" }
        let weeks = SnapshotStore(root: root, fileSystem: fileSystem).weeks()
        if weeks.isEmpty { problems.append("there is no week (weeks/<week>/digest.json)") }
        for week in weeks where !files.contains(SitePage.week(week).file) {
            problems.append("\(SitePage.week(week).file) is missing, though its week has a snapshot")
        }
        for page in files.sorted() where page.hasSuffix(".html") {
            guard let data = try? fileSystem.contents(of: root + "/" + page) else { continue }
            for link in Self.links(in: String(decoding: data, as: UTF8.self)) {
                guard let target = Self.target(of: link, from: page) else { continue }
                if !files.contains(target) { problems.append("\(page) links to \(link), which is not in the site") }
            }
        }
        return problems
    }

    /// The values of the `href` and `src` attributes in `html` (double-quoted, as the templates write them).
    static func links(in html: String) -> [String] {
        var links: [String] = []
        for marker in [" href=\"", " src=\""] {
            var rest = html[...]
            while let start = rest.range(of: marker) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                links.append(String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&"))
                rest = rest[end...]
            }
        }
        return links
    }

    /// The site file an internal link from `page` names; nil for links that leave the site
    /// (a scheme such as `https:`, `//host`) and links within the page (`#…`).
    static func target(of link: String, from page: String) -> String? {
        let path = String(link.prefix { $0 != "#" && $0 != "?" })
        guard !path.isEmpty, !link.hasPrefix("//"), !path.contains(":") else { return nil }
        var parts = path.hasPrefix("/") ? [] : page.split(separator: "/").dropLast().map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if parts.popLast() == nil { return "../" + path }
            default: parts.append(String(part).removingPercentEncoding ?? String(part))
            }
        }
        if path.hasSuffix("/") || parts.isEmpty { parts.append("index.html") }
        return parts.joined(separator: "/")
    }
}
