/// Why an article ranks higher: one of its tags names a language the user coded a lot this week.
package struct LanguageMatch: Sendable, Codable, Equatable {
    /// The article's tag, as the article spells it (`swift`).
    package var tag: String
    /// The language, as the coding source names it (`Swift`).
    package var language: String
    /// Seconds coded in that language this week.
    package var seconds: Int

    /// Creates a match.
    package init(tag: String, language: String, seconds: Int) {
        self.tag = tag
        self.language = language
        self.seconds = seconds
    }

    /// Whether the tag `tag` names the language `language`: compared without case, spaces, dots,
    /// hyphens or underscores, after common aliases (`golang` is Go, `js` JavaScript, `ShellScript` Bash).
    package static func tag(_ tag: String, names language: String) -> Bool {
        let key = canonical(tag)
        return !key.isEmpty && key == canonical(language)
    }

    static func canonical(_ name: String) -> String {
        let squeezed = String(name.lowercased().unicodeScalars.filter { !" .-_\t".unicodeScalars.contains($0) })
        return aliases[squeezed] ?? squeezed
    }

    static let aliases = [
        "golang": "go", "js": "javascript", "ts": "typescript", "py": "python", "python3": "python",
        "shellscript": "bash", "shell": "bash", "sh": "bash", "objc": "objectivec", "cpp": "c++",
        "csharp": "c#", "rb": "ruby", "kt": "kotlin", "rs": "rust", "vue": "vuejs",
    ]
}
