import DigestCore
import DigestRender
import DigestSystem
import Synchronization

/// Where a rebuild hands each week's pages as soon as they are made.
///
/// It writes them and returns the paths that changed. Called from every core at once, one week at a time.
package typealias PageSink = @Sendable ([SiteFile]) throws -> [String]

extension SiteBuilder {
    /// How many weeks a rebuild holds at once: their snapshots read and their pages made and
    /// written before the next ones are read, so its memory does not grow with the site.
    ///
    /// Each window ends with the cores waiting for its last week, and on a VM a core that waited
    /// is slow to start again: on 2 600 weeks, windows of 256 took 5% less CPU than windows of
    /// 64 (paired runs), for 4 MB more.
    static let window = 256

    /// Every page from every snapshot, the weeks' pages collected in ``SiteBuild/files`` (for
    /// tests and callers that write the whole build at once).
    package func everything(warn: (String) -> Void) throws -> SiteBuild {
        let collected = Mutex<[SiteFile]>([])
        var build = try everything(warn: warn) { files in
            collected.withLock { $0 += files }
            return []
        }
        build.files = collected.withLock { $0 }.sorted { $0.path < $1.path } + build.files
        return build
    }

    /// Every page from every snapshot, oldest week first, a window of weeks at a time: each
    /// week's Markdown and page go to `pages` as soon as they are made; ``SiteBuild/files`` holds
    /// the rest (the front page and the pages about the whole site), which link to them and so
    /// are written after.
    ///
    /// A snapshot that cannot be read is reported through `warn` and left out: its old page
    /// stays, but the archive, the feed and other weeks stop linking it. A week's page needs
    /// only the weeks before it (its line of context) and the next readable week (its link), so
    /// the windows are read one ahead. `window` is how many weeks are held at once.
    package func everything(warn: (String) -> Void, window: Int = window, pages sink: PageSink) throws -> SiteBuild {
        var reader = WindowReader(store: store, window: max(1, window))
        var history = WeekHistory([]), shown = WeekHistory([])
        history.reserveCapacity(reader.unread.count)
        shown.reserveCapacity(reader.unread.count)
        var feed: [(week: ISOWeek, markdown: [UInt8])] = []
        var files: [SiteFile] = []
        var written: [String] = []
        var before: StoredWeek?
        var weeks: [ISOWeek] = []
        while let (current, following) = reader.next(warn: warn) {
            history.add(current.lazy.map(\.summary))
            shown.add(current.lazy.map { names.apply(to: $0.summary) })
            weeks += current.map(\.week)
            let made = try render(current, after: before, followedBy: following, history: shown, sink: sink)
            for (stored, page) in zip(current, made) {
                feed.append((stored.digest.week, page.markdown))
                files += page.later
                written += page.written
            }
            feed.removeFirst(max(0, feed.count - AtomFeed.entryLimit))
            before = current.last
        }
        files += try siteFiles(
            history,
            markdown: Dictionary(feed.map { ($0.week, String(decoding: $0.markdown, as: UTF8.self)) }) { _, last in last
            },
            years: nil)
        return SiteBuild(
            files: files, weeks: weeks, obsolete: obsolete(keeping: weeks), written: written,
            unreadable: reader.unreadable)
    }

    /// One window's weeks made on every core, each week's pages handed to `sink` by the core
    /// that made them; the first failure, in week order, is thrown once all are done.
    func render(
        _ stored: [StoredWeek], after before: StoredWeek?, followedBy following: ISOWeek?, history: WeekHistory,
        sink: PageSink
    ) throws -> [MadeWeek] {
        let builder = self, site = self.site
        let results = Array(stored.indices).parallelMap { index in
            Result { () throws -> MadeWeek in
                let digest = stored[index].digest
                let older = index > 0 ? stored[index - 1] : before
                let newer = index + 1 < stored.count ? stored[index + 1].week : following
                let page = try builder.page(
                    digest, previous: older?.week == stored[index].week.previous ? older?.digest : nil,
                    place: WeekPlace(older: older?.week, newer: newer, site: site), home: newer == nil,
                    history: history)
                let files = WeekSite.pages(
                    of: digest.week, rendered: page, isLatest: newer == nil,
                    listed: digest.week == stored[index].week ? stored[index].pages : nil)
                return MadeWeek(
                    markdown: page.markdownBytes, later: files.filter { $0.stage != .pages },
                    written: try sink(files.filter { $0.stage == .pages }))
            }
        }
        return try results.map { try $0.get() }
    }
}

/// What a rebuild keeps of a week once its pages are written: its Markdown (for the feed), the
/// files to write after (the front page), and the paths that changed.
struct MadeWeek: Sendable {
    var markdown: [UInt8]
    var later: [SiteFile]
    var written: [String]
}

/// A snapshot read, and the week whose folder holds it (which orders the site and its links).
struct StoredWeek: Sendable {
    var week: ISOWeek
    var digest: Digest
    /// The digest's summary for the site's history, made on the core that read the snapshot.
    var summary: WeekSummary
    /// The names among ``WeekSite/pageNames`` its folder held when listed (nil when not listed).
    var pages: Set<String>? = nil
}

/// Reads a store's snapshots a window at a time, on every core, keeping one readable week ahead.
struct WindowReader {
    let store: SnapshotStore
    let window: Int
    /// The weeks not read yet, oldest first, with the pages their folders held.
    var unread: ArraySlice<(week: ISOWeek, pages: Set<String>?)>
    /// Read, and not yet handed out.
    var ahead: [StoredWeek] = []
    /// The snapshots that could not be read, with why.
    var unreadable: [SnapshotError] = []

    init(store: SnapshotStore, window: Int) {
        self.store = store
        self.window = window
        self.unread = store.weekFolders(holding: WeekSite.pageNames)[...]
    }

    /// The next window's readable snapshots, oldest first, and the readable week after them
    /// (nil after the last); nil when none are left.
    mutating func next(warn: (String) -> Void) -> (stored: [StoredWeek], following: ISOWeek?)? {
        while ahead.count <= window, !unread.isEmpty { read(warn: warn) }
        guard !ahead.isEmpty else { return nil }
        let count = unread.isEmpty ? ahead.count : window
        // Moved, not copied: a copy retained every string and array of every snapshot, and
        // removing them from `ahead` released them again, on the one thread, between windows.
        var stored: [StoredWeek] = []
        swap(&stored, &ahead)
        ahead.reserveCapacity(stored.count - count)
        while stored.count > count { ahead.append(stored.removeLast()) }
        ahead.reverse()
        return (stored, ahead.first?.week)
    }

    /// Reads the next `window` snapshots; those that fail are reported through `warn` and left out.
    mutating func read(warn: (String) -> Void) {
        let weeks = Array(unread.prefix(window))
        unread = unread.dropFirst(window)
        let store = self.store
        let loaded = weeks.parallelMap { folder in
            Result { () throws(SnapshotError) in try store.load(folder.week).map { ($0, WeekSummary($0)) } }
        }
        for (folder, result) in zip(weeks, loaded) {
            switch result {
            case .success(let read):
                if let (digest, summary) = read {
                    ahead.append(
                        StoredWeek(week: folder.week, digest: digest, summary: summary, pages: folder.pages))
                }
            case .failure(let error):
                unreadable.append(error)
                warn("\(error) It is left out of the site.")
            }
        }
    }
}
