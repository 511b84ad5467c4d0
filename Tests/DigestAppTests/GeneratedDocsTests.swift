import Foundation
import TestSupport
import Testing

@testable import DigestApp

/// The per-source settings of `docs/configuration.md` and `cron/digest.env.example` are written
/// from the catalogue: each source's settings, what they mean, their defaults and examples.
///
/// `scripts/generate-docs.sh` writes them (this suite with `UPDATE_DOCS=1`); run plainly, as in
/// `swift test` and CI, it fails while a file differs from what the catalogue says.
struct GeneratedDocsTests {
    /// What marks the generated part of a file: its first line and its last.
    struct Block {
        var file: String
        var start: String
        var end: String
    }

    static let table = Block(
        file: "docs/configuration.md",
        start: "<!-- The sources' settings, written from the catalogue by scripts/generate-docs.sh. -->",
        end: "<!-- End of the sources' settings. -->")
    static let cron = Block(
        file: "cron/digest.env.example",
        start: "# >>> Sources, written from the catalogue by scripts/generate-docs.sh: uncomment the ones you use.",
        end: "# <<< Sources.")

    /// One row a setting, each source's after its heading's link, in the catalogue's order.
    static func tableLines() -> [String] {
        var lines = ["| variable | default | what it sets | more |", "| --- | --- | --- | --- |"]
        for about in SourceCatalogue.abouts {
            for setting in about.settings {
                // Plain text in Markdown: a '<' would start an HTML tag there.
                var meaning = setting.meaning.replacingOccurrences(of: "<", with: "&lt;")
                if setting.turnsOn { meaning += "; turns \(about.name) on" }
                if setting.isSecret { meaning += "; a secret" }
                lines.append(
                    "| `\(setting.name)` | \(setting.standard ?? "none") | \(meaning) | [\(about.name)](#\(about.docs)) |"
                )
            }
        }
        // A blank line ends the table before the closing marker.
        return lines + [""]
    }

    /// Each source's settings, commented out, with their examples.
    static func cronLines() -> [String] {
        SourceCatalogue.abouts.flatMap { about in
            ["# \(about.name) (docs/configuration.md#\(about.docs))"]
                + about.settings.map { "# \($0.name)=\($0.example)" }
        }
    }

    /// `text` with the lines between `block`'s markers made `lines`; nil when a marker is missing.
    static func replacing(_ block: Block, in text: String, with lines: [String]) -> String? {
        var all = text.components(separatedBy: "\n")
        guard let start = all.firstIndex(of: block.start), let end = all.firstIndex(of: block.end), start < end
        else { return nil }
        all.replaceSubrange(start + 1..<end, with: lines)
        return all.joined(separator: "\n")
    }

    static func check(_ block: Block, _ lines: [String]) throws {
        let url = BinaryRunner.repository.appendingPathComponent(block.file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let wanted = try #require(Self.replacing(block, in: text, with: lines), "\(block.file) lacks its markers")
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1", wanted != text {
            try wanted.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(wanted == text, "\(block.file) differs from the catalogue: run scripts/generate-docs.sh")
    }

    @Test func theConfigurationTableIsTheCatalogues() throws {
        try Self.check(Self.table, Self.tableLines())
    }

    @Test func theCronExamplesSourcesAreTheCatalogues() throws {
        try Self.check(Self.cron, Self.cronLines())
    }

    /// Every source's link leads to a heading of the page (GitHub's anchors: lower case, spaces
    /// as '-', punctuation dropped).
    @Test(arguments: SourceCatalogue.abouts.map(\.docs))
    func everySourcesAnchorIsAHeading(anchor: String) throws {
        let docs = try String(
            contentsOf: BinaryRunner.repository.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        let anchors = docs.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
            String(
                heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
                    .compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : nil) })
        }
        #expect(anchors.contains(anchor), "no heading makes #\(anchor)")
    }

    @Test func aFileWithoutItsMarkersIsNamedNotRewritten() {
        #expect(Self.replacing(Self.table, in: "# Configuration\n", with: ["x"]) == nil)
        let reversed = "\(Self.table.end)\nold\n\(Self.table.start)\n"
        #expect(Self.replacing(Self.table, in: reversed, with: ["x"]) == nil)
        let text = "a\n\(Self.table.start)\nold\nrows\n\(Self.table.end)\nb\n"
        #expect(
            Self.replacing(Self.table, in: text, with: ["new"]) == "a\n\(Self.table.start)\nnew\n\(Self.table.end)\nb\n"
        )
    }
}
