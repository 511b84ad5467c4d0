import Foundation

/// One file of the site: a path relative to the output folder and its bytes.
public struct SiteFile: Sendable, Equatable {
    /// The path inside the output folder, with `/` separators, e.g. `weeks/2026-W47/index.html`.
    public var path: String
    /// The contents.
    public var data: Data

    /// Creates a file from bytes.
    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    /// Creates a file from UTF-8 text.
    public init(path: String, text: String) {
        self.init(path: path, data: Data(text.utf8))
    }

    /// Whether the path stays inside the output folder (relative, no `..`, no empty parts).
    public var isContained: Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.hasPrefix("/") && !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}
