/// The archive's contexts, member by member (see ``TemplateValue``): the archive lists every week.
extension ArchiveContext: TemplateValue {
    static let names: MemberNames = [
        "lang", "title", "description", "stylesheet", "icon", "siteName", "canonical", "feed", "home", "trends",
        "span", "years",
    ]

    var templateData: TemplateData {
        .members(
            Self.names,
            [
                .text(lang), .text(title), .text(description), .text(stylesheet), .text(icon), .text(siteName),
                .text(canonical), .text(feed), .text(home), .text(trends), .text(span), .list(years),
            ])
    }
}

extension ArchiveYear: TemplateValue {
    static let names: MemberNames = ["year", "href", "weeks"]

    var templateData: TemplateData { .members(Self.names, [.text(year), .text(href), .list(weeks)]) }
}

extension ArchiveRow: TemplateValue {
    static let names: MemberNames = ["week", "href", "range", "numbers", "isPartial"]

    var templateData: TemplateData {
        .members(Self.names, [.text(week), .text(href), .text(range), .text(numbers), .bool(isPartial)])
    }
}
