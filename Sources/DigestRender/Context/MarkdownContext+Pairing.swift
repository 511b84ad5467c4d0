/// A week's two Markdown contexts as one value for ``PairedRenderer``: `digest.md`'s and its
/// page's (figures kept on one line, the cards' totals left out). They come from the same digest,
/// so only the figures and `cardsShown` can differ: those members are paired, the rest are
/// `digest.md`'s. `MarkdownPairingTests` holds each side to the context it stands for.
extension MarkdownContext {
    /// This context (`digest.md`'s) and `page` (the same week's page's) as one value.
    func templateData(pairedWith page: MarkdownContext) -> TemplateData {
        .members(
            Self.names,
            [
                .text(week), .text(range), .text(timeZone), .paired(cardsShown, page.cardsShown),
                coding.templateData(pairedWith: page.coding), reading.templateData(pairedWith: page.reading),
                links.templateData(pairedWith: page.links),
            ])
    }
}

extension CodingSection {
    func templateData(pairedWith page: CodingSection) -> TemplateData {
        let stats: TemplateData
        if let mine = self.stats, let theirs = page.stats {
            stats = mine.templateData(pairedWith: theirs)
        } else {
            stats = .paired(.value(self.stats), .value(page.stats))
        }
        return .members(Self.names, [notice.templateData(pairedWith: page.notice), stats])
    }
}

extension CodingFigures {
    func templateData(pairedWith page: CodingFigures) -> TemplateData {
        .members(
            Self.names,
            [
                .paired(total, page.total), .paired(totalChange, page.totalChange),
                .paired(dailyAverage, page.dailyAverage), .int(activeDays), .paired(daysCoded, page.daysCoded),
                .paired(bestDay, page.bestDay), .paired(languages, page.languages),
                .paired(otherLanguages, page.otherLanguages), .paired(projects, page.projects),
                .paired(editors, page.editors),
            ])
    }
}

extension ShareRow: PairedTemplateValue {
    func templateData(pairedWith page: ShareRow) -> TemplateData {
        .members(
            Self.names,
            [
                .text(name), .paired(time, page.time), .int(percent), .paired(change, page.change), .bool(isFirst),
                .bool(isLast),
            ])
    }
}

extension ReadingSection {
    func templateData(pairedWith page: ReadingSection) -> TemplateData {
        .members(Self.names, [notice.templateData(pairedWith: page.notice), .paired(articles, page.articles)])
    }
}

extension ArticleRow: PairedTemplateValue {
    func templateData(pairedWith page: ArticleRow) -> TemplateData {
        .members(
            Self.names,
            [
                .text(title), .url(url), .text(author), .text(tags), .int(likes), .int(stocks),
                .paired(counts, page.counts), .paired(published, page.published),
                .paired(readingTime, page.readingTime), .paired(reason, page.reason),
            ])
    }
}

extension LinksSection {
    func templateData(pairedWith page: LinksSection) -> TemplateData {
        .members(Self.names, [notice.templateData(pairedWith: page.notice), .paired(items, page.items)])
    }
}

extension LinkRow: PairedTemplateValue {
    func templateData(pairedWith page: LinkRow) -> TemplateData {
        .members(
            Self.names,
            [
                .text(title), .url(url), .text(domain), .paired(shared, page.shared), .text(text), .text(summary),
            ])
    }
}

extension SectionNotice {
    func templateData(pairedWith page: SectionNotice) -> TemplateData {
        .members(
            Self.names,
            [.paired(skipped, page.skipped), .paired(failure, page.failure), .paired(notes, page.notes)])
    }
}

/// A row of a list that pairs itself with the same row of the page's list.
protocol PairedTemplateValue: TemplateValue {
    /// This row and `page`'s as one value.
    func templateData(pairedWith page: Self) -> TemplateData
}

extension TemplateData {
    /// Two texts as a pair; nil for both is `.null`, as it is unpaired.
    static func paired(_ first: String?, _ second: String?) -> TemplateData {
        if first == nil, second == nil { return .null }
        return .pair(.text(first), .text(second))
    }

    /// Two flags: one value when they agree.
    static func paired(_ first: Bool, _ second: Bool) -> TemplateData {
        first == second ? .bool(first) : .pair(.bool(first), .bool(second))
    }

    /// Two values: one when both are nil, else a pair.
    static func paired(_ first: TemplateData, _ second: TemplateData) -> TemplateData {
        if case .null = first, case .null = second { return .null }
        return .pair(first, second)
    }

    /// Two lists of rows, row by row; lists of different lengths (never from one digest) as a pair.
    static func paired<Row: PairedTemplateValue>(_ first: [Row], _ second: [Row]) -> TemplateData {
        guard first.count == second.count else { return .pair(.list(first), .list(second)) }
        // Row by row in place: through `zip`, each row of both lists was copied (a retain of
        // every text in it) before its values were.
        var rows: [TemplateData] = []
        rows.reserveCapacity(first.count)
        for index in first.indices { rows.append(first[index].templateData(pairedWith: second[index])) }
        return .list(rows)
    }

    /// Two lists of texts, text by text.
    static func paired(_ first: [String], _ second: [String]) -> TemplateData {
        guard first.count == second.count else { return .pair(.list(first), .list(second)) }
        var texts: [TemplateData] = []
        texts.reserveCapacity(first.count)
        for index in first.indices { texts.append(.pair(.text(first[index]), .text(second[index]))) }
        return .list(texts)
    }
}
