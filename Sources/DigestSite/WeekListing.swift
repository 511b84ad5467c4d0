import DigestCore
import DigestSystem

/// What `weeks/` holds: the weeks with a snapshot (in the history folder), and the weeks with a
/// page (in the output folder).
///
/// Listing it costs a file lookup per week, so a run lists it once, after taking the output's
/// lock, and adds each week it writes (``SnapshotStore/listed()``).
package struct WeekListing: Sendable, Equatable {
    /// Every week with a snapshot (`weeks/<W>/digest.json`), oldest first, including weeks that
    /// have not ended.
    package private(set) var snapshots: [ISOWeek]
    /// The weeks with a page (`weeks/<W>/index.html`).
    package private(set) var paged: Set<ISOWeek>
    /// The weeks whose folder in the output holds a page or Markdown.
    package private(set) var pageFolders: Set<ISOWeek> = []

    /// A listing of these weeks.
    init(snapshots: [ISOWeek], paged: Set<ISOWeek>) {
        self.snapshots = snapshots.sorted()
        self.paged = paged
    }

    /// `weeks/` under `history` and under `root` as they are now: one read of each folder, and
    /// a lookup per week for the snapshot, two for the pages, unless `entries` (a walk of `root`
    /// made just before) says what the pages are.
    init(root: String, history: String, fileSystem: any FileSystem, entries: SiteEntries? = nil) {
        // The folder's name is the week's own spelling, so its files' paths are built from it.
        let snapshots = fileSystem.folders(in: history + "/" + SitePath.weeks, holding: SitePath.snapshotName)
            .compactMap(ISOWeek.init(folderName:))
        var paged: Set<ISOWeek> = [], pageFolders: Set<ISOWeek> = []
        let pages = [SitePath.pageName, SitePath.markdownName]
        let held =
            entries?.folders(in: SitePath.weeks, holding: pages)
            ?? fileSystem.folders(in: root + "/" + SitePath.weeks, holding: pages)
        for (name, holds) in held {
            guard let week = ISOWeek(folderName: name) else { continue }
            pageFolders.insert(week)
            if holds.first == true { paged.insert(week) }
        }
        self.init(snapshots: snapshots, paged: paged)
        self.pageFolders = pageFolders
    }

    /// The weeks with a snapshot but no page.
    package var withoutPages: [ISOWeek] {
        snapshots.filter { !paged.contains($0) }
    }

    /// The weeks with a page or Markdown in the output but no snapshot.
    ///
    /// A sample's weeks after a real history began, or a snapshot removed by hand: the site
    /// stops showing them.
    package var pagesWithoutSnapshots: [ISOWeek] {
        pageFolders.subtracting(snapshots).sorted()
    }

    /// `week` written whole since the listing: its snapshot and its page.
    package mutating func add(_ week: ISOWeek) {
        paged.insert(week)
        pageFolders.insert(week)
        let index = snapshots.partitionPoint(where: { $0 >= week })
        if index == snapshots.count || snapshots[index] != week { snapshots.insert(week, at: index) }
    }
}
