/// A parsed template laid out flat for walking: its steps in order, a section's body being the
/// steps after it up to its `end`, with the literal text and the names the steps use kept beside.
///
/// A walk reads steps that hold no references, so going through a page's few hundred tags
/// retains and releases nothing; walking a tree of nodes had retained each node and its names.
struct TemplateProgram: Sendable {
    /// The steps, in the order the template has them.
    private(set) var steps: [TemplateStep] = []
    /// The literal text of every ``TemplateStep/text(start:end:)`` step, as UTF-8.
    private(set) var literal: [UInt8] = []
    /// The parts of every name a tag uses, one name's after another (``TemplatePath``).
    private(set) var names: [TemplateName] = []
    /// The files the steps come from, as messages name them: the template's own first, then
    /// each partial it includes (``SourcePosition/file``).
    var files: [String] = []

    /// The steps of the whole template.
    var all: Range<Int> { 0..<steps.count }

    /// Adds literal text.
    mutating func appendText(_ text: String) {
        guard !text.isEmpty else { return }
        let start = literal.count
        literal.append(contentsOf: text.utf8)
        steps.append(.text(start: start, end: literal.count))
    }

    /// Adds `{{name}}`, or `{{{name}}}` when `raw`.
    mutating func appendVariable(_ name: String, raw: Bool, at position: SourcePosition) {
        steps.append(.variable(path: path(name), raw: raw, at: position))
    }

    /// Adds the start of a section; ``close(_:)`` ends it once its body is added.
    mutating func openSection(_ name: String, inverted: Bool, at position: SourcePosition) -> Int {
        steps.append(.section(path: path(name), inverted: inverted, end: steps.count + 1, at: position))
        return steps.count - 1
    }

    /// Ends the section started at `index` after the steps added so far.
    mutating func close(_ index: Int) {
        guard case let .section(path, inverted, _, position) = steps[index] else { return }
        steps[index] = .section(path: path, inverted: inverted, end: steps.count, at: position)
    }

    /// A valid name's parts (``TemplateLexer/isValidName(_:)``: ASCII, so split by bytes), kept
    /// in ``names``.
    mutating func path(_ name: String) -> TemplatePath {
        let start = names.count
        if name == "." {
            names.append(.dot)
        } else {
            for part in name.utf8.split(separator: UInt8(ascii: ".")) {
                names.append(TemplateName(String(decoding: part, as: UTF8.self)))
            }
        }
        return TemplatePath(start: start, count: names.count - start)
    }

    /// The parts of `path`, for messages.
    func parts(of path: TemplatePath) -> [TemplateName] {
        Array(names[path.start..<path.start + path.count])
    }
}

/// One step of a ``TemplateProgram``.
enum TemplateStep: Sendable {
    /// Literal text: the program's bytes from `start` to `end`.
    case text(start: Int, end: Int)
    /// `{{name}}` (escaped) or `{{{name}}}` (trusted markup only).
    case variable(path: TemplatePath, raw: Bool, at: SourcePosition)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted: its body is the steps
    /// after it, up to `end`.
    case section(path: TemplatePath, inverted: Bool, end: Int, at: SourcePosition)
}

/// A dotted name's parts: `count` names of the program's from `start`.
struct TemplatePath: Sendable {
    let start: Int
    let count: Int
}
