import DigestCore

/// A value on a render's stack: a cell, and whether it lies in the words every page shares or in
/// the page's own tree (a cell names other cells of its own tree only).
struct TemplatePlace: Sendable {
    var cell: TemplateCell
    var isShared: Bool
}

/// The two trees a render reads: the words every page shares, and the page's values.
struct TemplateTrees: Sendable {
    let shared: TemplateTree
    let page: TemplateTree

    /// The stack a walk starts with, with room for the sections it opens: grown from two, the
    /// stack was allocated again two or three times for every page.
    var stack: [TemplatePlace] {
        var stack: [TemplatePlace] = []
        stack.reserveCapacity(16)
        stack.append(TemplatePlace(cell: shared.root, isShared: true))
        stack.append(TemplatePlace(cell: page.root, isShared: false))
        return stack
    }

    /// The cell at `index` of the tree `place` lies in, in that tree.
    ///
    /// The trees are read where they lie, never copied out: a tree is four arrays to retain.
    @inline(__always) func cell(_ index: Int, besides place: TemplatePlace) -> TemplatePlace {
        TemplatePlace(cell: place.isShared ? shared.cells[index] : page.cells[index], isShared: place.isShared)
    }

    /// `place`'s member `name`: nil when it has none (or is no group).
    func member(_ name: TemplateName, of place: TemplatePlace) -> TemplatePlace? {
        guard case .object(let names, let start) = place.cell else { return nil }
        let found = place.isShared ? shared.groups[names].index(of: name) : page.groups[names].index(of: name)
        guard let found else { return nil }
        return cell(start + found, besides: place)
    }

    /// The names `place` offers to templates, in declaration order.
    func memberNames(of place: TemplatePlace) -> [String] {
        guard case .object(let names, _) = place.cell else { return [] }
        return place.isShared ? shared.groups[names].names : page.groups[names].names
    }

    /// Whether a section over the value renders nothing: nil, false, empty text or list, zero.
    func isEmptySection(_ place: TemplatePlace) -> Bool {
        switch place.cell {
        case .null: return true
        case .bool(let flag): return !flag
        case .text(let index): return place.isShared ? shared.texts[index].isEmpty : page.texts[index].isEmpty
        case .int(let number): return number == 0
        case .list(_, let count): return count == 0
        case .double, .markup, .object: return false
        }
    }

    /// The text of a scalar value; nil for nil, lists and groups.
    func text(of place: TemplatePlace) -> String? {
        switch place.cell {
        case .text(let index): return place.isShared ? shared.texts[index] : page.texts[index]
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .markup(let index): return markup(index, besides: place).markup
        case .null, .list, .object: return nil
        }
    }

    /// The markup at `index` of the tree `place` lies in.
    @inline(__always) func markup(_ index: Int, besides place: TemplatePlace) -> TrustedMarkup {
        place.isShared ? shared.markups[index] : page.markups[index]
    }
}
