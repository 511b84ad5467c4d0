import DigestCore
import DigestSystem
import Foundation

/// Writes a week's notes into a notes vault (`publish --to vault:DIR`): each note whole (written
/// atomically), only when it changed, and never over a file that is not weekly-digest's.
package struct VaultPublisher: Sendable {
    /// What a publish to a vault did.
    package struct Report: Sendable, Equatable {
        /// The notes written (new or changed), relative to the vault.
        package var written: [String] = []
        /// How many notes were as they were.
        package var unchanged = 0
        /// The files left as they are, and why.
        package var refused: [Refused] = []
    }

    /// A file at a note's place left as it is, relative to the vault, and why.
    package struct Refused: Sendable, Equatable {
        package var file: String
        package var why: String
    }

    /// Where the files are read and written.
    let fileSystem: any FileSystem

    /// Creates a publisher writing through `fileSystem`.
    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The prefix of a `--to` value that names a vault.
    package static let scheme = "vault:"

    /// The vault's folder of a `--to` value, `vault:DIR` (made absolute); nil for any other target.
    package static func folder(of target: String) throws(PublishError) -> String? {
        let value = target.trimmingCharacters(in: .whitespaces)
        guard value.hasPrefix(scheme) else { return nil }
        let folder = String(value.dropFirst(scheme.count))
        guard !folder.isEmpty, !folder.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw .badTarget(target, "vault: needs the folder of your notes, such as vault:$HOME/Notes/Weekly")
        }
        return folder.hasPrefix("/") ? folder : URL(fileURLWithPath: folder).standardizedFileURL.path
    }

    /// Writes `notes` (by name, relative to `vault`) into `vault`, made when missing.
    package func publish(_ notes: [String: VaultNote], to vault: String) throws(PublishError) -> Report {
        var report = Report()
        do { try fileSystem.createDirectory(at: vault) } catch {
            throw .unwritable("Cannot make the vault's folder \(vault): \(error)")
        }
        removeLeftovers(of: Array(notes.keys), in: vault)
        for name in notes.keys.sorted() {
            guard let note = notes[name] else { continue }
            let path = vault + "/" + name
            let bytes: [UInt8]
            do {
                guard let existing = try fileSystem.bytes(of: path) else {
                    bytes = Array(VaultNoteMerge.fresh(note).utf8)
                    try write(bytes, to: path, vault: vault)
                    report.written.append(name)
                    continue
                }
                bytes = try VaultNoteMerge.merged(note, into: existing)
                if bytes == existing {
                    report.unchanged += 1
                    continue
                }
            } catch let refusal as VaultNoteMerge.Refusal {
                report.refused.append(Refused(file: name, why: refusal.description))
                continue
            } catch let error as PublishError {
                throw error
            } catch {
                report.refused.append(Refused(file: name, why: "it cannot be read as a file (\(error))"))
                continue
            }
            try write(bytes, to: path, vault: vault)
            report.written.append(name)
        }
        return report
    }

    func write(_ bytes: [UInt8], to path: String, vault: String) throws(PublishError) {
        let folder = NSString(string: path).deletingLastPathComponent
        do {
            if folder != vault { try fileSystem.createDirectory(at: folder) }
            try fileSystem.writeAtomically(bytes, to: path)
        } catch {
            throw .unwritable("Cannot write the note \(path): \(error). The notes before it were written.")
        }
    }

    /// Removes the temporary files a killed publish left beside `names`' notes (`.<note>.tmp-<id>`,
    /// as ``FileSystem/writeAtomically(_:to:)`` names them): those alone, never a file of the user's.
    func removeLeftovers(of names: [String], in vault: String) {
        let byFolder = Dictionary(grouping: names) { NSString(string: vault + "/" + $0).deletingLastPathComponent }
        for (folder, notes) in byFolder {
            let prefixes = notes.map { "." + NSString(string: $0).lastPathComponent + ".tmp-" }
            for name in fileSystem.names(in: folder) where prefixes.contains(where: { name.hasPrefix($0) }) {
                try? fileSystem.remove(at: folder + "/" + name)
            }
        }
    }
}
