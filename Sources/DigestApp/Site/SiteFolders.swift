import DigestCore
import DigestSite
import DigestSources
import DigestSystem
import Foundation
import Logging

/// The two folders of a site: the output folder (the public pages) and its history folder in the
/// state folder (every week as fetched, never published), and what a command does to make them
/// ready once it holds the output's lock.
struct SiteFolders {
    /// The output folder.
    var output: String
    /// The history folder (``HistoryFolder``).
    var history: String
    /// What both are read and written through.
    let fileSystem: any FileSystem

    /// The history folder's own name (`<name>-<key>`): what names the site in the state folder's
    /// records, such as the sent-mail ledger.
    var historyName: String { NSString(string: history).lastPathComponent }

    /// The folders of the site in `output`, with `config`'s state folder.
    init(output: String, config: Configuration, fileSystem: any FileSystem) throws(RunError) {
        self.output = output
        self.fileSystem = fileSystem
        self.history = HistoryFolder.path(forOutput: output, state: try config.state.get())
    }

    /// Takes the output's lock for `command` and makes the site ready.
    ///
    /// The lock is ``CommandLocks/output(_:command:wait:)``'s; this also makes the
    /// history folder (private to you, as the state folder is) and carries over the stored weeks of
    /// a site written before the history left the output folder (``SiteHistoryMove``).
    /// The lock holds the sentence that tells of the move (``OutputLock/moved``): once, and where
    /// the history now is.
    func lock(command: String, config: Configuration, log: Logger) throws(RunError) -> OutputLock {
        let (lock, entries) = try CommandLocks.output(output, command: command, wait: config.lockWait)
        try makeHistory()
        let move = SiteHistoryMove(output: output, history: history, fileSystem: fileSystem)
        // A weekly run looks for an older site's index alone (``SiteHistoryMove/isNeeded(thorough:)``).
        let thorough = command != "run"
        // Marked before anything moves, so a move killed halfway is still the sample's.
        if move.isNeeded(thorough: thorough) { markSample(move.pending()) }
        do {
            if let report = try move.run(thorough: thorough) {
                let moved =
                    "Moved \(report.weeks.count) stored \(report.weeks.count == 1 ? "week" : "weeks") out of \(output)/weeks into \(history): the output folder now holds only the public site. Back up \(history) with the rest of your state folder."
                for path in report.setAside {
                    log.warning(
                        "\(path): this copy from the output folder differed from the week already in \(history), which is kept; compare them and keep the one you want."
                    )
                }
                // The walk saw the weeks' folders before the move took files out of them.
                return OutputLock(lock: lock, entries: nil, moved: moved)
            }
        } catch {
            throw .failure(
                "Cannot move the stored weeks of \(output) into \(history): \(error) Every week is still readable where it was; free space or fix the folder, and run again."
            )
        }
        return OutputLock(lock: lock, entries: entries)
    }

    /// Makes the history folder, and the state folder and its `sites` folder when missing (mode 700).
    func makeHistory() throws(RunError) {
        do { try FolderCheck.make(history, mode: 0o700) } catch {
            throw .failure(
                "The history folder \(history) cannot be made: \(error). Nothing was changed; free space there, or set DIGEST_STATE to a folder you can write."
            )
        }
    }

    /// The snapshots of weeks that have ended, as ``WeekClock/store(_:history:log:listed:entries:fileSystem:)`` gives them.
    ///
    /// With `listed`, the site's files as `entries` has them (the lock's walk) spare a lookup per week.
    func store(_ clock: WeekClock, log: Logger, listed: Bool = false, entries: SiteEntries? = nil) -> SnapshotStore {
        clock.store(output, history: history, log: log, listed: listed, entries: entries, fileSystem: fileSystem)
    }

    /// Whether the history holds the sample's weeks (`run --sample` wrote them).
    var holdsSample: Bool {
        fileSystem.isFile(at: history + "/" + HistoryFolder.sampleMarker)
    }

    /// Marks the history as the sample's when every week about to move into it was made by the
    /// sample (a site `run --sample` wrote before the history moved out carried no mark) and it
    /// holds none of yours.
    func markSample(_ moving: [ISOWeek]) {
        guard !moving.isEmpty, !holdsSample, !holdsWeeks else { return }
        let store = SnapshotStore(root: output, history: output, fileSystem: fileSystem)
        guard moving.allSatisfy({ week in ((try? store.load(week)) ?? nil).map(SampleWeekSource.made) ?? false })
        else { return }
        try? fileSystem.writeAtomically(
            Data("moved from the output folder, where run --sample wrote it\n".utf8),
            to: history + "/" + HistoryFolder.sampleMarker)
    }

    /// Whether the history holds any stored week.
    var holdsWeeks: Bool {
        !fileSystem.folders(in: history + "/" + SitePath.weeks, holding: SitePath.snapshotName).isEmpty
    }

    /// Whether the public pages were last made with `rules` (``HistoryFolder/pagesMarker``).
    func pagesMade(with rules: NameRules) -> Bool {
        (try? fileSystem.contents(of: history + "/" + HistoryFolder.pagesMarker)).flatMap { $0 }
            == Data(rules.summary.utf8)
    }

    /// Records that every public page was made with `rules`; a record that cannot be written is a
    /// warning (the next command then makes every page again, which is safe).
    func recordPages(madeWith rules: NameRules, log: Logger) {
        let path = history + "/" + HistoryFolder.pagesMarker
        do { try fileSystem.writeAtomically(Data(rules.summary.utf8), to: path) } catch {
            log.warning("Cannot write \(path) (\(error)), so the next command makes every page again.")
        }
    }
}
