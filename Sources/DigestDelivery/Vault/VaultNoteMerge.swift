import DigestCore

/// A note already in the vault made current: weekly-digest's front matter keys and its block
/// replaced, every other key of the front matter and every byte outside the block kept.
package enum VaultNoteMerge {
    /// Why a file at a note's place is left as it is.
    package enum Refusal: Error, Equatable, CustomStringConvertible {
        /// It has no front matter with the marker: the user's own note.
        case notOurs
        /// It has the marker, but not the block's two lines once each.
        case block(ReadmeBlock.Problem)

        package var description: String {
            switch self {
            case .notOurs:
                "it is not a weekly-digest note (its front matter has no '\(VaultNote.marker.key): \(VaultNote.marker.value)'), so it is yours: rename it, or name the notes otherwise with DIGEST_VAULT_PATTERN"
            case .block(let problem):
                "its weekly-digest block cannot be found: \(problem)"
            }
        }
    }

    /// A new note's text: the front matter, then the Markdown between the block's markers (those
    /// of a profile README, ``ReadmeBlock``), lines ended by `lineEnd`.
    package static func fresh(_ note: VaultNote, lineEnd: String = "\n") -> String {
        let body = note.markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lines = ["---"] + note.frontMatter + ["---", "", ReadmeBlock.start] + body + [ReadmeBlock.end]
        return lines.joined(separator: lineEnd) + lineEnd
    }

    /// `existing` with `note` in it, or why it is left as it is.
    package static func merged(_ note: VaultNote, into existing: [UInt8]) throws(Refusal) -> [UInt8] {
        guard let text = String(validating: existing, as: UTF8.self) else { throw .notOurs }
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0))
        }
        let lineEnd = lines.first?.hasSuffix("\r") == true && lines.count > 1 ? "\r\n" : "\n"
        lines = lines.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        guard lines.first == "---", let close = lines.dropFirst().firstIndex(where: { $0 == "---" || $0 == "..." })
        else { throw .notOurs }
        let front = Array(lines[1..<close])
        let marker = "\(VaultNote.marker.key): \(VaultNote.marker.value)"
        guard front.contains(where: { $0.trimmingTrailingSpaces == marker }) else { throw .notOurs }
        let kept = userEntries(front, without: note.keys)
        lines.removeSubrange(0...close)
        let body = lines.joined(separator: lineEnd)
        let replaced: [UInt8]
        do { replaced = try ReadmeBlock.replacing(in: Array(body.utf8), with: note.markdown) } catch {
            throw .block(error)
        }
        let head = (["---"] + note.frontMatter + kept + ["---"]).joined(separator: lineEnd) + lineEnd
        return Array(head.utf8) + replaced
    }

    /// The lines of `front` that belong to keys not in `ours`.
    ///
    /// An entry is its key's line and the indented or list lines below it. Comments, and lines
    /// before any key, are kept too.
    static func userEntries(_ front: [String], without ours: Set<String>) -> [String] {
        var kept: [String] = [], keeping = true
        for line in front {
            if let key = topLevelKey(line) { keeping = !ours.contains(key) }
            if keeping || line.hasPrefix("#") { kept.append(line) }
        }
        return kept
    }

    /// The key of a top-level `key: value` line, or nil for a line inside an entry.
    static func topLevelKey(_ line: String) -> String? {
        guard let first = line.first, !" \t-#".contains(first), let colon = line.firstIndex(of: ":") else {
            return nil
        }
        return String(line[..<colon]).trimmingTrailingSpaces
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
