import DigestCore
import DigestSystem
import Foundation

/// The stored weeks: `weeks/<W>/digest.json` under the site's history folder (``history``),
/// beside the pages made from them in the output folder (``root``).
package struct SnapshotStore: Sendable {
    /// The output folder: the public pages.
    package let root: String
    /// The history folder: the snapshots and `weeks/index.json`, never published.
    ///
    /// The same as ``root`` only for a site laid out as before the history moved out
    /// (``SiteHistoryMove``), as the store's own tests lay it out.
    package let history: String
    package let fileSystem: any FileSystem
    /// The last week that has ended, when known: snapshots of later weeks (a wrong clock, a typo)
    /// are left out of ``weeks()``, so they can never become the latest.
    let endedBy: ISOWeek?
    /// The listing taken by ``listed()``, kept up to date by ``adding(_:)``; nil lists `weeks/`
    /// each time it is asked.
    private(set) var remembered: WeekListing?
    /// The weeks `weeks/` had folders for when ``glanced()`` read their names; nil reads them
    /// each time ``hasWeeks()`` or ``futureWeeks()`` asks.
    private(set) var glance: [ISOWeek]?

    /// A store over the snapshots under `history`, for the pages under `root`; with `endedBy`,
    /// weeks after it are left out.
    package init(
        root: String, history: String, fileSystem: any FileSystem, endedBy: ISOWeek? = nil
    ) {
        self.root = root
        self.history = history
        self.fileSystem = fileSystem
        self.endedBy = endedBy
    }

    /// Where `week`'s Markdown (`digest.md`, beside its snapshot) lives.
    func markdownPath(of week: ISOWeek) -> String { root + "/" + SitePath.markdown(week).file }

    /// Where `week`'s snapshot lives.
    package func path(of week: ISOWeek) -> String { history + "/" + SitePath.snapshot(week).file }

    /// Where the file at `path` of a build (relative, as ``SiteFile/path``) is: in the history
    /// folder for a stored file, else in the output folder.
    package func place(of path: String) -> String {
        (SitePath(file: path)?.isStored == true ? history : root) + "/" + path
    }

    /// Where `weeks/index.json` lives.
    package var indexPath: String { history + "/" + SitePath.index.file }

    /// Every week that has a snapshot, oldest first.
    ///
    /// Lists files without reading them: `run`
    /// asks on every run, and a site may hold years of weeks.
    package func weeks() -> [ISOWeek] {
        ended(allWeeks())
    }

    /// `weeks` without those that have not ended by ``endedBy``.
    func ended(_ weeks: [ISOWeek]) -> [ISOWeek] {
        guard let endedBy else { return weeks }
        return weeks.filter { $0 <= endedBy }
    }

    /// The weeks with a snapshot that have not ended by ``endedBy``, oldest first.
    ///
    /// Without a listing, only the folders named for such weeks are looked into (usually none):
    /// a command asks before it takes the lock, and a lookup per week of a long site adds up.
    package func futureWeeks() -> [ISOWeek] {
        guard let endedBy else { return [] }
        if let remembered { return remembered.snapshots.filter { $0 > endedBy } }
        return folderWeeks().filter { $0 > endedBy && hasSnapshot($0) }.sorted()
    }

    /// Whether any week that has ended has a snapshot: the folders are looked into newest first,
    /// until one has (``weeks()`` would look into every one).
    package func hasWeeks() -> Bool {
        if let remembered { return !ended(remembered.snapshots).isEmpty }
        return ended(folderWeeks()).sorted(by: >).contains(where: hasSnapshot)
    }

    /// The weeks `weeks/` has a folder for, by their names alone, in no particular order.
    func folderWeeks() -> [ISOWeek] {
        glance ?? fileSystem.names(in: history + "/" + SitePath.weeks).compactMap(ISOWeek.init(folderName:))
    }

    /// This store, with the names in `weeks/` read now for ``hasWeeks()`` and ``futureWeeks()``.
    ///
    /// A command asks both before it takes the lock, and each read `weeks/` again: on 2 600
    /// weeks, 1.1 ms in `/dev/shm` and 1.7 ms on disk, on the one thread a command starts on.
    /// The names are only for those two questions, and only before the lock: ``weeks()`` and a
    /// rebuild list the folder again once they hold it.
    package func glanced() -> SnapshotStore {
        var store = self
        store.glance = folderWeeks()
        return store
    }

    /// Whether `week`'s folder holds its snapshot (a file, not a folder).
    func hasSnapshot(_ week: ISOWeek) -> Bool {
        fileSystem.isFile(at: path(of: week))
    }

    /// Every week that has a snapshot, oldest first, with the names among `pages` its folder
    /// holds: nil when the store remembers a listing (which looked only for snapshots and pages).
    ///
    /// A rebuild asks for this once, after taking the lock, so it can write a page that is not
    /// there without looking for it first, and skip making the week's folder.
    func weekFolders(holding pages: [String]) -> [(week: ISOWeek, pages: Set<String>?)] {
        if remembered != nil { return weeks().map { ($0, nil) } }
        let held = fileSystem.folders(in: root + "/" + SitePath.weeks, holding: pages)
        // A folder holding none of the pages is not in `held`: looked for by name.
        let present = history == root ? nil : Set(fileSystem.names(in: root + "/" + SitePath.weeks))
        let listed = fileSystem.folders(in: history + "/" + SitePath.weeks, holding: SitePath.snapshotName).compactMap {
            folder -> (week: ISOWeek, pages: Set<String>?)? in
            guard let week = ISOWeek(folderName: folder) else { return nil }
            // A week with no folder in the output gets nil, so the writer makes the folder.
            guard let holds = held[folder] else { return (week, present?.contains(folder) == false ? nil : []) }
            return (week, Set(zip(pages, holds).filter(\.1).map(\.0)))
        }
        return listed.filter { folder in endedBy.map { folder.week <= $0 } ?? true }.sorted { $0.week < $1.week }
    }

    func allWeeks() -> [ISOWeek] {
        if let remembered { return remembered.snapshots }
        // The folder's name is the week's own spelling, so the snapshot's path is built from it.
        return fileSystem.folders(in: history + "/" + SitePath.weeks, holding: SitePath.snapshotName)
            .compactMap(ISOWeek.init(folderName:)).sorted()
    }

    /// What `weeks/` holds: as remembered, or listed now.
    package func listing() -> WeekListing {
        remembered ?? WeekListing(root: root, history: history, fileSystem: fileSystem)
    }

    /// The weeks whose pages are in the output folder with no stored week: the site stops showing them.
    ///
    /// A week whose snapshot an older version left beside its pages is not one: a weekly run
    /// moves such snapshots only with the old index (``SiteHistoryMove/isNeeded(thorough:)``),
    /// so their pages stay until the move. Usually there are none to look up.
    package func orphans() -> [ISOWeek] {
        listing().pagesWithoutSnapshots.filter { !fileSystem.isFile(at: root + "/" + SitePath.snapshot($0).file) }
    }

    /// This store, with `weeks/` listed now and remembered.
    ///
    /// Only for a command that holds the
    /// output's lock (nothing else then adds a week) and tells the store of every week it writes,
    /// through ``adding(_:)``: a run on a site of years listed it four times, a lookup per week each.
    /// The output's `entries`, as a walk of it just found them, give the pages without a lookup.
    package func listed(entries: SiteEntries? = nil) -> SnapshotStore {
        var store = self
        store.remembered =
            remembered ?? WeekListing(root: root, history: history, fileSystem: fileSystem, entries: entries)
        return store
    }

    /// This store after `week`'s snapshot and page were written (a remembered listing gains them).
    package func adding(_ week: ISOWeek) -> SnapshotStore {
        var store = self
        store.remembered?.add(week)
        return store
    }

    /// `week`'s snapshot, or nil when that week was never built.
    package func load(_ week: ISOWeek) throws(SnapshotError) -> Digest? {
        let path = path(of: week)
        let bytes: [UInt8]?
        do { bytes = try fileSystem.bytes(of: path) } catch {
            throw SnapshotError(path: path, reason: "it cannot be read (\(error))")
        }
        guard let bytes else { return nil }
        do { return try SnapshotCoder.decode(bytes: bytes, path: path) } catch let error as SnapshotError {
            throw error
        } catch {
            throw SnapshotError(path: path, reason: "\(error)")
        }
    }

    /// Every snapshot that cannot be read, with why; read on every core.
    package func unreadable() -> [SnapshotError] {
        weeks().parallelMap { week -> SnapshotError? in
            do throws(SnapshotError) { _ = try load(week) } catch { return error }
            return nil
        }.compactMap { $0 }
    }

    /// The ids of the articles listed in the `weeks` weeks before `week`; missing or unreadable
    /// snapshots add nothing (the run warns about the week before on its own).
    package func listedArticleIDs(before week: ISOWeek, weeks: Int) -> Set<String> {
        var earlier: [ISOWeek] = [], current = week
        for _ in 0..<max(0, weeks) {
            current = current.previous
            earlier.append(current)
        }
        // The snapshots are read on every core, as `render` reads them.
        let listed = earlier.parallelMap { week in
            ((try? fileSystem.bytes(of: path(of: week))) ?? nil).map(ListedArticles.ids(in:)) ?? []
        }
        return Set(listed.joined())
    }
}
