/// The colour of a language on every chart, the week's and the trends', page and email: a fixed
/// one for common languages, one picked from its name for the rest, grey for Other.
///
/// Colours are the stylesheet's `s0`…`s9` classes (`s7` is Other's grey), so each has a light
/// and a dark shade.
enum LanguageColor {
    /// The slots a language can have (all but Other's).
    static let slots = [0, 1, 2, 3, 4, 5, 6, 8, 9]
    /// Other's slot.
    static let otherSlot = 7

    /// Common languages, each with its own slot; those often coded together differ.
    static let known: [String: Int] = [
        "TypeScript": 0, "Swift": 1, "Bash": 2, "YAML": 3, "Markdown": 4, "JavaScript": 5, "Python": 6, "JSON": 8,
        "C": 9, "Go": 6, "Rust": 8, "Ruby": 9, "Kotlin": 4, "Java": 5, "HTML": 9, "CSS": 0, "C++": 3,
        "Objective-C": 2, "SQL": 8, "Shell": 2, "Dockerfile": 6, "TOML": 5, "PHP": 4, "C#": 3, "Dart": 0,
    ]

    /// The slot of `name`; Other (WakaTime's, or the chart's own) is grey.
    static func slot(of name: String, isOther: Bool = false) -> Int {
        if isOther || name == LanguageChart.other { return otherSlot }
        if let slot = known[name] { return slot }
        // FNV-1a over the name's bytes: the same name gives the same slot in every run and build.
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return slots[Int(hash % UInt32(slots.count))]
    }

    /// The CSS class of `name`: `s1`.
    static func cssClass(of name: String, isOther: Bool = false) -> String { "s\(slot(of: name, isOther: isOther))" }
}
