import DigestCore
import DigestSystem
import Foundation

/// `weeks/index.json` written one week to a line: a speed lever of the weekly run (measured in
/// `docs/performance.md`).
///
/// The file is still plain JSON, read by `JSONDecoder` alone; only the line breaks are chosen.
/// `JSONEncoder`'s compact output never holds a line break (it escapes one inside a string), so
/// each line between the first and the last is one week's object, with the comma between them.
/// A weekly run on a 520-week site then decodes the weeks on every core, and encodes again only
/// the week or two that changed: through one `JSONDecoder` and one `JSONEncoder` call for the
/// whole file, the index took as long as everything else the run does.
struct SiteIndexLines: Sendable {
    /// The line before the weeks, and the line after them.
    static let head = "{\"version\":\(SiteIndex.currentVersion),\"weeks\":[", foot = "]}"

    /// The index read.
    let index: SiteIndex
    /// Each week's line as read, with the summary decoded from it.
    let lines: [ISOWeek: (summary: WeekSummary, bytes: ArraySlice<UInt8>)]

    /// The index in `bytes`, or nil when it is unreadable, of another version or holds a week
    /// that is not well formed.
    ///
    /// An index not in lines (one edited by hand, or written by an earlier version on one line)
    /// is decoded whole.
    static func read(_ bytes: [UInt8]) -> SiteIndexLines? {
        if let read = weeks(bytes) { return read }
        guard let index = try? SiteIndex.decoder().decode(SiteIndex.self, from: Data(bytes)),
            index.version == SiteIndex.currentVersion, index.weeks.allSatisfy(\.isWellFormed)
        else { return nil }
        return SiteIndexLines(index: index, lines: [:])
    }

    /// The weeks of an index in lines, decoded on every core; nil when the bytes are not in lines.
    static func weeks(_ bytes: [UInt8]) -> SiteIndexLines? {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        // The head, the weeks, the foot, and nothing after the last line break.
        guard lines.count >= 4, lines[0].elementsEqual(head.utf8), lines[lines.count - 2].elementsEqual(foot.utf8),
            lines[lines.count - 1].isEmpty
        else { return nil }
        let weekLines = Array(lines[1..<lines.count - 2])
        let objects = weekLines.indices.map { index in
            index == weekLines.count - 1 ? weekLines[index] : weekLines[index].dropLast()
        }
        guard weekLines.dropLast().allSatisfy({ $0.last == UInt8(ascii: ",") }) else { return nil }
        let decoded = objects.parallelMap { object in
            try? SiteIndex.decoder().decode(WeekSummary.self, from: Data(object))
        }
        var summaries: [WeekSummary] = [], read: [ISOWeek: (summary: WeekSummary, bytes: ArraySlice<UInt8>)] = [:]
        for (summary, object) in zip(decoded, objects) {
            guard let summary, summary.isWellFormed, summaries.last.map({ $0.week < summary.week }) ?? true else {
                return nil
            }
            summaries.append(summary)
            read[summary.week] = (summary, object)
        }
        var index = SiteIndex([WeekSummary]())
        index.weeks = summaries
        return SiteIndexLines(index: index, lines: read)
    }

    /// `index`'s bytes, one week to a line; a week unchanged since `stored` was read keeps the
    /// line it was read from.
    static func bytes(of index: SiteIndex, reusing stored: SiteIndexLines?) throws -> [UInt8] {
        let encoder = SiteIndex.encoder()
        var bytes = Array(head.utf8)
        bytes.append(0x0A)
        for (position, summary) in index.weeks.enumerated() {
            if let line = stored?.lines[summary.week], line.summary == summary {
                bytes.append(contentsOf: line.bytes)
            } else {
                bytes.append(contentsOf: try encoder.encode(summary))
            }
            if position < index.weeks.count - 1 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(0x0A)
        }
        bytes.append(contentsOf: foot.utf8)
        bytes.append(0x0A)
        return bytes
    }
}
