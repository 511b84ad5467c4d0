import DigestSite

/// The sentence for snapshots that could not be read: named, kept, and what to do about them.
struct UnreadableSnapshots: CustomStringConvertible {
    let errors: [SnapshotError]

    init(_ errors: [SnapshotError]) {
        self.errors = errors
    }

    var description: String {
        let paths = errors.map(\.path)
        let named = paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? " and \(paths.count - 5) more" : "")
        return
            "\(paths.count) \(paths.count == 1 ? "snapshot" : "snapshots") could not be read and \(paths.count == 1 ? "is" : "are") left out of the site: \(named). "
            + "The files are kept where they are, since their data may not be fetchable again: repair them (the warnings say what is wrong), or restore them from a backup or a published copy."
    }
}
