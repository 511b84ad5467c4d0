import DigestCore
import DigestSystem
import Foundation

/// Carries the stored weeks of a site written before the history left the output folder
/// (`<output>/weeks/<W>/digest.json`) into its history folder, once, losing nothing.
///
/// Every week is copied and read back before any is removed, so a kill at any moment leaves each
/// week readable in the output folder, the history folder or both, and the next command finishes
/// the move. A week already in the history with other bytes keeps the history's copy; the output's
/// is set aside in `<history>/set-aside/`, never dropped.
package struct SiteHistoryMove: Sendable {
    /// The output folder.
    let output: String
    /// The site's history folder.
    let history: String
    let fileSystem: any FileSystem

    /// A move from `output` into `history`.
    package init(output: String, history: String, fileSystem: any FileSystem) {
        self.output = output
        self.history = history
        self.fileSystem = fileSystem
    }

    /// What a move did.
    package struct Report: Sendable, Equatable {
        /// The weeks carried over (or found already there, from a move that was stopped).
        package var weeks: [ISOWeek] = []
        /// The files set aside, as paths.
        package var setAside: [String] = []
    }

    /// The weeks whose snapshot is still in the output folder, oldest first.
    package func pending() -> [ISOWeek] {
        fileSystem.folders(in: output + "/" + SitePath.weeks, holding: SitePath.snapshotName)
            .compactMap(ISOWeek.init(folderName:)).sorted()
    }

    /// Whether the output folder still holds stored history: the index, or (`thorough`) a snapshot.
    ///
    /// Every version that stored weeks in the output folder wrote its index there, and the move
    /// removes the index last, so a weekly run looks for the index alone: a lookup, where looking
    /// into every week's folder took about a millisecond on 520 weeks. `render`, `publish`,
    /// `email` and `doctor` look into every folder too.
    package func isNeeded(thorough: Bool = true) -> Bool {
        fileSystem.isFile(at: output + "/" + SitePath.index.file) || (thorough && !pending().isEmpty)
    }

    /// Moves every snapshot over, then removes the output folder's copies and its index; nil when
    /// there was nothing to move (looked for as ``isNeeded(thorough:)`` says).
    package func run(thorough: Bool = true) throws(FileWriteError) -> Report? {
        guard isNeeded(thorough: thorough) else { return nil }
        var report = Report()
        let weeks = pending()
        for week in weeks {
            try carry(week, into: &report)
            report.weeks.append(week)
        }
        // Every week is now in the history, read back and equal: only now does anything go.
        for week in weeks {
            try remove(output + "/" + SitePath.snapshot(week).file)
        }
        try remove(output + "/" + SitePath.index.file)
        // The pages were made before the history moved, naming everything: made again.
        try remove(history + "/" + HistoryFolder.pagesMarker)
        return report
    }

    /// Copies `week`'s snapshot into the history and reads it back.
    func carry(_ week: ISOWeek, into report: inout Report) throws(FileWriteError) {
        let file = SitePath.snapshot(week).file
        let source = output + "/" + file, target = history + "/" + file
        let bytes: [UInt8]
        do {
            guard let read = try fileSystem.bytes(of: source) else { return }
            bytes = read
        } catch { throw FileWriteError(path: source, reason: "it cannot be read (\(error))") }
        if let there = try? fileSystem.bytes(of: target) {
            guard there != bytes else { return }
            let aside = history + "/" + HistoryFolder.setAside + "/" + week.description + "-" + SitePath.snapshotName
            try write(bytes, to: aside)
            report.setAside.append(aside)
            return
        }
        try write(bytes, to: target)
    }

    /// Writes `bytes` to `path` atomically and reads them back.
    func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        do {
            try fileSystem.createDirectory(at: SiteWriter.folder(of: path))
            try fileSystem.writeAtomically(bytes, to: path)
        } catch { throw FileWriteError(path: path, reason: "\(error)") }
        guard (try? fileSystem.bytes(of: path)) == bytes else {
            throw FileWriteError(path: path, reason: "it did not read back as written")
        }
    }

    func remove(_ path: String) throws(FileWriteError) {
        do { try fileSystem.remove(at: path) } catch { throw FileWriteError(path: path, reason: "\(error)") }
    }
}
