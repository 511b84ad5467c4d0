import DigestCore
import DigestSite
import Foundation

/// Keeps the sample's weeks out of a real history: `run --sample` marks the history it writes,
/// refuses a folder that holds your own weeks, and a real run into a sample's folder starts a
/// fresh history.
struct SampleHistory {
    let folders: SiteFolders

    /// Makes the history ready for a run from the sample (`sample`) or from the live sources; the
    /// sentence that tells of a fresh start, or nil.
    func prepare(sample: Bool) throws(RunError) -> String? {
        let marker = folders.history + "/" + HistoryFolder.sampleMarker
        if sample {
            if !folders.holdsSample, folders.holdsWeeks {
                throw .usage(
                    "\(folders.output) holds your own weeks (stored in \(folders.history)), and the sample's weeks never join them, so nothing was written: try the sample in another folder, such as `weekly-digest run --sample --output /tmp/digest-sample`."
                )
            }
            guard !folders.holdsSample else { return nil }
            do { try folders.fileSystem.writeAtomically(Data("written by run --sample\n".utf8), to: marker) } catch {
                throw .failure("Cannot write \(marker): \(error)")
            }
            return nil
        }
        guard folders.holdsSample else { return nil }
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
        return
            "\(folders.output) held the sample's weeks, which are not part of your history: a fresh history starts in \(folders.history), and the sample's pages go once this run's are written."
    }
}
