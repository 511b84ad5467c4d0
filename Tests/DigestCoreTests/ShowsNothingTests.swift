import Foundation
import TestSupport
import Testing

@testable import DigestCore

/// `SingleLine.showsNothing` says what the squeezed and trimmed text says, without making it.
struct ShowsNothingTests {
    /// What the text shows once squeezed onto one line, format characters as spaces, and trimmed.
    static func squeezedAway(_ text: String) -> Bool {
        SingleLine.squeezed(text, formatCharacters: true).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    static let odd = [
        "", " ", "   ", "\u{200B}\u{2060}", "\n\r\t", "\u{3000}", "\u{00A0}", "\u{2028}\u{2029}", "\u{0085}",
        "\u{FEFF}", "\u{202E}", "\u{7F}\u{1B}", "\u{1680}\u{2000}\u{200A}\u{202F}\u{205F}", " \u{0301}", "a",
        " a ", "\u{200B}x\u{200B}", "日本語", "\u{3000}記事", "🙂", "\u{FE0F}", "\u{00AD}", "\u{034F}", "<", "\u{FFFD}",
    ]

    @Test(arguments: odd)
    func agreesWithTheSqueezedText(text: String) {
        #expect(SingleLine.showsNothing(text) == Self.squeezedAway(text))
    }

    /// Random texts drawn from the characters that show nothing and a few that do.
    @Test func agreesOnRandomTexts() {
        let pieces: [Unicode.Scalar] = [
            " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{2028}", "\u{200B}", "\u{200D}",
            "\u{2060}",
            "\u{FEFF}", "\u{202A}", "\u{3000}", "\u{1B}", "\u{9F}", "\u{0301}", "a", "語", "\u{FE0F}", "\u{00AD}",
        ]
        var generator = SeededRandom(seed: 58)
        var agreed = 0
        for _ in 0..<5000 {
            let length = Int.random(in: 0...6, using: &generator)
            // Mostly scalars that show nothing, so that both answers come up often.
            let scalars = (0..<length).map { _ in
                pieces[Int.random(in: Bool.random(using: &generator) ? 0..<16 : 0..<pieces.count, using: &generator)]
            }
            let text = String(String.UnicodeScalarView(scalars))
            #expect(SingleLine.showsNothing(text) == Self.squeezedAway(text), "\(text.unicodeScalars.map(\.value))")
            if SingleLine.showsNothing(text) { agreed += 1 }
        }
        #expect(agreed > 500, "texts that show nothing came up \(agreed) times")
    }
}
