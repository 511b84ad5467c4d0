import DigestCore
import Foundation

extension SiteIndexReader {
    /// An index smaller than this is read on one core: cutting it costs more than it saves.
    static let smallestCut = 64 * 1024

    /// The weeks of `bytes[range]`, read in pieces on every core when the list is long.
    ///
    /// A weekly run reads the whole index before anything else can start. A week's object ends
    /// with its name (`"week":"2026-W47"}`, the last member in sorted order), so a list can be
    /// cut after one. When every piece reads whole, reading them one after another from the
    /// start would have taken the same steps, so the weeks are those of the list as one; when a
    /// piece does not (a cut that fell inside a name that ends like a week), the list is read
    /// again as one.
    static func weeks(
        _ bytes: [UInt8], in range: Range<Int>, pieces: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> [ReadWeek]? {
        let ranges = Self.pieces(of: bytes, in: range, count: range.count < smallestCut ? 1 : pieces)
        if ranges.count > 1 {
            let read = ranges.parallelMap { piece -> [ReadWeek]? in
                var reader = SiteIndexReader(bytes, range: piece)
                return reader.weeks()
            }
            if read.allSatisfy({ $0 != nil }) { return read.flatMap { $0 ?? [] } }
        }
        var reader = SiteIndexReader(bytes, range: range)
        return reader.weeks()
    }

    /// `range` cut into at most `count` pieces of about the same length, each cut just after a
    /// week's object: between the `}` that ends it and the `,` before the next `{`.
    static func pieces(of bytes: [UInt8], in range: Range<Int>, count: Int) -> [Range<Int>] {
        guard count > 1 else { return [range] }
        var ranges: [Range<Int>] = []
        var start = range.lowerBound
        for piece in 1..<count {
            let target = range.lowerBound + range.count * piece / count
            guard let close = weekEnd(in: bytes, from: max(start, target), before: range.upperBound) else { break }
            ranges.append(start..<close + 1)
            start = close + 2
        }
        ranges.append(start..<range.upperBound)
        return ranges
    }

    /// The first `}` at or after `from` that ends a week's object and is followed by `,{"`: the
    /// bytes before it are `"week":"` and eight more, closed by a quote.
    static func weekEnd(in bytes: [UInt8], from: Int, before end: Int) -> Int? {
        let name = Array("\"week\":\"".utf8)
        let next = Array(",{\"".utf8)
        var index = from
        while index + next.count < end {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "}"), index >= name.count + 9 else { continue }
            guard bytes[index - 1] == UInt8(ascii: "\""), bytes[(index + 1)...].starts(with: next) else { continue }
            if bytes[(index - name.count - 9)...].starts(with: name) { return index }
        }
        return nil
    }
}
