import TestSupport
import Testing

@testable import DigestRender

/// Figures kept on one line in HTML: no-break spaces, and word joiners only where Japanese allows a break.
struct UnbrokenTests {
    @Test(arguments: [
        ("6 h 10 m", "6\u{00A0}h\u{00A0}10\u{00A0}m"),
        ("65 likes", "65\u{00A0}likes"),
        ("2時間40分", "2\u{2060}時\u{2060}間\u{2060}40\u{2060}分"),
        ("65 いいね", "65\u{00A0}い\u{2060}い\u{2060}ね"),
        ("記事 8本", "記\u{2060}事\u{00A0}8\u{2060}本"),
        ("11月17日(火)", "11\u{2060}月\u{2060}17\u{2060}日\u{2060}(\u{2060}火\u{2060})"),
        ("", ""),
        ("Swift", "Swift"),
        ("<b> & \"x\"", "<b>\u{00A0}&\u{00A0}\"x\""),
    ])
    func figuresAreKeptTogether(text: String, expected: String) {
        #expect(Unbroken.text(text) == expected)
    }

    @Test func theVisibleTextIsUnchanged() {
        let samples = ["6 h 10 m", "2時間40分", "コーディングした6日間", "約6分で読めます", "±0 m"]
        for sample in samples {
            let visible = Unbroken.text(sample).unicodeScalars.filter { $0 != "\u{2060}" }
                .map { $0 == "\u{00A0}" ? " " : String($0) }.joined()
            #expect(visible == sample)
        }
    }

    /// ASCII figures, short (held in the string itself) and long, are only given no-break spaces.
    @Test(arguments: 1...10)
    func asciiFiguresOnlyGainNoBreakSpaces(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let pieces = [
            "6", " ", "h", "10", "m", "  ", "likes", "·", "+1", "(", "%", "\t", "a long figure of many words",
        ]
        for _ in 0..<300 {
            let figure = (0..<Int.random(in: 0...9, using: &random)).map { _ in
                pieces.randomElement(using: &random) ?? ""
            }.joined()
            var expected = String.UnicodeScalarView()
            var previous: Unicode.Scalar?
            for scalar in figure.unicodeScalars {
                let current: Unicode.Scalar = scalar == " " ? "\u{00A0}" : scalar
                if let previous, Unbroken.joins(previous, current) { expected.append("\u{2060}") }
                expected.append(current)
                previous = current
            }
            #expect(Unbroken.text(figure) == String(expected), "\(figure.debugDescription)")
        }
    }

    /// A huge ASCII figure (a hostile name, not a real duration) is made on the heap rather than
    /// the stack, every space still a no-break space and nothing else changed.
    @Test func aHugeASCIIFigureIsKeptTogetherWhole() {
        let figure = String(repeating: "10 m ", count: 40_000)
        let made = Unbroken.text(figure)
        #expect(Array(made.utf8) == Array(String(figure.map { $0 == " " ? "\u{00A0}" : $0 }).utf8))
        #expect(made.utf8.count == figure.utf8.count + 40_000 * 2)
    }
}

/// Numbers in a notice's sentence stay with the word after them.
struct UnbrokenNumbersTests {
    @Test(arguments: [
        ("reaches back only 7 days, so", "reaches back only 7\u{00A0}days, so"),
        ("answered 503 twice", "answered 503\u{00A0}twice"),
        ("no numbers here", "no numbers here"),
        ("ends with 7", "ends with 7"),
        ("", ""),
    ])
    func eachNumberKeepsItsWord(sentence: String, expected: String) {
        #expect(Unbroken.numbers(sentence) == expected)
    }
}
