/// The year page's contexts, member by member (see ``TemplateValue``): a year page lists every
/// link of its year.
extension YearContext: TemplateValue {
    static let names: MemberNames = [
        "head", "nav", "older", "newer", "heading", "span", "total", "totalSeconds", "codingDays", "articles", "links",
        "bestWeek", "bestWeekTime", "monthsChart", "months", "languages", "hasLanguages", "against", "tags",
        "domains", "shared", "colophon",
    ]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names,
            [
                head.cell(in: &tree), nav.cell(in: &tree), tree.value(older), tree.value(newer), tree.text(heading),
                tree.text(span),
                tree.text(total), .int(totalSeconds), tree.text(codingDays), .int(articles), .int(links),
                tree.value(bestWeek),
                tree.text(bestWeekTime), tree.markup(monthsChart), tree.list(months), tree.list(languages),
                .bool(hasLanguages),
                tree.text(against), tree.list(tags), tree.list(domains), tree.list(shared), tree.text(colophon),
            ])
    }
}

extension YearLink: TemplateValue {
    static let names: MemberNames = ["href", "label"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(Self.names, [tree.text(href), tree.text(label)])
    }
}

extension MonthRow: TemplateValue {
    static let names: MemberNames = ["month", "time", "seconds"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(Self.names, [tree.text(month), tree.text(time), .int(seconds)])
    }
}

extension YearLanguageRow: TemplateValue {
    static let names: MemberNames = ["colour", "name", "time", "seconds", "share", "change"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names,
            [tree.text(colour), tree.text(name), tree.text(time), .int(seconds), tree.text(share), tree.text(change)])
    }
}

extension YearLinkRow: TemplateValue {
    static let names: MemberNames = ["href", "text", "host", "week"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(Self.names, [tree.text(href), tree.text(text), tree.text(host), week.cell(in: &tree)])
    }
}

extension PageHead: TemplateValue {
    static let names: MemberNames = [
        "lang", "title", "description", "stylesheet", "icon", "siteName", "canonical", "feed",
    ]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names,
            [
                tree.text(lang), tree.text(title), tree.text(description), tree.text(stylesheet), tree.text(icon),
                tree.text(siteName),
                tree.text(canonical), tree.text(feed),
            ])
    }
}

extension HistoryNav: TemplateValue {
    static let names: MemberNames = ["home", "archive", "trends"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(Self.names, [tree.text(home), tree.text(archive), tree.text(trends)])
    }
}

extension CountRow: TemplateValue {
    static let names: MemberNames = ["name", "count"]

    func cell(in tree: inout TemplateTree) -> TemplateCell { tree.members(Self.names, [tree.text(name), .int(count)]) }
}
