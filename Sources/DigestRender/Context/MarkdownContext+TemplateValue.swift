/// The Markdown's contexts, member by member (see ``TemplateValue``).
extension MarkdownContext: TemplateValue {
    static let names: MemberNames = ["week", "range", "timeZone", "cardsShown", "coding", "reading", "links"]

    var templateData: TemplateData {
        .members(
            Self.names,
            [
                .text(week), .text(range), .text(timeZone), .bool(cardsShown), coding.templateData,
                reading.templateData, links.templateData,
            ])
    }
}

extension CodingSection: TemplateValue {
    static let names: MemberNames = ["notice", "stats"]

    var templateData: TemplateData { .members(Self.names, [notice.templateData, .value(stats)]) }
}

extension CodingFigures: TemplateValue {
    static let names: MemberNames = [
        "total", "totalChange", "dailyAverage", "activeDays", "daysCoded", "bestDay", "languages",
        "otherLanguages", "projects", "editors",
    ]

    var templateData: TemplateData {
        .members(
            Self.names,
            [
                .text(total), .text(totalChange), .text(dailyAverage), .int(activeDays), .text(daysCoded),
                .text(bestDay), .list(languages), .list(otherLanguages), .list(projects), .list(editors),
            ])
    }
}

extension ShareRow: TemplateValue {
    static let names: MemberNames = ["name", "time", "percent", "change", "isFirst", "isLast"]

    var templateData: TemplateData {
        .members(Self.names, [.text(name), .text(time), .int(percent), .text(change), .bool(isFirst), .bool(isLast)])
    }
}

extension ReadingSection: TemplateValue {
    static let names: MemberNames = ["notice", "articles"]

    var templateData: TemplateData { .members(Self.names, [notice.templateData, .list(articles)]) }
}

extension ArticleRow: TemplateValue {
    static let names: MemberNames = [
        "title", "url", "author", "tags", "likes", "stocks", "counts", "published", "readingTime", "reason",
    ]

    var templateData: TemplateData {
        .members(
            Self.names,
            [
                .text(title), .url(url), .text(author), .text(tags), .int(likes), .int(stocks), .text(counts),
                .text(published), .text(readingTime), .text(reason),
            ])
    }
}

extension LinksSection: TemplateValue {
    static let names: MemberNames = ["notice", "items"]

    var templateData: TemplateData { .members(Self.names, [notice.templateData, .list(items)]) }
}

extension LinkRow: TemplateValue {
    static let names: MemberNames = ["title", "url", "domain", "shared", "text", "summary"]

    var templateData: TemplateData {
        .members(
            Self.names, [.text(title), .url(url), .text(domain), .text(shared), .text(text), .text(summary)])
    }
}

extension SectionNotice: TemplateValue {
    static let names: MemberNames = ["skipped", "failure", "notes"]

    var templateData: TemplateData { .members(Self.names, [.text(skipped), .text(failure), .list(notes)]) }
}
