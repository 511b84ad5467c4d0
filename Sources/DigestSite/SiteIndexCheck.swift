import DigestCore

/// Whether the pages about the whole site show every stored week that has ended, and no other.
///
/// `weeks/index.json` is written by the same build as the front page, the archive, the feed, the
/// trends and year pages and the sitemap, after them (``SiteFile/Stage``), so an index that lists
/// exactly the stored weeks says they do too. A week stays off them when the site was last built
/// with a clock behind (the week had not ended then), or when its snapshot was copied in by hand.
package struct SiteIndexCheck: Sendable {
    /// The stored weeks, with the clock that says which have ended.
    let store: SnapshotStore

    /// A check of the site `store` is in.
    package init(store: SnapshotStore) {
        self.store = store
    }

    /// What disagrees, one sentence each (paths relative to the site); empty when the index lists
    /// every stored week that has ended, and no week without a snapshot.
    ///
    /// A stored week missing from the index is read first: one whose snapshot cannot be read is
    /// rightly left out (the commands name it on their own).
    package func disagreements() -> [String] {
        let stored = store.weeks()
        guard !stored.isEmpty else { return [] }
        let bytes: [UInt8]?
        do { bytes = try store.fileSystem.bytes(of: store.indexPath) } catch {
            return ["\(SitePath.index.file) cannot be read"]
        }
        guard let bytes else { return ["\(SitePath.index.file) is missing"] }
        guard let index = SiteIndex.decode(bytes: bytes) else {
            return ["\(SitePath.index.file) is not an index this version can read"]
        }
        // A week stored that has not ended may still be listed: a site built with another time zone
        // or a clock ahead, which every command warns of with how to remove it.
        let indexed = Set(index.weeks.map(\.week)), kept = Set(stored + store.futureWeeks())
        let missing = stored.filter { !indexed.contains($0) && (try? store.load($0)) != nil }
        let extra = indexed.subtracting(kept).sorted()
        var problems: [String] = []
        if !missing.isEmpty {
            problems.append(
                "\(Self.list(missing)) \(missing.count == 1 ? "is" : "are") stored but not on the site's index, archive and feed"
            )
        }
        if !extra.isEmpty {
            problems.append(
                "\(SitePath.index.file) lists \(Self.list(extra)), which \(extra.count == 1 ? "has" : "have") no snapshot"
            )
        }
        return problems
    }

    /// `weeks` named, the first five and how many more.
    static func list(_ weeks: [ISOWeek]) -> String {
        let named = weeks.prefix(5).map(\.description).joined(separator: ", ")
        return named + (weeks.count > 5 ? " and \(weeks.count - 5) more" : "")
    }
}
