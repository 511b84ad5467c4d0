/// The page's contexts, member by member (see ``TemplateValue``).
extension PageContext: TemplateValue {
    static let names: MemberNames = [
        "lang", "title", "description", "stylesheet", "icon", "siteName", "canonical", "feed", "nav", "week",
        "range", "timeZone", "generated", "colophon", "glance", "content",
    ]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names,
            [
                tree.text(lang), tree.text(title), tree.text(description), tree.text(stylesheet), tree.text(icon),
                tree.text(siteName),
                tree.text(canonical), tree.text(feed), nav.cell(in: &tree), tree.text(week), tree.text(range),
                tree.text(timeZone),
                tree.text(generated), tree.text(colophon), tree.value(glance), tree.markup(content),
            ])
    }
}

extension Glance: TemplateValue {
    static let names: MemberNames = [
        "total", "totalChange", "dailyAverage", "daysCoded", "bestDay", "bestDayTime", "languageChart", "dayChart",
        "context", "spark",
    ]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names,
            [
                tree.text(total), tree.text(totalChange), tree.text(dailyAverage), tree.text(daysCoded),
                tree.text(bestDay),
                tree.text(bestDayTime), tree.markup(languageChart), tree.markup(dayChart), tree.text(context),
                tree.markup(spark),
            ])
    }
}

extension PageNav: TemplateValue {
    static let names: MemberNames = ["home", "archive", "trends", "older", "newer"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names, [tree.text(home), tree.text(archive), tree.text(trends), tree.value(older), tree.value(newer)])
    }
}

extension NavLink: TemplateValue {
    static let names: MemberNames = ["href", "week"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(Self.names, [tree.text(href), tree.text(week)])
    }
}
