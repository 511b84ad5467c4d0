/// A week as a note in a notes vault (`publish --to vault:DIR`): YAML front matter a query can read
/// (Obsidian's Dataview, Logseq), then the week's Markdown.
///
/// DigestRender makes one from a week (`VaultNote+Week`); DigestDelivery's `VaultNoteMerge` puts
/// its Markdown between weekly-digest's markers and keeps what the user wrote around them.
package struct VaultNote: Sendable, Equatable {
    /// One entry of the front matter: a key and its value, already YAML (one line).
    package struct Field: Sendable, Equatable {
        package var key: String
        package var value: String

        /// Creates an entry.
        package init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    /// The entry that marks a note as weekly-digest's: a note without it is never written over.
    package static let marker = Field(key: "generator", value: "weekly-digest")

    /// The front matter, the marker first.
    package var fields: [Field]
    /// The week's Markdown (`digest.md` in the note's view), without its last line break.
    package var markdown: String

    /// A note of these fields (the marker first) and this Markdown.
    package init(fields: [Field], markdown: String) {
        self.fields = fields
        var text = markdown.unicodeScalars
        while let last = text.last, last == "\n" || last == "\r" { text.removeLast() }
        self.markdown = String(text)
    }

    /// The keys weekly-digest writes: the front matter's other keys are the user's, and kept.
    package var keys: Set<String> { Set(fields.map(\.key)) }

    /// The front matter's lines, without the `---` around them.
    package var frontMatter: [String] { fields.map { "\($0.key): \($0.value)" } }
}
