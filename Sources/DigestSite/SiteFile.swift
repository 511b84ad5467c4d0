import DigestCore
import Foundation

/// One file of the site: a path relative to the output folder and its bytes.
package struct SiteFile: Sendable, Equatable {
    /// When a file is written (``SiteStage``).
    package typealias Stage = SiteStage

    /// The path inside the output folder, with `/` separators, for example `weeks/2026-W47/index.html`.
    package var path: String
    /// The contents: the bytes a page was rendered into, written as they are (a copy into
    /// `Data` for each file cost a rebuild its largest files twice over).
    var bytes: [UInt8]
    /// When it is written.
    package var stage: Stage
    /// Whether the file was in its folder when a rebuild listed that folder, after taking the
    /// output's lock; nil when it was not listed.
    ///
    /// Either answer says the folder exists, so ``SiteWriter/writeNow(_:into:)`` does not make it;
    /// false also says there is nothing to compare, so the file is written without looking first.
    var listed: Bool?

    /// The file at `path` of the layout, written in its stage unless `stage` says otherwise.
    package init(_ path: SitePath, bytes: [UInt8], stage: Stage? = nil) {
        self.init(path: path.file, bytes: bytes, stage: stage ?? path.stage)
    }

    /// The file at `path` of the layout, from `Data` (copied).
    package init(_ path: SitePath, data: Data, stage: Stage? = nil) {
        self.init(path, bytes: [UInt8](data), stage: stage)
    }

    /// The file at `path` of the layout, from UTF-8 text.
    package init(_ path: SitePath, text: String, stage: Stage? = nil) {
        self.init(path, bytes: Array(text.utf8), stage: stage)
    }

    /// A file at any `path` inside the output folder: one of the layout's in its stage, any other
    /// (a file of the user's, published as it is) with the pages.
    package init(path: String, bytes: [UInt8], stage: Stage? = nil) {
        self.path = path
        self.bytes = bytes
        self.stage = stage ?? SitePath(file: path)?.stage ?? .pages
    }

    /// A file at any `path`, from `Data` (copied).
    package init(path: String, data: Data, stage: Stage? = nil) {
        self.init(path: path, bytes: [UInt8](data), stage: stage)
    }

    /// A file at any `path`, from UTF-8 text.
    package init(path: String, text: String, stage: Stage? = nil) {
        self.init(path: path, bytes: Array(text.utf8), stage: stage)
    }

    /// Whether the file is stored history (a snapshot or the index), kept in the history folder.
    package var isStored: Bool { SitePath(file: path)?.isStored ?? false }

    /// Whether the path stays inside the output folder (relative, no `.` or `..` part, no empty
    /// part).
    ///
    /// Judged on the path's bytes, as the file system reads it: a `/` followed by a combining
    /// mark is one character to Swift but still a `/` to the system. Every page's path is
    /// checked before it is written, so no parts are made.
    package var isContained: Bool {
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
