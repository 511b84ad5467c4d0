/// What one walk of a site's folder found, every path relative to the folder: the walk the output's
/// lock makes to refuse symbolic links, kept so that the listing of the weeks after it need not
/// look each week's pages up again (`docs/performance.md`).
///
/// Names starting with `.` are not part of the site and are not in it, nor is anything under them.
package struct SiteEntries: Sendable, Equatable {
    /// What an entry is, as the walk found it.
    package enum Kind: Sendable, Equatable {
        /// Neither a folder nor a symbolic link.
        case file
        /// A folder, which the walk went into.
        case folder
        /// A symbolic link, never looked through.
        case link
    }

    /// The entries of each folder the walk went into, by the folder's path (`""` for the top).
    package let contents: [String: [String: Kind]]
    /// The symbolic links, sorted.
    package let links: [String]

    /// What a walk found: each folder's entries.
    package init(contents: [String: [String: Kind]]) {
        self.contents = contents
        links = contents.flatMap { folder, entries in
            entries.filter { $0.value == .link }.map { folder.isEmpty ? $0.key : folder + "/" + $0.key }
        }.sorted()
    }

    /// The folders in `folder` (a path in the site) holding a file named one of `names`, each with
    /// whether it holds each of them, in their order: ``FileSystem/folders(in:holding:)``'s answer,
    /// for a folder the walk went through, without a lookup (a folder that is a link is no folder).
    package func folders(in folder: String, holding names: [String]) -> [String: [Bool]] {
        var found: [String: [Bool]] = [:]
        for (name, kind) in contents[folder] ?? [:] where kind == .folder {
            let inside = contents[folder.isEmpty ? name : folder + "/" + name] ?? [:]
            // A link in a folder counts as a file there, as ``FileSystem/isFile(at:)`` says (never looked through).
            let holds = names.map { inside[$0].map { $0 != .folder } ?? false }
            if holds.contains(true) { found[name] = holds }
        }
        return found
    }
}
