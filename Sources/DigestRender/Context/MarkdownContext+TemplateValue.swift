/// The Markdown's contexts, member by member (see ``TemplateValue``).
extension MarkdownContext: TemplateValue {
    static let names: MemberNames = ["week", "range", "timeZone", "cardsShown", "coding", "reading", "links"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names,
            [
                tree.text(week), tree.text(range), tree.text(timeZone), .bool(cardsShown), coding.cell(in: &tree),
                reading.cell(in: &tree), links.cell(in: &tree),
            ])
    }
}

extension CodingSection: TemplateValue {
    static let names: MemberNames = ["notice", "stats"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(Self.names, [notice.cell(in: &tree), tree.value(stats)])
    }
}

extension CodingFigures: TemplateValue {
    static let names: MemberNames = [
        "total", "totalChange", "dailyAverage", "activeDays", "daysCoded", "bestDay", "languages",
        "otherLanguages", "projects", "editors",
    ]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names,
            [
                tree.text(total), tree.text(totalChange), tree.text(dailyAverage), .int(activeDays),
                tree.text(daysCoded),
                tree.text(bestDay), tree.list(languages), tree.list(otherLanguages), tree.list(projects),
                tree.list(editors),
            ])
    }
}

extension ShareRow: TemplateValue {
    static let names: MemberNames = ["name", "time", "percent", "change", "isFirst", "isLast"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names,
            [tree.text(name), tree.text(time), .int(percent), tree.text(change), .bool(isFirst), .bool(isLast)])
    }
}

extension ReadingSection: TemplateValue {
    static let names: MemberNames = ["notice", "articles"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(Self.names, [notice.cell(in: &tree), tree.list(articles)])
    }
}

extension ArticleRow: TemplateValue {
    static let names: MemberNames = [
        "title", "url", "author", "tags", "likes", "stocks", "counts", "published", "readingTime", "reason",
    ]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names,
            [
                tree.text(title), tree.url(url), tree.text(author), tree.text(tags), .int(likes), .int(stocks),
                tree.text(counts),
                tree.text(published), tree.text(readingTime), tree.text(reason),
            ])
    }
}

extension LinksSection: TemplateValue {
    static let names: MemberNames = ["notice", "items"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(Self.names, [notice.cell(in: &tree), tree.list(items)])
    }
}

extension LinkRow: TemplateValue {
    static let names: MemberNames = ["title", "url", "domain", "shared", "text", "summary"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names,
            [
                tree.text(title), tree.url(url), tree.text(domain), tree.text(shared), tree.text(text),
                tree.text(summary),
            ])
    }
}

extension SectionNotice: TemplateValue {
    static let names: MemberNames = ["skipped", "failure", "notes"]

    func cell(in tree: inout TemplateTree) -> TemplateCell {
        tree.members(Self.names, [tree.text(skipped), tree.text(failure), tree.list(notes)])
    }
}
