/// Walks a template's nodes once for two files whose contexts differ only in some leaves
/// (``TemplateData/pair``): a week's `digest.md` and the Markdown of its page.
///
/// Text and shared values are looked up and escaped once and copied to both files; a paired
/// value goes to each file escaped on its own; a section that only one file shows is rendered
/// for each file alone. Each file comes out byte for byte as ``TemplateRenderer`` makes it with
/// that ``TemplateSide``. Where one walk cannot keep that (any template error), it throws
/// ``Parted``, and the caller renders the files one at a time, which also reports the error as
/// that does.
struct PairedRenderer {
    /// The first file's renderer (`side` `.first`).
    let first: TemplateRenderer
    /// The second file's renderer (`side` `.second`).
    let second: TemplateRenderer
    /// Both files' lookups: pairs kept whole.
    let both: TemplateRenderer

    /// Renders for `file`, escaping as `escaping`.
    init(file: String, escaping: TemplateEscaping) {
        first = TemplateRenderer(file: file, escaping: escaping, side: .first)
        second = TemplateRenderer(file: file, escaping: escaping, side: .second)
        both = TemplateRenderer(file: file, escaping: escaping, side: .both)
    }

    /// The two files cannot be made in one walk here.
    struct Parted: Error {}

    func render(
        _ nodes: [TemplateNode], stack: inout [TemplateData], into one: inout [UInt8], _ other: inout [UInt8]
    ) throws(Parted) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                one.append(contentsOf: bytes)
                other.append(contentsOf: bytes)
            case let .variable(path, raw, position):
                do {
                    let value = try both.resolve(path, in: stack, at: position)
                    if case .pair(let firstValue, let secondValue) = value {
                        try first.interpolate(firstValue, raw: raw, name: path, at: position, into: &one)
                        try second.interpolate(secondValue, raw: raw, name: path, at: position, into: &other)
                    } else {
                        let start = one.count
                        try first.interpolate(value, raw: raw, name: path, at: position, into: &one)
                        other.append(contentsOf: one[start...])
                    }
                } catch { throw Parted() }
            case let .section(path, inverted, children, position):
                let value: TemplateData
                do { value = try both.resolve(path, in: stack, at: position) } catch { throw Parted() }
                if case .pair(let firstValue, let secondValue) = value,
                    firstValue.isEmptySection != secondValue.isEmptySection
                        || Shown(firstValue) != Shown(secondValue) || !Shown(firstValue).isScalar
                {
                    try alone([node], stack: stack, into: &one, &other)
                    continue
                }
                let empty = value.isEmptySection
                if inverted {
                    if empty { try render(children, stack: &stack, into: &one, &other) }
                    continue
                }
                if empty { continue }
                switch value.side(.first) {
                case .bool:
                    try render(children, stack: &stack, into: &one, &other)
                case .list(let items):
                    for item in items { try render(children, pushing: item, on: &stack, into: &one, &other) }
                default:
                    try render(children, pushing: value, on: &stack, into: &one, &other)
                }
            }
        }
    }

    /// How a section shows a value: once for a flag, once per item for a list, once on top.
    ///
    /// A pair is walked once for both files only when its two values are scalars shown alike: a
    /// group on top of the stack would hide the names outside it differently for each file.
    enum Shown: Equatable {
        case flag, list, group, value

        init(_ value: TemplateData) {
            switch value {
            case .bool: self = .flag
            case .list: self = .list
            case .object: self = .group
            default: self = .value
            }
        }

        /// A flag or a single value: what one walk can show for both files.
        var isScalar: Bool { self == .flag || self == .value }
    }

    func render(
        _ nodes: [TemplateNode], pushing value: TemplateData, on stack: inout [TemplateData],
        into one: inout [UInt8], _ other: inout [UInt8]
    ) throws(Parted) {
        stack.append(value)
        defer { stack.removeLast() }
        try render(nodes, stack: &stack, into: &one, &other)
    }

    /// `nodes` rendered for each file on its own, each taking its side of every pair.
    func alone(_ nodes: [TemplateNode], stack: [TemplateData], into one: inout [UInt8], _ other: inout [UInt8])
        throws(Parted)
    {
        var stack = stack
        do {
            try first.render(nodes, stack: &stack, into: &one)
            try second.render(nodes, stack: &stack, into: &other)
        } catch { throw Parted() }
    }
}
