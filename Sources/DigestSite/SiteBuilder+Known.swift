import DigestCore
import Foundation

/// What a build adding a week reads of the site before it has the week: the stored index and
/// every stored week's summary, the week's own as stored among them.
package struct KnownWeeks: Sendable {
    /// The week the build adds.
    let week: ISOWeek
    /// `weeks/index.json` as read; nil when it is missing or unreadable.
    let index: SiteIndexLines?
    /// Every stored week's summary.
    let summaries: [ISOWeek: WeekSummary]
    /// What reading said: each a sentence about a snapshot left out of the site.
    let warnings: [String]

    /// The week's summary as stored before the build, or nil for a week new to the site.
    var before: WeekSummary? { summaries[week] }
}

extension SiteBuilder {
    /// What a build adding `week` knows of the site before it has the week.
    ///
    /// A weekly run asks for it while the week is fetched (`RunJob`): the index of a long history
    /// is the largest part of what a run reads, and a run waits on the network.
    package func known(adding week: ISOWeek) -> KnownWeeks {
        var warnings: [String] = []
        let read = storedIndex()
        let summaries = knownSummaries(read?.index) { warnings.append($0) }
        return KnownWeeks(week: week, index: read, summaries: summaries, warnings: warnings)
    }

    /// `weeks/index.json` as stored, or nil when it is missing or unreadable.
    func storedIndex() -> SiteIndexLines? {
        (try? store.fileSystem.bytes(of: store.indexPath)).flatMap { $0 }.flatMap(SiteIndexLines.read)
    }

    /// The `indexed` weeks checked against the snapshots present: weeks without a snapshot are
    /// dropped, weeks missing from it are read from their snapshots.
    func knownSummaries(_ indexed: SiteIndex?, warn: (String) -> Void) -> [ISOWeek: WeekSummary] {
        let byWeek = Dictionary((indexed?.weeks ?? []).map { ($0.week, $0) }) { _, last in last }
        var summaries: [ISOWeek: WeekSummary] = [:]
        for week in store.weeks() {
            if let summary = byWeek[week] {
                summaries[week] = summary
                continue
            }
            do {
                if let digest = try store.load(week) { summaries[week] = WeekSummary(digest) }
            } catch {
                warn("\(error) It is left out of the archive and the feed.")
            }
        }
        return summaries
    }
}
