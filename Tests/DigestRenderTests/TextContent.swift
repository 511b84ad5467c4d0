import Foundation

/// The visible text of an HTML fragment: tags removed, the entities cmark emits decoded.
func textContent(ofHTML html: String) -> String {
    var text = ""
    var inTag = false
    for character in html {
        if character == "<" {
            inTag = true
            continue
        }
        if character == ">" && inTag {
            inTag = false
            continue
        }
        if !inTag { text.append(character) }
    }
    return
        text
        .replacingOccurrences(of: "&lt;", with: "<")
        .replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"")
        .replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&amp;", with: "&")
        .trimmingCharacters(in: .whitespacesAndNewlines)
}

/// How many times `needle` occurs in `haystack`.
func occurrences(of needle: String, in haystack: String) -> Int {
    haystack.components(separatedBy: needle).count - 1
}
