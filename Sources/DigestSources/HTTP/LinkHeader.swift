import Foundation

/// Reads a `Link` header (RFC 8288): `<https://…?page=2>; rel="next", <…>; rel="last"`.
enum LinkHeader {
    /// The target of each relation in `value` (lowercased names; the first target of a name wins),
    /// resolved against `base`.
    ///
    /// Malformed parts are skipped, never fatal.
    static func targets(_ value: String, relativeTo base: URL? = nil) -> [String: URL] {
        var result: [String: URL] = [:]
        var rest = Substring(value)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let target = rest[rest.index(after: open)..<close]
            let parameters = parametersUpToNextLink(rest[rest.index(after: close)...])
            rest = rest[parameters.endIndex...]
            guard
                let url = URL(string: String(target).trimmingCharacters(in: .whitespaces), relativeTo: base)?
                    .absoluteURL,
                let relations = relation(in: parameters)
            else { continue }
            for name in relations.split(separator: " ") where result[name.lowercased()] == nil {
                result[name.lowercased()] = url
            }
        }
        return result
    }

    /// The text after one `<target>` up to the comma that starts the next link (commas inside quotes do not count).
    static func parametersUpToNextLink(_ text: Substring) -> Substring {
        var quoted = false
        for index in text.indices {
            switch text[index] {
            case "\"": quoted.toggle()
            case "," where !quoted: return text[..<index]
            default: break
            }
        }
        return text
    }

    /// The value of the `rel` parameter in `; rel="next"` or `; rel=next`.
    static func relation(in parameters: Substring) -> String? {
        for parameter in parameters.split(separator: ";") {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "rel" else { continue }
            return pair[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                .trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}
