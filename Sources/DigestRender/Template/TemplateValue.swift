import DigestCore

/// A context that writes its members into a ``TemplateTree`` itself, without
/// ``TemplateDataEncoder``: the contexts made for every week of a rebuild, where going through
/// `Encoder` cost a third of the time.
///
/// Its cells must stand for exactly what the encoder makes of the value: the same names, in
/// declaration order, and the same values (nil as `.null`). `TemplateValueTests` holds every
/// conforming type to that on real and hostile digests (through ``templateData``), so a member
/// added to a context and forgotten here fails a test instead of vanishing from templates.
protocol TemplateValue: Encodable {
    /// Writes the value's cells into `tree`, and gives the cell that stands for it.
    func cell(in tree: inout TemplateTree) -> TemplateCell
}

extension TemplateValue {
    /// The value as templates see it, as a tree of ``TemplateData``.
    var templateData: TemplateData {
        let tree = TemplateTree(self)
        return tree.data(tree.root)
    }
}

extension TemplateCell {
    /// A number, or `.null` for nil.
    static func int(_ number: Int?) -> TemplateCell {
        number.map(TemplateCell.int) ?? .null
    }
}

extension TemplateData {
    /// A group of members: `names` in declaration order (a type's static list, shared by all its
    /// values), and `values` in the same order.
    static func members(_ names: MemberNames, _ values: [TemplateData]) -> TemplateData {
        .object(TemplateObject(members: names, values: values))
    }
}
