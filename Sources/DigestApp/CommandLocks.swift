import DigestPublish

/// The locks commands take so that one writer at a time touches the output or the state folder.
enum CommandLocks {
    /// The output folder's lock, for a command that writes the site (or reads it whole to publish).
    static func output(_ folder: String, command: String, wait: Int) throws(RunError) -> FolderLock {
        do {
            return try FolderLock.acquire(
                FolderLock.outputName, in: folder, holder: "weekly-digest \(command)", wait: Double(wait))
        } catch {
            if case .unusable(let cause) = error.problem {
                throw .failure(
                    "Cannot write the output folder \(folder): \(cause). Nothing was changed; use --output or DIGEST_OUTPUT to name a folder you can write."
                )
            }
            throw .failure(error.description)
        }
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
