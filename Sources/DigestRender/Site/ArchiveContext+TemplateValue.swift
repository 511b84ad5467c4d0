/// The archive's contexts, member by member (see ``TemplateValue``): the archive lists every week.
extension ArchiveContext: TemplateValue {
    static let names: MemberNames = [
        "lang", "title", "description", "stylesheet", "icon", "siteName", "canonical", "feed", "home", "trends",
        "span", "years",
    ]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names,
            [
                tree.text(lang), tree.text(title), tree.text(description), tree.text(stylesheet), tree.text(icon),
                tree.text(siteName),
                tree.text(canonical), tree.text(feed), tree.text(home), tree.text(trends), tree.text(span),
                tree.list(years),
            ])
    }
}

extension ArchiveYear: TemplateValue {
    static let names: MemberNames = ["year", "href", "weeks"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(Self.names, [tree.text(year), tree.text(href), tree.list(weeks)])
    }
}

extension ArchiveRow: TemplateValue {
    static let names: MemberNames = ["week", "href", "range", "numbers", "isPartial"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names, [tree.text(week), tree.text(href), tree.text(range), tree.text(numbers), .bool(isPartial)])
    }
}
