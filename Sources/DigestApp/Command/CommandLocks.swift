import DigestSite
import DigestSystem

/// The locks commands take so that one writer at a time touches the output or the state folder.
enum CommandLocks {
    /// The output folder's lock, for a command that writes the site (or reads it whole to publish),
    /// with the folder made ready: what a killed command left cleared, and a folder holding a
    /// symbolic link refused (``refuseLinks(in:command:)``), and what that walk of it found.
    static func output(
        _ folder: String, command: String, wait: Int
    ) throws(RunError) -> (lock: FolderLock, entries: SiteEntries) {
        let lock: FolderLock
        do {
            lock = try FolderLock.acquire(
                FolderLock.outputName, in: folder, holder: "weekly-digest \(command)", wait: Double(wait))
        } catch {
            if case .unusable(let cause) = error.problem {
                throw .failure(
                    "Cannot write the output folder \(folder): \(cause). Nothing was changed; use --output or DIGEST_OUTPUT to name a folder you can write."
                )
            }
            throw .failure(error.description)
        }
        // A command killed while writing may have left temporary files anywhere in the site: they
        // are cleared here, once, so the writers need not look in each folder. Before the links are
        // looked for: a refusal releases the lock, and with it the sign that a killed command came before.
        if lock.followsKilledHolder { SiteWriter(fileSystem: LocalFileSystem()).removeAllLeftovers(under: folder) }
        let entries = try refuseLinks(in: folder, command: command)
        return (lock, entries)
    }

    /// Stops `command` when the site in `folder` holds a symbolic link, or says what the walk found.
    ///
    /// The site never reaches outside itself, so nothing is read through a link, written through it
    /// or published.
    @discardableResult
    static func refuseLinks(in folder: String, command: String) throws(RunError) -> SiteEntries {
        let entries = LocalFileSystem().entries(under: folder)
        let links = entries.links
        guard let first = links.first else { return entries }
        let named = links.prefix(5).map { "\(folder)/\($0)" }.joined(separator: ", ")
        let more = links.count > 5 ? " and \(links.count - 5) more" : ""
        throw .failure(
            "\(named)\(more) \(links.count == 1 ? "is a symbolic link" : "are symbolic links"), and the site never follows a link out of itself, so `\(command)` changed and sent nothing. Remove \(links.count == 1 ? "it" : "them") (rm '\(folder)/\(first)'), move the real files there if they belong to the site, and run again."
        )
    }

    /// The state folder's lock, for a command that writes the ledger or the outbox.
    static func state(_ folder: String, command: String, wait: Int) throws(RunError) -> FolderLock {
        do {
            return try FolderLock.acquire(
                FolderLock.stateName, in: folder, mode: 0o700, holder: "weekly-digest \(command)", wait: Double(wait))
        } catch {
            if case .unusable(let cause) = error.problem {
                throw .failure(
                    "The state folder \(folder) cannot be written: \(cause). Nothing was sent; free space there, or set DIGEST_STATE to a folder you can write."
                )
            }
            throw .failure(error.description)
        }
    }
}
