import DigestCore
import DigestRender
import DigestSystem
import Foundation

/// Checks a built site before it is published: the files every site has, a page for every stored
/// week, and every internal `href` and `src` of every page resolving to a file of the site.
package struct SiteCheck: Sendable {
    let fileSystem: any FileSystem

    /// Creates a check over `fileSystem`.
    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The files a site always has.
    package static let requiredFiles = [SitePath.home, .archive, .feed, .stylesheet].map(\.file)

    /// What is wrong with the site in `root`, whose stored weeks are in `history`, one sentence each; empty when it may be published.
    ///
    /// With `endedBy` (the clock's last week that has ended), the weeks after it are not yet part of
    /// the site, and every stored week up to it must be on the index, archive and feed
    /// (``SiteIndexCheck``); without, the index is not judged.
    package func problems(in root: String, history: String, endedBy: ISOWeek? = nil) -> [String] {
        let files = Set(fileSystem.files(under: root))
        var problems = Self.requiredFiles.filter { !files.contains($0) }.map { "\($0) is missing" }
        let store = SnapshotStore(root: root, history: history, fileSystem: fileSystem, endedBy: endedBy)
        let weeks = store.weeks()
        if weeks.isEmpty { problems.append("there is no week (weeks/<week>/digest.json)") }
        if endedBy != nil { problems += SiteIndexCheck(store: store).disagreements() }
        for week in weeks where !files.contains(SitePath.week(week).file) {
            problems.append("\(SitePath.week(week).file) is missing, though its week has a snapshot")
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

    /// The broken links a reader can meet: every internal link of every page reachable from the
    /// site's required pages, followed, and those that lead to no file.
    ///
    /// A page nothing links to
    /// yet (a publish that is still copying new weeks) is not visited.
    func brokenLinksReachable(in root: String) -> [String] {
        let files = Set(fileSystem.files(under: root))
        var queue = Self.requiredFiles.filter { $0.hasSuffix(".html") && files.contains($0) }
        var seen = Set(queue), broken: [String] = []
        while let page = queue.popLast() {
            guard let data = try? fileSystem.contents(of: root + "/" + page) else { continue }
            for link in Self.links(in: String(decoding: data, as: UTF8.self)) {
                guard let target = Self.target(of: link, from: page) else { continue }
                if !files.contains(target) {
                    broken.append("\(page) links to \(link), which is not in the site")
                } else if target.hasSuffix(".html"), seen.insert(target).inserted {
                    queue.append(target)
                }
            }
        }
        return broken.sorted()
    }

    /// The values of the `href` and `src` attributes in `html` (double-quoted, as the templates
    /// write them), in one pass over its bytes: the archive of years of weeks holds a link per week.
    static func links(in html: String) -> [String] {
        var links: [String] = []
        let bytes = Array(html.utf8)
        let markers: [[UInt8]] = [Array(" href=\"".utf8), Array(" src=\"".utf8)]
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: " "),
                let marker = markers.first(where: {
                    index + $0.count <= bytes.count && bytes[index..<index + $0.count].elementsEqual($0)
                })
            else {
                index += 1
                continue
            }
            let start = index + marker.count
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            links.append(
                String(decoding: bytes[start..<end], as: UTF8.self).replacingOccurrences(of: "&amp;", with: "&"))
            index = end + 1
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
        if path.hasSuffix("/") || parts.isEmpty { parts.append(SitePath.pageName) }
        return parts.joined(separator: "/")
    }
}
