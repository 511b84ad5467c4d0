/// A week's two Markdown contexts as one value for ``PairedRenderer``: `digest.md`'s and its
/// page's (figures kept on one line, the cards' totals left out). They come from the same digest,
/// so only the figures and `cardsShown` can differ: those members are paired, the rest are
/// `digest.md`'s. `MarkdownPairingTests` holds each side to the context it stands for.
extension MarkdownContext {
    /// This context (`digest.md`'s) and `page` (the same week's page's) as one tree.
    func tree(pairedWith page: MarkdownContext) -> TemplateTree {
        var tree = TemplateTree.withRoomForAWeek()
        tree.root = cell(pairedWith: page, in: &tree)
        return tree
    }

    /// This context (`digest.md`'s) and `page` (the same week's page's) as one value.
    func cell(pairedWith page: MarkdownContext, in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names,
            [
                tree.text(week), tree.text(range), tree.text(timeZone), tree.paired(cardsShown, page.cardsShown),
                coding.cell(pairedWith: page.coding, in: &tree), reading.cell(pairedWith: page.reading, in: &tree),
                links.cell(pairedWith: page.links, in: &tree),
            ])
    }
}

extension CodingSection {
    func cell(pairedWith page: CodingSection, in tree: inout TemplateTree) -> TemplateCell {
        let stats: TemplateCell
        if let mine = self.stats, let theirs = page.stats {
            stats = mine.cell(pairedWith: theirs, in: &tree)
        } else {
            stats = tree.paired(tree.value(self.stats), tree.value(page.stats))
        }
        return tree.members(Self.names, [notice.cell(pairedWith: page.notice, in: &tree), stats])
    }
}

extension CodingFigures {
    func cell(pairedWith page: CodingFigures, in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names,
            [
                tree.paired(total, page.total), tree.paired(totalChange, page.totalChange),
                tree.paired(dailyAverage, page.dailyAverage), .int(activeDays), tree.paired(daysCoded, page.daysCoded),
                tree.paired(bestDay, page.bestDay), tree.paired(languages, page.languages),
                tree.paired(otherLanguages, page.otherLanguages), tree.paired(projects, page.projects),
                tree.paired(editors, page.editors),
            ])
    }
}

extension ShareRow: PairedTemplateValue {
    static func cell(_ rows: [ShareRow], _ pages: [ShareRow], at index: Int, in tree: inout TemplateTree)
        -> TemplateCell
    {
        tree.members(
            names,
            [
                tree.text(rows[index].name), tree.paired(rows[index].time, pages[index].time),
                .int(rows[index].percent),
                tree.paired(rows[index].change, pages[index].change), .bool(rows[index].isFirst),
                .bool(rows[index].isLast),
            ])
    }
}

extension ReadingSection {
    func cell(pairedWith page: ReadingSection, in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names, [notice.cell(pairedWith: page.notice, in: &tree), tree.paired(articles, page.articles)])
    }
}

extension ArticleRow: PairedTemplateValue {
    static func cell(_ rows: [ArticleRow], _ pages: [ArticleRow], at index: Int, in tree: inout TemplateTree)
        -> TemplateCell
    {
        tree.members(
            names,
            [
                tree.text(rows[index].title), tree.url(rows[index].url), tree.text(rows[index].author),
                tree.text(rows[index].tags), .int(rows[index].likes), .int(rows[index].stocks),
                tree.paired(rows[index].counts, pages[index].counts),
                tree.paired(rows[index].published, pages[index].published),
                tree.paired(rows[index].readingTime, pages[index].readingTime),
                tree.paired(rows[index].reason, pages[index].reason),
            ])
    }
}

extension LinksSection {
    func cell(pairedWith page: LinksSection, in tree: inout TemplateTree) -> TemplateCell {
        tree.members(Self.names, [notice.cell(pairedWith: page.notice, in: &tree), tree.paired(items, page.items)])
    }
}

extension LinkRow: PairedTemplateValue {
    static func cell(_ rows: [LinkRow], _ pages: [LinkRow], at index: Int, in tree: inout TemplateTree)
        -> TemplateCell
    {
        tree.members(
            names,
            [
                tree.text(rows[index].title), tree.url(rows[index].url), tree.text(rows[index].domain),
                tree.paired(rows[index].shared, pages[index].shared), tree.text(rows[index].text),
                tree.text(rows[index].summary),
            ])
    }
}

extension SectionNotice {
    func cell(pairedWith page: SectionNotice, in tree: inout TemplateTree) -> TemplateCell {
        tree.members(
            Self.names,
            [tree.paired(skipped, page.skipped), tree.paired(failure, page.failure), tree.paired(notes, page.notes)])
    }
}

/// A row of a list that pairs itself with the same row of the page's list.
///
/// The rows are named by their lists and place, and each member read where it lies: a row taken
/// out of its list to be passed was copied first, a retain and a release of every text in it, for
/// both rows of every article, link and language of every week.
protocol PairedTemplateValue: TemplateValue {
    /// Row `index` of `rows` (`digest.md`'s) and of `pages` (the page's) as one value.
    static func cell(_ rows: [Self], _ pages: [Self], at index: Int, in tree: inout TemplateTree) -> TemplateCell
}

extension TemplateTree {
    /// Two texts as a pair; nil for both is `.null`, as it is unpaired.
    mutating func paired(_ first: String?, _ second: String?) -> TemplateCell {
        if first == nil, second == nil { return .null }
        return pair(text(first), text(second))
    }

    /// Two flags: one value when they agree.
    mutating func paired(_ first: Bool, _ second: Bool) -> TemplateCell {
        first == second ? .bool(first) : pair(.bool(first), .bool(second))
    }

    /// Two values: one when both are nil, else a pair.
    mutating func paired(_ first: TemplateCell, _ second: TemplateCell) -> TemplateCell {
        if case .null = first, case .null = second { return .null }
        return pair(first, second)
    }

    /// Two lists of rows, row by row; lists of different lengths (never from one digest) as a pair.
    mutating func paired<Row: PairedTemplateValue>(_ first: [Row], _ second: [Row]) -> TemplateCell {
        guard first.count == second.count else { return pair(list(first), list(second)) }
        // Row by row in place: through `zip`, each row of both lists was copied (a retain of
        // every text in it) before its values were.
        var rows: [TemplateCell] = []
        rows.reserveCapacity(first.count)
        for index in first.indices { rows.append(Row.cell(first, second, at: index, in: &self)) }
        return list(cells: rows)
    }

    /// Two lists of texts, text by text.
    mutating func paired(_ first: [String], _ second: [String]) -> TemplateCell {
        guard first.count == second.count else { return pair(list(first), list(second)) }
        var texts: [TemplateCell] = []
        texts.reserveCapacity(first.count)
        for index in first.indices { texts.append(pair(text(first[index]), text(second[index]))) }
        return list(cells: texts)
    }
}
