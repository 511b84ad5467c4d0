import Foundation

/// Where a site's stored history lives: `<state>/sites/<name>-<key>`, one folder per output
/// folder, outside it, so nothing a web server or a publish target serves from the output folder
/// holds it.
///
/// `<name>` is the output folder's own name (for a person reading the state folder) and `<key>`
/// sixteen hex digits of its absolute path with links resolved, so two sites never share a
/// history and one site reached by two paths has one.
package enum HistoryFolder {
    /// The folder under the state folder that holds every site's history.
    package static let sites = "sites"
    /// The file in a history folder that marks it as the sample's (`run --sample`).
    package static let sampleMarker = "sample"
    /// The file in a history folder naming the rules the public pages were last made with
    /// (``NameRules/summary``); a site whose file says otherwise is rendered again before it is
    /// written to or published.
    package static let pagesMarker = "pages-made-with"
    /// Where a stored week that differed from the one already in the history is set aside by the move.
    package static let setAside = "set-aside"

    /// The history folder of the site in `output`, under `state`.
    package static func path(forOutput output: String, state: String) -> String {
        let canonical = canonicalPath(output)
        let name = canonical.split(separator: "/").last.map(String.init) ?? "root"
        return state + "/" + sites + "/" + readable(name) + "-" + key(canonical)
    }

    /// `path` made absolute (against the working folder) with `.` and `..` and links resolved.
    static func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// `name` with only letters, digits, `.`, `_` and `-` kept (others become `_`), at most 40 of them.
    static func readable(_ name: String) -> String {
        let kept = name.unicodeScalars.prefix(40).map { scalar -> Character in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "._-".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        }
        let text = String(kept)
        return text.hasPrefix(".") ? "_" + text.dropFirst() : text
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes, in sixteen hex digits: stable across runs
    /// and builds, unlike Swift's `Hasher`.
    static func key(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
