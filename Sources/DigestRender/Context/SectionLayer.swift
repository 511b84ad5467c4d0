import DigestCore

/// The added sections' contexts of one week (``SectionView``), by key: the layer of values a
/// template finds under its own context, so `{{#reviews}}` names the reviews section's.
struct SectionLayer: Encodable {
    /// Each section's key and its context, nil when the week has no such section.
    let contexts: [(key: String, context: (any Encodable & Sendable)?)]

    /// The layer of `sections` for the presenter's week, as templates see it: nothing at all
    /// when no section was added.
    static func data(_ presenter: DigestPresenter, sections: [AddedSection], file: String) throws(TemplateError)
        -> TemplateData
    {
        guard !sections.isEmpty else { return .null }
        let layer = SectionLayer(contexts: sections.map { ($0.key, $0.context(presenter)) })
        do { return try TemplateData(encoding: layer) } catch {
            throw TemplateError(
                file: file, line: 1, column: 1, problem: "the added sections' values cannot be read (\(error)).")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NamedKey.self)
        for (key, context) in contexts {
            if let context {
                try container.encode(context, forKey: NamedKey(key))
            } else {
                try container.encodeNil(forKey: NamedKey(key))
            }
        }
    }
}
