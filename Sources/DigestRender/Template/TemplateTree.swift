import DigestCore

/// The values of one page as templates see them (``TemplateData``), laid out flat: cells that
/// name each other by position, with texts, markup and member names kept beside them.
///
/// A walk reads cells that hold no references: nothing is retained, released or freed cell by
/// cell. Walked as a tree of ``TemplateData``, each group a box or an array of its own, a page's
/// values were retained and released at every tag that passed through them.
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

    /// `data` laid out flat, as its root.
    init(_ data: TemplateData) {
        root = add(data)
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
}
