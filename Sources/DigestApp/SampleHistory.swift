import DigestCore
import DigestSite
import Foundation

/// Keeps the sample's weeks out of a real history: `run --sample` marks the history it writes,
/// refuses a folder that holds your own weeks, and a real run into a sample's folder starts a
/// fresh history.
struct SampleHistory {
    let folders: SiteFolders

    /// Makes the history ready for a run from the sample (`sample`) or from the live sources; a
    /// fresh start is told on standard output unless `quiet`.
    func prepare(sample: Bool, quiet: Bool) throws(RunError) {
        let marker = folders.history + "/" + HistoryFolder.sampleMarker
        if sample {
            if !folders.holdsSample, folders.holdsWeeks {
                throw .usage(
                    "\(folders.output) holds your own weeks (stored in \(folders.history)), and the sample's weeks never join them, so nothing was written: try the sample in another folder, such as `weekly-digest run --sample --output /tmp/digest-sample`."
                )
            }
            guard !folders.holdsSample else { return }
            do { try folders.fileSystem.writeAtomically(Data("written by run --sample\n".utf8), to: marker) } catch {
                throw .failure("Cannot write \(marker): \(error)")
            }
            return
        }
        guard folders.holdsSample else { return }
        if !quiet {
            print(
                "\(folders.output) held the sample's weeks, which are not part of your history: a fresh history starts in \(folders.history), and the sample's pages go once this run's are written."
            )
        }
        // The weeks go first and the marker last, so a run killed between finishes this next time.
        do {
            for name in [SitePath.weeks, HistoryFolder.pagesMarker, HistoryFolder.sampleMarker] {
                let path = folders.history + "/" + name
                try folders.fileSystem.removeTree(at: path)
            }
        } catch {
            throw .failure(
                "Cannot clear the sample's weeks from \(folders.history): \(error). Remove that folder and run again.")
        }
    }
}
