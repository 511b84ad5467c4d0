import Foundation

/// One file of the site: a path relative to the output folder and its bytes.
package struct SiteFile: Sendable, Equatable {
    /// When a file is written, so that at every moment each link of the site resolves: a page
    /// before the pages that link to it, the index of weeks after the pages, the snapshot last
    /// (a week exists for later runs only once everything about it is in place).
    enum Stage: Int, Sendable, Comparable, CaseIterable {
        /// Pages nothing links to yet: a new week's page and Markdown, the stylesheet.
        case pages
        /// Pages that link to others: the front page, the archive, the feed, the sitemap, the neighbours.
        case links
        /// `weeks/index.json`, which later runs read instead of every snapshot.
        case index
        /// `digest.json`.
        case snapshot

        /// The stage of a file at `path` unless its builder says otherwise.
        init(path: String) {
            if path.hasSuffix("/digest.json") {
                self = .snapshot
            } else if path == "weeks/index.json" {
                self = .index
            } else if path.hasPrefix("weeks/") || path.hasPrefix("assets/") {
                self = .pages
            } else {
                self = .links
            }
        }

        static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The path inside the output folder, with `/` separators, for example `weeks/2026-W47/index.html`.
    package var path: String
    /// The contents: the bytes a page was rendered into, written as they are (a copy into
    /// `Data` for each file cost a rebuild its largest files twice over).
    var bytes: [UInt8]
    /// When it is written.
    var stage: Stage
    /// Whether the file was in its folder when a rebuild listed that folder, after taking the
    /// output's lock; nil when it was not listed.
    ///
    /// Either answer says the folder exists, so ``SiteWriter/writeNow(_:into:)`` does not make it;
    /// false also says there is nothing to compare, so the file is written without looking first.
    var listed: Bool?

    /// Creates a file from bytes.
    init(path: String, bytes: [UInt8], stage: Stage? = nil) {
        self.path = path
        self.bytes = bytes
        self.stage = stage ?? Stage(path: path)
    }

    /// Creates a file from `Data` (copied).
    init(path: String, data: Data, stage: Stage? = nil) {
        self.init(path: path, bytes: [UInt8](data), stage: stage)
    }

    /// Creates a file from UTF-8 text.
    init(path: String, text: String, stage: Stage? = nil) {
        self.init(path: path, bytes: Array(text.utf8), stage: stage)
    }

    /// Whether the path stays inside the output folder (relative, no `.` or `..` part, no empty
    /// part).
    ///
    /// Judged on the path's bytes, as the file system reads it: a `/` followed by a combining
    /// mark is one character to Swift but still a `/` to the system. Every page's path is
    /// checked before it is written, so no parts are made.
    var isContained: Bool {
        var length = 0, dots = 0
        /// Whether the part just read may stand in a path: not empty, not `.` or `..`.
        func partIsAllowed() -> Bool { length > 0 && !(dots == length && length <= 2) }
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                guard partIsAllowed() else { return false }
                (length, dots) = (0, 0)
            } else {
                if byte == UInt8(ascii: "."), dots == length { dots += 1 }
                length += 1
            }
        }
        return partIsAllowed()
    }
}
