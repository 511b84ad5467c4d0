/// What one walk of a site's folder found, every path relative to the folder: the walk the output's
/// lock makes to refuse symbolic links, kept so that the listing of the weeks after it need not
/// look each week's pages up again (`docs/performance.md`).
///
/// Names starting with `.` are not part of the site and are not in it, nor is anything under them.
package struct SiteEntries: Sendable, Equatable {
    /// The symbolic links, sorted; the walk never goes through one.
    package var links: [String]
    /// Every entry that is neither a folder nor a symbolic link (what ``FileSystem/isFile(at:)``
    /// says is a file, links aside).
    package var files: Set<String>

    /// What a walk found.
    package init(links: [String], files: Set<String>) {
        self.links = links
        self.files = files
    }

    /// The folders in `folder` (a path in the site) holding a file named one of `names`, each with
    /// whether it holds each of them, in their order: ``FileSystem/folders(in:holding:)``'s answer,
    /// for a folder the walk went through, without a lookup (a folder that is a link is no folder).
    package func folders(in folder: String, holding names: [String]) -> [String: [Bool]] {
        var found: [String: [Bool]] = [:]
        let prefix = folder + "/"
        func note(_ path: String) {
            let rest = path.dropFirst(prefix.count)
            guard let slash = rest.firstIndex(of: "/"),
                let index = names.firstIndex(of: String(rest[slash...].dropFirst()))
            else { return }
            let name = String(rest[..<slash])
            found[name, default: Array(repeating: false, count: names.count)][index] = true
        }
        // A link in a folder counts as a file there, as ``FileSystem/isFile(at:)`` says (never looked through).
        for path in files where path.hasPrefix(prefix) { note(path) }
        for path in links where path.hasPrefix(prefix) { note(path) }
        return found
    }
}
