/// Walks parsed template nodes over a stack of context values, looking each name up from the
/// innermost section outwards.
struct TemplateRenderer {
    let file: String
    let escaping: TemplateEscaping
    /// Which value of a ``TemplateData/pair`` each name takes: ``PairedRenderer`` renders a
    /// section that only one of its files shows with `.first` or `.second`.
    var side: TemplateSide = .first

    func render(_ nodes: [TemplateNode], stack: inout [TemplateData], into output: inout [UInt8]) throws(TemplateError)
    {
        for node in nodes {
            switch node {
            case .text(let bytes):
                output.append(contentsOf: bytes)
            case let .variable(path, raw, position):
                try interpolate(
                    try resolve(path, in: stack, at: position), raw: raw, name: path, at: position, into: &output)
            case let .section(path, inverted, children, position):
                let value = try resolve(path, in: stack, at: position)
                if inverted {
                    if value.isEmptySection { try render(children, stack: &stack, into: &output) }
                    continue
                }
                guard !value.isEmptySection else { continue }
                switch value {
                case .bool:
                    try render(children, stack: &stack, into: &output)
                case .list(let items):
                    for item in items { try render(children, pushing: item, on: &stack, into: &output) }
                default:
                    try render(children, pushing: value, on: &stack, into: &output)
                }
            }
        }
    }

    /// `nodes` with `value` on top of the stack, so `{{.}}` and its members name it.
    func render(
        _ nodes: [TemplateNode], pushing value: TemplateData, on stack: inout [TemplateData], into output: inout [UInt8]
    ) throws(TemplateError) {
        stack.append(value)
        defer { stack.removeLast() }
        try render(nodes, stack: &stack, into: &output)
    }

    func resolve(_ path: [TemplateName], in stack: [TemplateData], at position: SourcePosition) throws(TemplateError)
        -> TemplateData
    {
        guard let first = path.first else { return .null }
        if first.isDot { return (stack.last ?? .null).side(side) }
        // Innermost first; a plain loop over the levels as they lie, as this runs for every tag of every page.
        let found = stack.withUnsafeBufferPointer { levels -> TemplateData? in
            var level = levels.count - 1
            while level >= 0 {
                if let value = levels[level].member(first) { return value }
                level -= 1
            }
            return nil
        }
        guard var current = found?.side(side) else {
            let known = stack.last?.memberNames ?? []
            throw error(
                at: position, "unknown name '\(first.text)'. Names available here: \(known.joined(separator: ", ")).")
        }
        for (offset, name) in path.enumerated().dropFirst() {
            if case .null = current { return .null }
            guard let value = current.member(name) else {
                let parent = path.prefix(offset).map(\.text).joined(separator: ".")
                throw error(
                    at: position,
                    "'\(parent)' has no '\(name.text)'. It has: \(current.memberNames.joined(separator: ", ")).")
            }
            current = value.side(side)
        }
        return current
    }

    /// `value` onto the end of `output`: markup as it is for `{{{name}}}`, text escaped for `{{name}}`.
    func interpolate(
        _ value: TemplateData, raw: Bool, name path: [TemplateName], at position: SourcePosition,
        into output: inout [UInt8]
    ) throws(TemplateError) {
        if case .null = value { return }
        // The name is spelled out only for a message: most tags never need it.
        var name: String { path.map(\.text).joined(separator: ".") }
        if raw {
            guard case .markup(let markup) = value else {
                throw error(
                    at: position,
                    "'{{{\(name)}}}' would insert text unescaped; only markup the renderer made can be. Use {{\(name)}}."
                )
            }
            return output.append(contentsOf: markup.bytes)
        }
        // Text, the most common value, escaped from the value as it lies, not copied out first.
        if case .text(let text) = value { return escaping.escape(text, into: &output) }
        guard let text = value.text else {
            throw error(at: position, "'\(name)' is a list or a group, not text: use {{#\(name)}}…{{/\(name)}}.")
        }
        escaping.escape(text, into: &output)
    }

    func error(at position: SourcePosition, _ problem: String) -> TemplateError {
        TemplateError(file: file, line: position.line, column: position.column, problem: problem)
    }
}
