import Foundation

/// Checks a JSON document against a JSON Schema (draft 2020-12), for the keywords weekly-digest's
/// own `week.schema.json` uses: `type`, `const`, `enum`, `pattern`, `minLength`, `minimum`,
/// `maximum`, `minItems`, `items`, `properties`, `required`, `additionalProperties`, `oneOf`,
/// and `$ref` to `#/$defs/…`.
///
/// A schema with any other keyword is refused when the check is made, so a schema that grows
/// one this does not know cannot pass a document it would reject.
package struct JSONSchemaCheck: Sendable {
    /// The keywords this check reads, and those that only describe.
    static let known: Set<String> = [
        "type", "const", "enum", "pattern", "minLength", "minimum", "maximum", "minItems", "items", "properties",
        "required", "additionalProperties", "oneOf", "$ref", "$defs", "$schema", "$id", "title", "description",
    ]

    let schema: JSONValue

    /// A check against `schema`, or nil when it uses a keyword this does not know (named in `unknown`).
    package init(schema: JSONValue) throws(JSONSchemaError) {
        if let keyword = Self.unknownKeyword(in: schema) { throw JSONSchemaError(problem: "uses \(keyword)") }
        self.schema = schema
    }

    /// What is wrong with `document`, one sentence each (at most `limit`); empty when it validates.
    package func problems(of document: JSONValue, limit: Int = 5) -> [String] {
        var found: [String] = []
        check(document, against: schema, at: "", into: &found, limit: limit)
        return found
    }

    func check(_ value: JSONValue, against rule: JSONValue, at path: String, into found: inout [String], limit: Int) {
        guard found.count < limit, let rule = rule.object else { return }
        let place = path.isEmpty ? "the document" : path
        func fail(_ text: String) { if found.count < limit { found.append("\(place) \(text)") } }
        if case .string(let reference)? = rule["$ref"] {
            guard let target = resolve(reference) else { return fail("names \(reference), which is not in the schema") }
            check(value, against: target, at: path, into: &found, limit: limit)
        }
        if case .array(let choices)? = rule["oneOf"] {
            let passing = choices.filter { choice in
                var inner: [String] = []
                check(value, against: choice, at: path, into: &inner, limit: 1)
                return inner.isEmpty
            }
            // None passes: the one form of the value's type says what is wrong with it, if there is one.
            let ofItsType = choices.filter { choice in
                guard case .string(let type)? = choice["type"] else { return false }
                return value.types.contains(type)
            }
            if passing.isEmpty, ofItsType.count == 1, let form = ofItsType.first {
                check(value, against: form, at: path, into: &found, limit: limit)
            } else if passing.count != 1 {
                fail("matches \(passing.count) of the \(choices.count) forms it may take, not one")
            }
        }
        if let type = rule["type"] {
            let allowed: [String] =
                switch type {
                case .string(let name): [name]
                case .array(let names): names.compactMap { if case .string(let n) = $0 { n } else { nil } }
                default: []
                }
            if value.types.isDisjoint(with: allowed) { return fail("is not \(allowed.joined(separator: " or "))") }
        }
        if let constant = rule["const"], constant != value { fail("is not \(Self.shown(constant))") }
        if case .array(let options)? = rule["enum"], !options.contains(value) { fail("is none of the allowed values") }
        checkScalar(value, rule, fail: fail)
        switch value {
        case .array(let items):
            if case .integer(let least)? = rule["minItems"], items.count < least {
                fail("has fewer than \(least) items")
            }
            if let itemRule = rule["items"] {
                for (index, item) in items.enumerated() {
                    check(item, against: itemRule, at: "\(path)[\(index)]", into: &found, limit: limit)
                }
            }
        case .object(let members):
            if case .array(let required)? = rule["required"] {
                for case .string(let key) in required where members[key] == nil { fail("lacks \(key)") }
            }
            let properties = rule["properties"]?.object ?? [:]
            for key in members.keys.sorted() {
                guard let member = members[key] else { continue }
                let inner = path.isEmpty ? key : path + "." + key
                if let propertyRule = properties[key] {
                    check(member, against: propertyRule, at: inner, into: &found, limit: limit)
                } else if rule["additionalProperties"] == .bool(false) {
                    fail("has \(key), which the schema does not allow")
                } else if let additional = rule["additionalProperties"], additional.object != nil {
                    check(member, against: additional, at: inner, into: &found, limit: limit)
                }
            }
        default: break
        }
    }

    /// `pattern`, `minLength`, `minimum` and `maximum`.
    func checkScalar(_ value: JSONValue, _ rule: [String: JSONValue], fail: (String) -> Void) {
        switch value {
        case .string(let text):
            if case .integer(let least)? = rule["minLength"], text.count < least { fail("is shorter than \(least)") }
            if case .string(let pattern)? = rule["pattern"],
                text.range(of: pattern, options: .regularExpression) == nil
            {
                fail("does not match \(pattern)")
            }
        case .integer, .number:
            let number: Double =
                switch value {
                case .integer(let whole): Double(whole)
                case .number(let real): real
                default: 0
                }
            if let least = Self.number(rule["minimum"]), number < least { fail("is below \(Self.shown(least))") }
            if let most = Self.number(rule["maximum"]), number > most { fail("is above \(Self.shown(most))") }
        default: break
        }
    }

    /// `#/$defs/name`'s schema.
    func resolve(_ reference: String) -> JSONValue? {
        let prefix = "#/$defs/"
        guard reference.hasPrefix(prefix) else { return nil }
        return schema["$defs"]?[String(reference.dropFirst(prefix.count))]
    }

    static func number(_ value: JSONValue?) -> Double? {
        switch value {
        case .integer(let whole)?: Double(whole)
        case .number(let real)?: real
        default: nil
        }
    }

    static func shown(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }

    static func shown(_ value: JSONValue) -> String {
        switch value {
        case .integer(let whole): String(whole)
        case .string(let text): "\"\(text)\""
        case .bool(let flag): String(flag)
        default: "its value"
        }
    }

    /// The first keyword of `schema` (or a schema inside it) this check does not read.
    static func unknownKeyword(in schema: JSONValue) -> String? {
        guard let members = schema.object else { return nil }
        for (key, value) in members {
            guard known.contains(key) else { return key }
            let inner: [JSONValue] =
                switch key {
                case "properties", "$defs": Array((value.object ?? [:]).values)
                case "items", "additionalProperties": [value]
                case "oneOf": if case .array(let list) = value { list } else { [] }
                default: []
                }
            if let found = inner.lazy.compactMap(unknownKeyword(in:)).first { return found }
        }
        return nil
    }
}

/// A schema the check cannot read.
package struct JSONSchemaError: Error, Sendable, Equatable, CustomStringConvertible {
    var problem: String

    package var description: String { "The schema \(problem), which this check does not read." }
}
