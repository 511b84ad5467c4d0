import DigestCore
import Foundation

extension SettingsFile {
    /// The settings in `text`, or a usage error naming the file, the line and what to write instead.
    ///
    /// No message quotes the line or its value: a line that fails to parse may hold a password
    /// (`SMTP_PASSWORD hunter2`), and the file may be another file altogether (`--config
    /// /etc/shadow`). Only a setting's name is shown, or a name shaped like one.
    static func parse(_ text: String, path: String, home: String) throws(RunError) -> [String: String] {
        if text.contains("\u{0}") {
            throw .usage("\(path) is not a settings file: it holds binary data. Name the file of NAME=value lines.")
        }
        var values: [String: String] = [:]
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let at = "\(path):\(index + 1)"
            var line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("export ") { line = String(line.dropFirst(7)).trimmingCharacters(in: .whitespaces) }
            guard let equals = line.firstIndex(of: "=") else {
                let name = String(line.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
                let hint = knownNames.contains(name) ? " (it starts with \(name): write \(name)=value)" : ""
                let first = values.isEmpty ? "; if this is not a settings file, name the one that is" : ""
                throw .usage("\(at): expected NAME=value, and the line has no '='\(hint)\(first).")
            }
            let name = String(line[..<equals])
            guard knownNames.contains(name) else {
                let hint =
                    suggestion(for: name).map { "; did you mean \($0)?" }
                    ?? "; see `weekly-digest doctor` for the settings."
                let shown =
                    isShownName(name) ? name : "the name before '=' (not shown: it is not shaped like a setting)"
                throw .usage("\(at): \(shown) is not a setting\(hint)")
            }
            values[name] = try value(String(line[line.index(after: equals)...]), of: name, at: at, home: home)
        }
        return values
    }

    /// Whether `name` may be quoted in a message.
    ///
    /// Only capital letters, digits and `_`, as every setting is, and short: anything else may be a
    /// secret pasted in the wrong place.
    static func isShownName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isUppercase, name.count <= 64 else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "_") }
    }

    /// The value of `name` as written after `=`: quoted or bare, expanded.
    static func value(_ written: String, of name: String, at: String, home: String) throws(RunError) -> String {
        let text = written.trimmingCharacters(in: .whitespaces)
        if let quote = text.first, quote == "'" || quote == "\"" {
            let body = text.dropFirst()
            guard let close = body.firstIndex(of: quote) else {
                throw .usage("\(at): the value of \(name) opens a quote (\(quote)) it never closes.")
            }
            let after = body[body.index(after: close)...].trimmingCharacters(in: .whitespaces)
            guard after.isEmpty || after.hasPrefix("#") else {
                throw .usage(
                    "\(at): something follows the closing quote of \(name)'s value; put the whole value inside the quotes."
                )
            }
            let inside = String(body[..<close])
            return quote == "'" ? inside : try expanded(checked: inside, at: at, home: home)
        }
        // A bare value ends at a comment; a space inside it would run a command in the cron hook's shell.
        let bare = text.range(of: " #").map { String(text[..<$0.lowerBound]) } ?? text
        let expandedBare = try expanded(checked: bare, at: at, home: home)
        guard !bare.contains(where: \.isWhitespace) else {
            throw .usage(
                "\(at): a value with spaces must be quoted: write \(name)=\"…\" (or in single quotes, taken as written)."
            )
        }
        return expandedBare
    }

    /// `value` with `~`, `$HOME` and `${HOME}` expanded; any other `$` or a backtick is refused.
    static func expanded(checked value: String, at: String, home: String) throws(RunError) -> String {
        let result = expanded(value, home: home)
        if result.contains("`") || result.contains("$") {
            throw .usage(
                "\(at): only ~, $HOME and ${HOME} are expanded, never another variable or a command; write the value out."
            )
        }
        return result
    }

    /// `value` with a leading `~`, `$HOME` and `${HOME}` replaced by `home`, in one pass (a value
    /// of a megabyte of `$HOME` is read once, not searched again from its start at each).
    static func expanded(_ value: String, home: String) -> String {
        var rest = Substring(value), result = ""
        if rest == "~" || rest.hasPrefix("~/") {
            result = home
            rest = rest.dropFirst()
        }
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let from = rest[dollar...]
            if from.hasPrefix("${HOME}") {
                result += home
                rest = from.dropFirst(7)
            } else if from.hasPrefix("$HOME"),
                from.dropFirst(5).first.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true
            {
                result += home
                rest = from.dropFirst(5)
            } else {
                result += "$"
                rest = from.dropFirst()
            }
        }
        return result + rest
    }

    /// The longest name a suggestion is looked for: a setting's name is at most a few dozen letters.
    static let longestSuggested = 64

    /// The known name closest to `name`, when it is close enough to be a typo.
    static func suggestion(for name: String) -> String? {
        // A longer one is no typo of a setting, and comparing a megabyte with each would be slow.
        guard name.count <= longestSuggested else { return nil }
        let upper = name.uppercased()
        let scored = knownNames.map { ($0, distance(upper, $0)) }.filter { $0.1 <= max(3, upper.count / 3) }
        return scored.min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }?.0
    }

    /// Levenshtein distance between `a` and `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let kept = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = kept
            }
        }
        return row[b.count]
    }
}
