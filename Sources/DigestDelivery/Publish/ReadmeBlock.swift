/// The part of a profile README that weekly-digest keeps: the lines between
/// `<!-- weekly-digest:start -->` and `<!-- weekly-digest:end -->`, and nothing else.
package enum ReadmeBlock {
    /// The line that opens the block.
    package static let start = "<!-- weekly-digest:start -->"
    /// The line that closes it.
    package static let end = "<!-- weekly-digest:end -->"

    /// Why a README's block cannot be replaced.
    package enum Problem: Error, Equatable, CustomStringConvertible {
        /// The README has no start marker, no end marker, or the end before the start.
        case noMarkers
        /// A marker is there more than once.
        case twice(String)

        package var description: String {
            switch self {
            case .noMarkers:
                "it has no block for weekly-digest to keep: add these two lines where the card goes, and publish again:\n\(ReadmeBlock.start)\n\(ReadmeBlock.end)"
            case .twice(let marker):
                "it holds \(marker) more than once: keep one block (one start line and one end line) and publish again"
            }
        }
    }

    /// `readme` with its block holding `content` (lines, without the markers).
    ///
    /// Every byte outside the block stays as it was, whatever the bytes are. The block's lines end
    /// as the README's first line does (CR LF or LF).
    package static func replacing(in readme: [UInt8], with content: String) throws(Problem) -> [UInt8] {
        let starts = occurrences(of: Array(start.utf8), in: readme)
        let ends = occurrences(of: Array(end.utf8), in: readme)
        guard let opening = starts.first, let closing = ends.first, opening < closing else { throw .noMarkers }
        guard starts.count == 1 else { throw .twice(start) }
        guard ends.count == 1 else { throw .twice(end) }
        let crlf = readme.firstIndex(of: 0x0A).map { $0 > 0 && readme[$0 - 1] == 0x0D } ?? false
        let lineEnd = crlf ? "\r\n" : "\n"
        let lines = content.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        let inside = lineEnd + lines.joined(separator: lineEnd) + lineEnd
        return Array(readme[..<(opening + start.utf8.count)]) + Array(inside.utf8) + Array(readme[closing...])
    }

    /// Where `needle` starts in `haystack`, each time.
    static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        guard !needle.isEmpty, haystack.count >= needle.count else { return [] }
        return (0...(haystack.count - needle.count)).filter { index in
            haystack[index] == needle[0] && haystack[index..<(index + needle.count)].elementsEqual(needle)
        }
    }
}
