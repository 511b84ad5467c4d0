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
    /// A marker counts only as a line of its own (spaces around it aside), outside a fenced code
    /// block: a README that shows the two lines as an example in a fence, or names them in a
    /// sentence, keeps them as they are. Every byte outside the block stays as it was, whatever
    /// the bytes are. The block's lines end as the README's first line does (CR LF or LF).
    package static func replacing(in readme: [UInt8], with content: String) throws(Problem) -> [UInt8] {
        let lines = markerLines(in: readme)
        let starts = lines.filter { $0.isStart }.map(\.range)
        let ends = lines.filter { !$0.isStart }.map(\.range)
        guard let opening = starts.first, let closing = ends.first, opening.lowerBound < closing.lowerBound else {
            throw .noMarkers
        }
        guard starts.count == 1 else { throw .twice(start) }
        guard ends.count == 1 else { throw .twice(end) }
        let crlf = readme.firstIndex(of: 0x0A).map { $0 > 0 && readme[$0 - 1] == 0x0D } ?? false
        let lineEnd = crlf ? "\r\n" : "\n"
        let block = content.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        let inside = lineEnd + block.joined(separator: lineEnd) + lineEnd
        // From the end marker's line as it is, its indent included.
        let endLine = readme[..<closing.lowerBound].lastIndex(of: 0x0A).map { $0 + 1 } ?? closing.lowerBound
        return Array(readme[..<opening.upperBound]) + Array(inside.utf8) + Array(readme[endLine...])
    }

    /// The marker lines outside fenced code blocks: whether each opens the block, and where its
    /// marker's bytes are.
    static func markerLines(in readme: [UInt8]) -> [(isStart: Bool, range: Range<Int>)] {
        let startBytes = Array(start.utf8), endBytes = Array(end.utf8)
        var found: [(isStart: Bool, range: Range<Int>)] = []
        var fence: (mark: UInt8, length: Int)?
        var lineStart = 0
        while lineStart <= readme.count {
            let lineEnd = readme[lineStart...].firstIndex(of: 0x0A) ?? readme.count
            var first = lineStart, last = lineEnd
            while first < last, readme[first] == 0x20 || readme[first] == 0x09 { first += 1 }
            while last > first, [0x20, 0x09, 0x0D].contains(readme[last - 1]) { last -= 1 }
            let text = readme[first..<last]
            // A fence (CommonMark): three or more backticks or tildes, indented at most three
            // spaces; it closes with the same mark, at least as many, and nothing after them.
            let mark = text.first, run = text.prefix { $0 == mark }.count
            if (mark == 0x60 || mark == 0x7E), run >= 3, first - lineStart <= 3 {
                if let open = fence {
                    if mark == open.mark, run >= open.length, run == text.count { fence = nil }
                } else {
                    fence = (mark ?? 0x60, run)
                }
            } else if fence == nil, text.elementsEqual(startBytes) || text.elementsEqual(endBytes) {
                found.append((text.elementsEqual(startBytes), first..<last))
            }
            lineStart = lineEnd + 1
        }
        return found
    }
}
