import DigestCore

/// Walks a template's steps once for two files whose contexts differ only in some leaves
/// (``TemplateCell/pair``): a week's `digest.md` and the Markdown of its page.
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

    /// The values the stack's places lie in.
    var trees: TemplateTrees { both.trees }

    /// The template's steps.
    var program: TemplateProgram { both.program }

    /// Renders `program` for `file` from `trees`, escaping as `escaping`.
    init(file: String, escaping: TemplateEscaping, program: TemplateProgram, trees: TemplateTrees) {
        first = TemplateRenderer(file: file, escaping: escaping, program: program, trees: trees, side: .first)
        second = TemplateRenderer(file: file, escaping: escaping, program: program, trees: trees, side: .second)
        both = TemplateRenderer(file: file, escaping: escaping, program: program, trees: trees, side: .both)
    }

    /// The two files cannot be made in one walk here.
    struct Parted: Error {}

    func render(
        _ steps: Range<Int>, stack: inout [TemplatePlace], into one: inout [UInt8], _ other: inout [UInt8]
    ) throws(Parted) {
        var index = steps.lowerBound
        while index < steps.upperBound {
            switch program.steps[index] {
            case let .text(start, end):
                program.literal.withUnsafeBufferPointer {
                    let text = UnsafeBufferPointer(rebasing: $0[start..<end])
                    one.append(contentsOf: text)
                    other.append(contentsOf: text)
                }
                index += 1
            case let .variable(path, raw, position):
                do {
                    let value = try both.resolve(path, in: stack, at: position)
                    if let (firstValue, secondValue) = trees.halves(of: value) {
                        try first.interpolate(firstValue, raw: raw, name: path, at: position, into: &one)
                        try second.interpolate(secondValue, raw: raw, name: path, at: position, into: &other)
                    } else {
                        let start = one.count
                        try first.interpolate(value, raw: raw, name: path, at: position, into: &one)
                        one.withUnsafeBufferPointer {
                            other.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start...]))
                        }
                    }
                } catch { throw Parted() }
                index += 1
            case let .section(path, inverted, end, position):
                let section = index..<end
                let body = index + 1..<end
                index = end
                let value: TemplatePlace
                do { value = try both.resolve(path, in: stack, at: position) } catch { throw Parted() }
                if let (firstValue, secondValue) = trees.halves(of: value),
                    trees.isEmptySection(firstValue) != trees.isEmptySection(secondValue)
                        || Shown(firstValue.cell) != Shown(secondValue.cell) || !Shown(firstValue.cell).isScalar
                {
                    try alone(section, stack: stack, into: &one, &other)
                    continue
                }
                let empty = trees.isEmptySection(value)
                if inverted {
                    if empty { try render(body, stack: &stack, into: &one, &other) }
                    continue
                }
                if empty { continue }
                let shown = trees.side(.first, of: value)
                switch shown.cell {
                case .bool:
                    try render(body, stack: &stack, into: &one, &other)
                case .list(let start, let count):
                    for item in start..<start + count {
                        try render(body, pushing: trees.cell(item, besides: shown), on: &stack, into: &one, &other)
                    }
                default:
                    try render(body, pushing: value, on: &stack, into: &one, &other)
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

        init(_ value: TemplateCell) {
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
        _ steps: Range<Int>, pushing value: TemplatePlace, on stack: inout [TemplatePlace],
        into one: inout [UInt8], _ other: inout [UInt8]
    ) throws(Parted) {
        stack.append(value)
        defer { stack.removeLast() }
        try render(steps, stack: &stack, into: &one, &other)
    }

    /// `steps` rendered for each file on its own, each taking its side of every pair.
    func alone(_ steps: Range<Int>, stack: [TemplatePlace], into one: inout [UInt8], _ other: inout [UInt8])
        throws(Parted)
    {
        var stack = stack
        do {
            try first.render(steps, stack: &stack, into: &one)
            try second.render(steps, stack: &stack, into: &other)
        } catch { throw Parted() }
    }
}
