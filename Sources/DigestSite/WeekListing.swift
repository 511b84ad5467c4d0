import DigestCore
import DigestSystem

/// What `weeks/` holds: the weeks with a snapshot, and the weeks with a page.
///
/// Listing it costs a file lookup per week, so a run lists it once, after taking the output's
/// lock, and adds each week it writes (``SnapshotStore/listed()``).
package struct WeekListing: Sendable, Equatable {
    /// Every week with a snapshot (`weeks/<W>/digest.json`), oldest first, including weeks that
    /// have not ended.
    package private(set) var snapshots: [ISOWeek]
    /// The weeks with a page (`weeks/<W>/index.html`).
    package private(set) var paged: Set<ISOWeek>

    /// A listing of these weeks.
    init(snapshots: [ISOWeek], paged: Set<ISOWeek>) {
        self.snapshots = snapshots.sorted()
        self.paged = paged
    }

    /// `weeks/` under `root` as it is now: one read of the folder, and two lookups per week.
    init(root: String, fileSystem: any FileSystem) {
        var snapshots: [ISOWeek] = [], paged: Set<ISOWeek> = []
        for (name, holds) in fileSystem.folders(
            in: root + "/" + SitePath.weeks, holding: [SitePath.snapshotName, SitePath.pageName])
        {
            // The folder's name is the week's own spelling, so its files' paths are built from it.
            guard let week = ISOWeek(folderName: name) else { continue }
            if holds.first == true { snapshots.append(week) }
            if holds.dropFirst().first == true { paged.insert(week) }
        }
        self.init(snapshots: snapshots, paged: paged)
    }

    /// The weeks with a snapshot but no page.
    package var withoutPages: [ISOWeek] {
        snapshots.filter { !paged.contains($0) }
    }

    /// `week` written whole since the listing: its snapshot and its page.
    package mutating func add(_ week: ISOWeek) {
        paged.insert(week)
        let index = snapshots.partitionPoint(where: { $0 >= week })
        if index == snapshots.count || snapshots[index] != week { snapshots.insert(week, at: index) }
    }
}
