import DigestSystem

/// The output folder's lock (released when the last copy of this goes), with what the lock's walk
/// found in the site: nil when the site changed after the walk (stored weeks moved out of it).
struct OutputLock: Sendable {
    /// The lock itself.
    let lock: FolderLock
    /// The site's links (none, or the lock was refused) and files, as the walk found them.
    let entries: SiteEntries?
    /// What taking it did that the user is told: the sentence about the stored weeks moved out of
    /// the output folder, or nil.
    var moved: String? = nil
}
