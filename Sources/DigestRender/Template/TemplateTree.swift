import DigestCore

/// The values of one page as templates see them (``TemplateData``), laid out flat: cells that
/// name each other by position, with texts, markup and member names kept beside them.
///
/// A week's contexts write themselves into one (``TemplateValue``), and a walk reads cells that
/// hold no references: nothing is retained, released or freed cell by cell. Built as a tree of
/// ``TemplateData``, each group and pair a box or an array of its own, a page's values were
/// retained and released at every tag that passed through them and freed one by one.
struct TemplateTree: Sendable {
    /// Every cell; a group's members and a list's items lie side by side.
    private(set) var cells: [TemplateCell] = []
    /// The texts cells name.
    private(set) var texts: [String] = []
    /// The markup cells name.
    private(set) var markups: [TrustedMarkup] = []
    /// The member names of each group.
    private(set) var groups: [MemberNames] = []
    /// The cell the walk starts from.
    var root = TemplateCell.null

    init() {}

    /// An empty tree with room for a week's values, so filling it rarely has to move them: grown
    /// from empty, a week's cells and texts were allocated again six or seven times each.
    static func withRoomForAWeek() -> TemplateTree {
        var tree = TemplateTree()
        tree.cells.reserveCapacity(512)
        tree.texts.reserveCapacity(256)
        tree.groups.reserveCapacity(64)
        return tree
    }

    /// `data` laid out flat, as its root.
    init(_ data: TemplateData) {
        root = add(data)
    }

    /// `value`'s cells, as the root.
    init(_ value: some TemplateValue) {
        self = .withRoomForAWeek()
        root = value.cell(in: &self)
    }

    /// Text, or `.null` for nil.
    mutating func text(_ text: String?) -> TemplateCell {
        guard let text else { return .null }
        texts.append(text)
        return .text(texts.count - 1)
    }

    /// Markup, or `.null` for nil.
    mutating func markup(_ markup: TrustedMarkup?) -> TemplateCell {
        guard let markup else { return .null }
        markups.append(markup)
        return .markup(markups.count - 1)
    }

    /// An address as its text (how `WebURL` encodes itself), or `.null` for nil.
    mutating func url(_ url: WebURL?) -> TemplateCell {
        text(url?.absoluteString)
    }

    /// A value's cells, or `.null` for nil.
    mutating func value(_ value: (some TemplateValue)?) -> TemplateCell {
        value?.cell(in: &self) ?? .null
    }

    /// A group of members: `names` in declaration order, `values` in the same order.
    ///
    /// A group's cells are found by counting its names, so a value left out would make a lookup
    /// read the next group's cell: debug builds (the tests) stop there.
    mutating func members(_ names: MemberNames, _ values: [TemplateCell]) -> TemplateCell {
        assert(values.count == names.list.count, "\(names.names.count) names, \(values.count) values")
        groups.append(names)
        let start = cells.count
        cells.append(contentsOf: values)
        return .object(names: groups.count - 1, start: start)
    }

    /// A list of cells, made first.
    mutating func list(cells items: [TemplateCell]) -> TemplateCell {
        let start = cells.count
        cells.append(contentsOf: items)
        return .list(start: start, count: items.count)
    }

    /// A list of values.
    mutating func list(_ values: [some TemplateValue]) -> TemplateCell {
        var items: [TemplateCell] = []
        items.reserveCapacity(values.count)
        for index in values.indices { items.append(values[index].cell(in: &self)) }
        return list(cells: items)
    }

    /// A list of texts.
    mutating func list(_ values: [String]) -> TemplateCell {
        var items: [TemplateCell] = []
        items.reserveCapacity(values.count)
        for value in values { items.append(text(value)) }
        return list(cells: items)
    }

    /// Two cells as a pair: the first file's, then the second's (see ``TemplateData/pair``).
    mutating func pair(_ first: TemplateCell, _ second: TemplateCell) -> TemplateCell {
        let start = cells.count
        cells.append(first)
        cells.append(second)
        return .pair(start)
    }

    /// `data`'s cells.
    mutating func add(_ data: TemplateData) -> TemplateCell {
        switch data {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .text(let value): return text(value)
        case .markup(let value): return markup(value)
        case .list(let items): return list(cells: items.map { add($0) })
        case .object(let object): return members(object.members, object.values.map { add($0) })
        case .pair(let first, let second): return pair(add(first), add(second))
        }
    }

    /// The value `cell` stands for, as a tree of ``TemplateData`` (for tests and messages).
    func data(_ cell: TemplateCell) -> TemplateData {
        switch cell {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .text(let index): return .text(texts[index])
        case .markup(let index): return .markup(markups[index])
        case let .list(start, count): return .list(cells[start..<start + count].map { data($0) })
        case let .object(names, start):
            let members = groups[names]
            return .members(members, cells[start..<start + members.list.count].map { data($0) })
        case .pair(let start): return .pair(data(cells[start]), data(cells[start + 1]))
        }
    }
}

/// One value in a ``TemplateTree``: a scalar, or the place of what it holds.
///
/// It holds no reference, so copying one costs nothing.
enum TemplateCell: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// The tree's text at this index.
    case text(Int)
    /// The tree's markup at this index.
    case markup(Int)
    /// `count` cells from `start`.
    case list(start: Int, count: Int)
    /// The tree's member names at `names`, with their values in the cells from `start`.
    case object(names: Int, start: Int)
    /// The cells at `start` (the first file's) and `start + 1` (the second's).
    case pair(Int)
}
