import DigestCore
import Foundation

/// `weeks/index.json` as a weekly run read it: the index, and the bytes of each week that are
/// exactly what ``SiteIndex/encoded()`` writes for it.
///
/// A weekly run changes a week or two of an index of years: the weeks it did not change are
/// copied as they were read instead of written again.
struct StoredSiteIndex: Sendable {
    /// The index read.
    let index: SiteIndex
    /// The bytes it was read from.
    let bytes: [UInt8]
    /// For each week written in the exact form, where its object lies in `bytes` and where its
    /// summary is in the index's weeks.
    let verbatim: [ISOWeek: VerbatimWeek]

    /// Where one week's object, in the exact form, lies: plain numbers, so looking one up copies
    /// no summary.
    struct VerbatimWeek: Sendable {
        /// Its place among the index's weeks.
        let at: Int
        /// Its bytes in the index read.
        let range: Range<Int>
    }

    /// The bytes of `summary`'s object as ``SiteIndex/encoded()`` writes it, when they were read
    /// and it has not changed since.
    func bytes(of summary: WeekSummary) -> ArraySlice<UInt8>? {
        guard let read = verbatim[summary.week], index.weeks.indices.contains(read.at),
            index.weeks[read.at] == summary, Self.sameBytes(index.weeks[read.at], summary)
        else { return nil }
        return bytes[read.range]
    }

    /// Whether every text of two equal summaries has the same bytes: equal strings may differ in
    /// them (a name composed or decomposed), and the bytes copied must be the ones `encoded()`
    /// would write.
    static func sameBytes(_ one: WeekSummary, _ other: WeekSummary) -> Bool {
        sameBytes(one.topLanguage, other.topLanguage) && sameBytes(one.timeZone, other.timeZone)
            && zip(one.languages ?? [], other.languages ?? []).allSatisfy { sameBytes($0.name, $1.name) }
            && zip(one.tags ?? [], other.tags ?? []).allSatisfy { sameBytes($0.name, $1.name) }
            && zip(one.shared ?? [], other.shared ?? []).allSatisfy {
                sameBytes($0.host, $1.host) && sameBytes($0.title, $1.title) && sameBytes($0.url, $1.url)
            }
    }

    /// Whether `one` and `other` are both nil or hold the same bytes, compared in place.
    static func sameBytes(_ one: String?, _ other: String?) -> Bool {
        guard let one, let other else { return one == nil && other == nil }
        let compared = one.utf8.withContiguousStorageIfAvailable { first in
            other.utf8.withContiguousStorageIfAvailable { second in
                guard first.count == second.count, let start = first.baseAddress, let end = second.baseAddress else {
                    return first.count == second.count
                }
                return memcmp(start, end, first.count) == 0
            }
        }
        // A string without contiguous UTF-8 (bridged, say) is compared byte by byte.
        return (compared ?? nil) ?? one.utf8.elementsEqual(other.utf8)
    }
}
