import DigestCore

/// How template values behave: member lookup by reflection, truthiness and text.
enum TemplateValue {
    /// The value of stored property `name` of `value`: nil when it has no such member, `.some(nil)` when it is nil.
    static func member(_ name: String, of value: Any) -> Any?? {
        guard let value = unwrapped(value) else { return nil }
        for child in Mirror(reflecting: value).children where child.label == name {
            return .some(unwrapped(child.value))
        }
        return nil
    }

    /// The names a value offers to templates.
    static func memberNames(of value: Any) -> [String] {
        guard let value = unwrapped(value) else { return [] }
        return Mirror(reflecting: value).children.compactMap(\.label)
    }

    /// `value` with any levels of Optional removed; nil when it is nil. (A cast, not a Mirror:
    /// this runs for every value a template names.)
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        guard let optional = value as? any OptionalValue else { return value }
        return unwrapped(optional.wrappedValue)
    }

    /// What a section iterates: nothing for false/nil/empty/zero; each element of a list;
    /// the value itself once for anything else. Each item is pushed, so `{{.}}` names it;
    /// `true` renders once without a push.
    static func sectionItems(_ value: Any?) -> [Any?] {
        guard let value = unwrapped(value) else { return [] }
        switch value {
        case let flag as Bool: return flag ? [nil] : []
        case let text as String: return text.isEmpty ? [] : [text]
        case let number as Int: return number == 0 ? [] : [number]
        case is Double, is TrustedMarkup, is WebURL: return [value]
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .collection || mirror.displayStyle == .set {
                return mirror.children.map { Optional($0.value) }
            }
            return [value]
        }
    }

    /// The text of a scalar value; nil for lists and groups.
    static func text(of value: Any) -> String? {
        switch value {
        case let text as String: return text
        case let text as Substring: return String(text)
        case let number as Int: return String(number)
        case let number as Double: return String(number)
        case let flag as Bool: return flag ? "true" : "false"
        case let markup as TrustedMarkup: return markup.markup
        case let url as WebURL: return url.absoluteString
        default: return nil
        }
    }
}

/// An Optional seen through `Any`, so it can be unwrapped without reflection.
protocol OptionalValue {
    /// The wrapped value, or nil.
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedValue: Any? { self.map { $0 as Any } }
}
