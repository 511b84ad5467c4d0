import DigestCore

/// Walks a template's steps over a stack of values in a page's ``TemplateTrees``, looking each
/// name up from the innermost section outwards.
struct TemplateRenderer {
    let file: String
    let escaping: TemplateEscaping
    /// The template's steps.
    let program: TemplateProgram
    /// The values the stack's places lie in.
    let trees: TemplateTrees

    /// The program's `steps`, with `stack` below them.
    func render(_ steps: Range<Int>, stack: inout [TemplatePlace], into output: inout [UInt8])
        throws(TemplateError)
    {
        var index = steps.lowerBound
        while index < steps.upperBound {
            switch program.steps[index] {
            case let .text(start, end):
                output.append(contentsOf: program.literal[start..<end])
                index += 1
            case let .variable(path, raw, position):
                try interpolate(
                    try resolve(path, in: stack, at: position), raw: raw, name: path, at: position, into: &output)
                index += 1
            case let .section(path, inverted, end, position):
                let body = index + 1..<end
                index = end
                let value = try resolve(path, in: stack, at: position)
                if inverted {
                    if trees.isEmptySection(value) { try render(body, stack: &stack, into: &output) }
                    continue
                }
                guard !trees.isEmptySection(value) else { continue }
                switch value.cell {
                case .bool:
                    try render(body, stack: &stack, into: &output)
                case .list(let start, let count):
                    for item in start..<start + count {
                        try render(body, pushing: trees.cell(item, besides: value), on: &stack, into: &output)
                    }
                default:
                    try render(body, pushing: value, on: &stack, into: &output)
                }
            }
        }
    }

    /// `steps` with `value` on top of the stack, so `{{.}}` and its members name it.
    func render(
        _ steps: Range<Int>, pushing value: TemplatePlace, on stack: inout [TemplatePlace],
        into output: inout [UInt8]
    ) throws(TemplateError) {
        stack.append(value)
        defer { stack.removeLast() }
        try render(steps, stack: &stack, into: &output)
    }

    func resolve(_ path: TemplatePath, in stack: [TemplatePlace], at position: SourcePosition)
        throws(TemplateError) -> TemplatePlace
    {
        let null = TemplatePlace(cell: .null, isShared: false)
        guard path.count > 0 else { return null }
        let first = program.names[path.start]
        if first.isDot { return stack.last ?? null }
        // Innermost first.
        let found = stack.reversed().lazy.compactMap { trees.member(first, of: $0) }.first
        guard let found else {
            let known = stack.last.map(trees.memberNames) ?? []
            throw error(
                at: position, "unknown name '\(first.text)'. Names available here: \(known.joined(separator: ", ")).")
        }
        var current = found
        for offset in 1..<path.count {
            if case .null = current.cell { return current }
            guard let value = trees.member(program.names[path.start + offset], of: current) else {
                let parts = program.parts(of: path)
                let name = parts[offset]
                let parent = parts.prefix(offset).map(\.text).joined(separator: ".")
                throw error(
                    at: position,
                    "'\(parent)' has no '\(name.text)'. It has: \(trees.memberNames(of: current).joined(separator: ", "))."
                )
            }
            current = value
        }
        return current
    }

    /// `value` onto the end of `output`: markup as it is for `{{{name}}}`, text escaped for `{{name}}`.
    func interpolate(
        _ value: TemplatePlace, raw: Bool, name path: TemplatePath, at position: SourcePosition,
        into output: inout [UInt8]
    ) throws(TemplateError) {
        if case .null = value.cell { return }
        // The name is spelled out only for a message: most tags never need it.
        var name: String { program.parts(of: path).map(\.text).joined(separator: ".") }
        if raw {
            guard case .markup(let index) = value.cell else {
                throw error(
                    at: position,
                    "'{{{\(name)}}}' would insert text unescaped; only markup the renderer made can be. Use {{\(name)}}."
                )
            }
            return output.append(contentsOf: trees.markup(index, besides: value).bytes)
        }
        // Text, the most common value, escaped from the value as it lies, not copied out first.
        if case .text(let index) = value.cell {
            if value.isShared {
                return escaping.escape(trees.shared.texts[index], into: &output)
            }
            return escaping.escape(trees.page.texts[index], into: &output)
        }
        guard let text = trees.text(of: value) else {
            throw error(at: position, "'\(name)' is a list or a group, not text: use {{#\(name)}}…{{/\(name)}}.")
        }
        escaping.escape(text, into: &output)
    }

    func error(at position: SourcePosition, _ problem: String) -> TemplateError {
        TemplateError(file: file, line: position.line, column: position.column, problem: problem)
    }
}
