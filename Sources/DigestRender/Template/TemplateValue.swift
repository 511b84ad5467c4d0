import DigestCore

/// A context that hands templates its members itself, without ``TemplateDataEncoder``: the
/// contexts made for every week of a rebuild, where going through `Encoder` cost a third of the time.
///
/// `templateData` must be exactly what the encoder makes of the value: the same names, in
/// declaration order, and the same values (nil as `.null`). `TemplateValueTests` holds every
/// conforming type to that on real and hostile digests, so a member added to a context and
/// forgotten here fails a test instead of vanishing from templates.
protocol TemplateValue: Encodable {
    /// The value as templates see it.
    var templateData: TemplateData { get }
}

extension TemplateData {
    /// A group of members: `names` in declaration order (a type's static list, shared by all its
    /// values), and `values` in the same order.
    static func members(_ names: MemberNames, _ values: [TemplateData]) -> TemplateData {
        .object(TemplateObject(members: names, values: values))
    }

    /// Text, or `.null` for nil.
    static func text(_ text: String?) -> TemplateData {
        text.map(TemplateData.text) ?? .null
    }

    /// A number, or `.null` for nil.
    static func int(_ number: Int?) -> TemplateData {
        number.map(TemplateData.int) ?? .null
    }

    /// Markup, or `.null` for nil.
    static func markup(_ markup: TrustedMarkup?) -> TemplateData {
        markup.map(TemplateData.markup) ?? .null
    }

    /// A value's members, or `.null` for nil.
    static func value(_ value: (some TemplateValue)?) -> TemplateData {
        value?.templateData ?? .null
    }

    /// A list of values.
    static func list(_ values: [some TemplateValue]) -> TemplateData {
        .list(values.map(\.templateData))
    }

    /// A list of texts.
    static func list(_ texts: [String]) -> TemplateData {
        .list(texts.map(TemplateData.text))
    }

    /// An address as its text (how `WebURL` encodes itself), or `.null` for nil.
    static func url(_ url: WebURL?) -> TemplateData {
        url.map { .text($0.absoluteString) } ?? .null
    }
}
