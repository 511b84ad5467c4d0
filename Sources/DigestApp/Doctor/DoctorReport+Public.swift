import DigestCore
import DigestSite
import DigestSystem

extension DoctorReport {
    /// Where the stored history is kept and what the public site and the email name of the
    /// latest stored week.
    mutating func checkPublic(_ config: Configuration, output: String) {
        let folders: SiteFolders
        do { folders = try SiteFolders(output: output, config: config, fileSystem: services.fileSystem) } catch {
            add("History", "✗ " + error.message)
            return
        }
        let move = SiteHistoryMove(output: output, history: folders.history, fileSystem: folders.fileSystem)
        let history = SnapshotStore(root: output, history: folders.history, fileSystem: folders.fileSystem)
        let legacy = SnapshotStore(root: output, history: output, fileSystem: folders.fileSystem)
        let pending = move.pending()
        let store = pending.isEmpty ? history : legacy
        let weeks = store.weeks()
        if !pending.isEmpty {
            add(
                "History",
                "\(pending.count) stored \(pending.count == 1 ? "week is" : "weeks are") still in \(output)/weeks, where a web server can serve them: the next run, render or publish moves them to \(folders.history)"
            )
        } else {
            add(
                "History",
                "\(folders.history): \(weeks.count) stored \(weeks.count == 1 ? "week" : "weeks")\(folders.holdsSample ? " (the sample's)" : ""), which this version keeps out of the site and every publish; back it up with the state folder"
            )
        }
        for (target, record) in PublishRecord.load(folders.history, fileSystem: folders.fileSystem).targets.sorted(by: {
            $0.key < $1.key
        }) {
            if let warning = PublishRecord.warning(target, record) { add("Published", "⚠ " + warning) }
        }
        guard let latest = weeks.last, let stored = (try? store.load(latest)) ?? nil,
            let stats = stored.coding.value
        else {
            add("Public", "no stored week with coding time yet: by default the public site names no project")
            return
        }
        add("Public", "\(latest): " + config.names.audiences(stats))
        for warning in config.names.unmatched(stats) { add("", "⚠ " + warning) }
    }
}
