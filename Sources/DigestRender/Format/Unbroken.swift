import DigestCore

/// Keeps a figure on one line in HTML: `6 h 10 m`, `65 likes`, `2時間40分`, `記事 8本`.
///
/// Spaces become no-break spaces; between two Japanese characters, or a digit and one, a word
/// joiner (U+2060) forbids the break a browser would otherwise allow there. Both are invisible
/// and ignored by screen readers; plain text (the subject, the text email, the feed) does not use
/// this.
enum Unbroken {
    /// `figure` with no place a line may break.
    static func text(_ figure: String) -> String {
        // Built as UTF-8 bytes and made a String once: appending to a String's scalars took a
        // tenth of the archive page, which has a figure for each of a site's weeks.
        var result: [UInt8] = []
        result.reserveCapacity(figure.utf8.count + 8)
        var previous: Unicode.Scalar?
        for scalar in figure.unicodeScalars {
            let current: Unicode.Scalar = scalar == " " ? "\u{00A0}" : scalar
            if let previous, joins(previous, current) { result.append(contentsOf: "\u{2060}".utf8) }
            UTF8.encode(current) { result.append($0) }
            previous = current
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `sentence` with each number joined to the word after it by a no-break space: a sentence
    /// such as "reaches back only 7 days" never leaves "7" at the end of a line.
    static func numbers(_ sentence: String) -> String {
        var result = String.UnicodeScalarView()
        var afterDigit = false
        for scalar in sentence.unicodeScalars {
            if scalar == " ", afterDigit {
                result.append("\u{00A0}")
            } else {
                result.append(scalar)
            }
            afterDigit = ("0"..."9").contains(scalar)
        }
        return String(result)
    }

    /// Whether a line could break between `left` and `right` without a joiner: ideographs and
    /// kana allow a break on either side, except next to a no-break space.
    static func joins(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Bool {
        let leftJapanese = isJapanese(left), rightJapanese = isJapanese(right)
        guard leftJapanese || rightJapanese, left != "\u{00A0}", right != "\u{00A0}" else { return false }
        // Without an array a pair: this runs for every character of every figure on every page.
        func allows(_ scalar: Unicode.Scalar, _ japanese: Bool) -> Bool {
            japanese || scalar.isASCII || scalar.properties.numericType != nil
        }
        return allows(left, leftJapanese) && allows(right, rightJapanese)
    }

    /// Han, hiragana, katakana and the CJK symbols and full-width forms they are written with.
    static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF: return true
        default: return false
        }
    }
}
