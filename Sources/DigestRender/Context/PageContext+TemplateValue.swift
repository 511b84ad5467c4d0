/// The page's contexts, member by member (see ``TemplateValue``).
extension PageContext: TemplateValue {
    static let names: MemberNames = [
        "lang", "title", "description", "stylesheet", "icon", "siteName", "canonical", "feed", "nav", "week",
        "range", "timeZone", "generated", "colophon", "glance", "content",
    ]

    var templateData: TemplateData {
        .members(
            Self.names,
            [
                .text(lang), .text(title), .text(description), .text(stylesheet), .text(icon), .text(siteName),
                .text(canonical), .text(feed), nav.templateData, .text(week), .text(range), .text(timeZone),
                .text(generated), .text(colophon), .value(glance), .markup(content),
            ])
    }
}

extension Glance: TemplateValue {
    static let names: MemberNames = [
        "total", "totalChange", "dailyAverage", "daysCoded", "bestDay", "bestDayTime", "languageChart", "dayChart",
        "context", "spark",
    ]

    var templateData: TemplateData {
        .members(
            Self.names,
            [
                .text(total), .text(totalChange), .text(dailyAverage), .text(daysCoded), .text(bestDay),
                .text(bestDayTime), .markup(languageChart), .markup(dayChart), .text(context), .markup(spark),
            ])
    }
}

extension PageNav: TemplateValue {
    static let names: MemberNames = ["home", "archive", "trends", "older", "newer"]

    var templateData: TemplateData {
        .members(Self.names, [.text(home), .text(archive), .text(trends), .value(older), .value(newer)])
    }
}

extension NavLink: TemplateValue {
    static let names: MemberNames = ["href", "week"]

    var templateData: TemplateData { .members(Self.names, [.text(href), .text(week)]) }
}
