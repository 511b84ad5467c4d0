import DigestCore

extension SnapshotStore {
    /// The site's weeks as `weeks/index.json` holds them, or nil when it is missing or unreadable
    /// (the email then goes without its line of context; the next run rewrites the index).
    package func indexedHistory() -> WeekHistory? {
        guard let bytes = (try? fileSystem.bytes(of: indexPath)).flatMap({ $0 }),
            let index = SiteIndex.decode(bytes: bytes)
        else { return nil }
        return WeekHistory(index.weeks)
    }
}
