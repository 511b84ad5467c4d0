/// A context value as a template sees it: what ``TemplateDataEncoder`` makes of an `Encodable`
/// context, laid out flat (``TemplateTree``) for a walk.
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
    /// flags); a pair of groups or lists is shown by each file alone. Outside a paired render, a
    /// pair is its first value.
    indirect case pair(TemplateData, TemplateData)

    /// `value` as templates see it.
    init(encoding value: some Encodable) throws {
        self = try TemplateDataEncoder.data(of: value)
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
