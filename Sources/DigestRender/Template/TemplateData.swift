/// A context value as a template sees it: what ``TemplateDataEncoder`` makes of an `Encodable`
/// context.
///
/// Members keep their declaration order, which error messages list.
enum TemplateData: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case text(String)
    /// ``TrustedMarkup``: the only value `{{{name}}}` inserts.
    case markup(TrustedMarkup)
    case list([TemplateData])
    case object(TemplateObject)
    /// Two values of one member, for two files rendered in one walk (``PairedRenderer``): the
    /// first file's, then the second's. A week's two Markdown files pair only leaves (texts,
    /// flags); a pair of groups or lists is shown by each file alone. Outside a paired render,
    /// and in anything but ``side(_:)``, a pair is its first value.
    indirect case pair(TemplateData, TemplateData)

    /// `value` as templates see it.
    init(encoding value: some Encodable) throws {
        self = try TemplateDataEncoder.data(of: value)
    }

    /// The value `side` takes: one of a pair's two, or this value itself.
    func side(_ side: TemplateSide) -> TemplateData {
        guard case .pair(let first, let second) = self else { return self }
        switch side {
        case .first: return first
        case .second: return second
        case .both: return self
        }
    }

    /// The member `name`: nil when there is none (`.null` when it is nil).
    func member(_ name: TemplateName) -> TemplateData? {
        guard case .object(let object) = self else { return nil }
        return object[name]
    }

    /// The member `name`: nil when there is none (`.null` when it is nil).
    func member(_ name: String) -> TemplateData? { member(TemplateName(name)) }

    /// The names a value offers to templates, in declaration order.
    var memberNames: [String] {
        guard case .object(let object) = self else { return [] }
        return object.names
    }

    /// Whether a section over the value renders nothing: nil, false, empty text or list, zero.
    var isEmptySection: Bool {
        switch self {
        case .null: return true
        case .bool(let flag): return !flag
        case .text(let text): return text.isEmpty
        case .int(let number): return number == 0
        case .list(let items): return items.isEmpty
        case .double, .markup, .object: return false
        case .pair(let first, _): return first.isEmptySection
        }
    }

    /// The text of a scalar value; nil for nil, lists and groups.
    var text: String? {
        switch self {
        case .text(let text): return text
        case .int(let number): return String(decimal: number)
        case .double(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .markup(let markup): return markup.markup
        case .pair(let first, _): return first.text
        case .null, .list, .object: return nil
        }
    }
}

/// Which of two paired files a render makes: the first's values, the second's, or both at once.
enum TemplateSide: Sendable {
    case first, second, both
}

/// A struct's members, as names and values in declaration order (a context has a few dozen at
/// most, so a scan of their keys beats hashing).
struct TemplateObject: Sendable, Equatable {
    var members: MemberNames
    var values: [TemplateData]

    init(members: MemberNames, values: [TemplateData]) {
        self.members = members
        self.values = values
    }

    init(names: [String], values: [TemplateData]) {
        self.init(members: MemberNames(names), values: values)
    }

    /// The names, in declaration order.
    var names: [String] { members.names }

    subscript(name: TemplateName) -> TemplateData? {
        guard let found = members.index(of: name) else { return nil }
        return values[found]
    }
}
