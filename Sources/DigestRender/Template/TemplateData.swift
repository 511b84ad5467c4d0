/// A context value as a template sees it: what ``TemplateDataEncoder`` makes of an `Encodable`
/// context, walked by ``TemplateRenderer``.
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

    /// `value` as templates see it.
    init(encoding value: some Encodable) throws {
        self = try TemplateDataEncoder.data(of: value)
    }

    /// A group of members: `names` in declaration order, and `values` in the same order.
    static func members(_ names: MemberNames, _ values: [TemplateData]) -> TemplateData {
        .object(TemplateObject(members: names, values: values))
    }
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
}
