/// The year page's contexts, member by member (see ``TemplateValue``): a year page lists every
/// link of its year.
extension YearContext: TemplateValue {
    static let names: MemberNames = [
        "head", "nav", "older", "newer", "heading", "span", "total", "totalSeconds", "codingDays", "articles", "links",
        "bestWeek", "bestWeekTime", "monthsChart", "months", "languages", "hasLanguages", "against", "tags",
        "domains", "shared", "colophon",
    ]

    var templateData: TemplateData {
        .members(
            Self.names,
            [
                head.templateData, nav.templateData, .value(older), .value(newer), .text(heading), .text(span),
                .text(total), .int(totalSeconds), .text(codingDays), .int(articles), .int(links), .value(bestWeek),
                .text(bestWeekTime), .markup(monthsChart), .list(months), .list(languages), .bool(hasLanguages),
                .text(against), .list(tags), .list(domains), .list(shared), .text(colophon),
            ])
    }
}

extension YearLink: TemplateValue {
    static let names: MemberNames = ["href", "label"]

    var templateData: TemplateData { .members(Self.names, [.text(href), .text(label)]) }
}

extension MonthRow: TemplateValue {
    static let names: MemberNames = ["month", "time", "seconds"]

    var templateData: TemplateData { .members(Self.names, [.text(month), .text(time), .int(seconds)]) }
}

extension YearLanguageRow: TemplateValue {
    static let names: MemberNames = ["colour", "name", "time", "seconds", "share", "change"]

    var templateData: TemplateData {
        .members(
            Self.names, [.text(colour), .text(name), .text(time), .int(seconds), .text(share), .text(change)])
    }
}

extension YearLinkRow: TemplateValue {
    static let names: MemberNames = ["href", "text", "host", "week"]

    var templateData: TemplateData { .members(Self.names, [.text(href), .text(text), .text(host), week.templateData]) }
}

extension PageHead: TemplateValue {
    static let names: MemberNames = [
        "lang", "title", "description", "stylesheet", "icon", "siteName", "canonical", "feed",
    ]

    var templateData: TemplateData {
        .members(
            Self.names,
            [
                .text(lang), .text(title), .text(description), .text(stylesheet), .text(icon), .text(siteName),
                .text(canonical), .text(feed),
            ])
    }
}

extension HistoryNav: TemplateValue {
    static let names: MemberNames = ["home", "archive", "trends"]

    var templateData: TemplateData { .members(Self.names, [.text(home), .text(archive), .text(trends)]) }
}

extension CountRow: TemplateValue {
    static let names: MemberNames = ["name", "count"]

    var templateData: TemplateData { .members(Self.names, [.text(name), .int(count)]) }
}
