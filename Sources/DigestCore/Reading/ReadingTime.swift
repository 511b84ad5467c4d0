/// Estimates reading time: Japanese text by characters, other text by words.
package enum ReadingTime {
    /// Characters of Japanese (kana, kanji) read in a minute.
    static let japaneseCharactersPerMinute = 500
    /// Words of other scripts read in a minute.
    static let wordsPerMinute = 200

    /// Whole minutes to read `body`, at least 1.
    package static func minutes(forBody body: String) -> Int {
        var japanese = 0
        var words = 0
        var inWord = false
        for scalar in body.unicodeScalars {
            if isJapanese(scalar) {
                japanese += 1
                inWord = false
            } else if isWordCharacter(scalar) {
                if !inWord { words += 1 }
                inWord = true
            } else {
                inWord = false
            }
        }
        let seconds = japanese * 60 / japaneseCharactersPerMinute + words * 60 / wordsPerMinute
        return max(1, (seconds + 30) / 60)
    }

    /// A letter (of any script) or an ASCII digit.
    ///
    /// ASCII is decided without Unicode's tables: a
    /// page of Qiita bodies is a few hundred thousand characters, counted before the next page is asked for.
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        case 0x00...0x7F: return false
        default: return scalar.properties.isAlphabetic
        }
    }

    static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F: return true
        default: return false
        }
    }
}
