import Foundation

/// The help texts' words about the sources, from the catalogue, so that `--help` names every one.
package enum SourceHelp {
    /// What the program gathers, for the top-level help.
    package static var gathers: String { SourceCatalogue.gathers }

    /// `run --help`'s paragraphs on what turns each source on and how each is read.
    package static var run: String {
        let switches = SourceCatalogue.abouts.map { about in
            "\(SourceCatalogue.sentence(about.switches, and: "or")) (\(about.name))"
        }
        let reading = SourceCatalogue.abouts.compactMap { about -> String? in
            if case .reading = about.part { about.name } else { nil }
        }
        return """
            Sources are turned on by their settings: \(switches.joined(separator: ", ")). The \
            reading list is one list across \(SourceCatalogue.sentence(reading)), and the links you \
            shared one list across networks. With --sample the bundled sample week is used \
            instead: no network and no keys.

            The reading list holds up to DIGEST_READING_LIST_MAX (default 15; QIITA_MAX_ARTICLES \
            is its old name) articles created in the week, every source's ranked together, none \
            listed in the previous 12 weeks. \
            \(SourceCatalogue.abouts.map(\.runHelp).joined(separator: " ")) Reposts, boosts and \
            posts with images are left out on every network. A network that fails keeps the links \
            a rerun stored before.
            """
    }

    /// `doctor --help`'s sentence on how each source is tried: each source's part, whatever it
    /// ends with, joined by semicolons, the last ending the sentence.
    package static var doctor: String {
        SourceCatalogue.abouts.map { $0.doctorHelp.trimmingCharacters(in: CharacterSet(charactersIn: ";. ")) }
            .joined(separator: "; ") + "."
    }
}
