import DigestCore

/// Walks a template's steps over a stack of ``TemplateData`` values, looking each name up from
/// the innermost section outwards.
struct TemplateRenderer {
    let file: String
    let escaping: TemplateEscaping
    /// The template's steps.
    let program: TemplateProgram

    /// The program's `steps`, with `stack` below them.
    func render(_ steps: Range<Int>, stack: inout [TemplateData], into output: inout [UInt8]) throws(TemplateError) {
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
                    if Self.isEmptySection(value) { try render(body, stack: &stack, into: &output) }
                    continue
                }
                guard !Self.isEmptySection(value) else { continue }
                switch value {
                case .bool:
                    try render(body, stack: &stack, into: &output)
                case .list(let items):
                    for item in items { try render(body, pushing: item, on: &stack, into: &output) }
                default:
                    try render(body, pushing: value, on: &stack, into: &output)
                }
            }
        }
    }

    /// `steps` with `value` on top of the stack, so `{{.}}` and its members name it.
    func render(
        _ steps: Range<Int>, pushing value: TemplateData, on stack: inout [TemplateData], into output: inout [UInt8]
    ) throws(TemplateError) {
        stack.append(value)
        defer { stack.removeLast() }
        try render(steps, stack: &stack, into: &output)
    }

    func resolve(_ path: TemplatePath, in stack: [TemplateData], at position: SourcePosition)
        throws(TemplateError) -> TemplateData
    {
        guard path.count > 0 else { return .null }
        let first = program.names[path.start]
        if first.isDot { return stack.last ?? .null }
        // Innermost first.
        let found = stack.reversed().lazy.compactMap { Self.member(first, of: $0) }.first
        guard let found else {
            let known = stack.last.map(Self.memberNames) ?? []
            throw error(
                at: position, "unknown name '\(first.text)'. Names available here: \(known.joined(separator: ", ")).")
        }
        var current = found
        for offset in 1..<path.count {
            if case .null = current { return current }
            guard let value = Self.member(program.names[path.start + offset], of: current) else {
                let parts = program.parts(of: path)
                let name = parts[offset]
                let parent = parts.prefix(offset).map(\.text).joined(separator: ".")
                throw error(
                    at: position,
                    "'\(parent)' has no '\(name.text)'. It has: \(Self.memberNames(of: current).joined(separator: ", "))."
                )
            }
            current = value
        }
        return current
    }

    /// `value`'s member `name`: nil when it has none (or is no group).
    static func member(_ name: TemplateName, of value: TemplateData) -> TemplateData? {
        guard case .object(let object) = value, let found = object.members.index(of: name) else { return nil }
        return object.values[found]
    }

    /// The names `value` offers to templates, in declaration order.
    static func memberNames(of value: TemplateData) -> [String] {
        guard case .object(let object) = value else { return [] }
        return object.names
    }

    /// Whether a section over the value renders nothing: nil, false, empty text or list, zero.
    static func isEmptySection(_ value: TemplateData) -> Bool {
        switch value {
        case .null: return true
        case .bool(let flag): return !flag
        case .text(let text): return text.isEmpty
        case .int(let number): return number == 0
        case .list(let items): return items.isEmpty
        case .double, .markup, .object: return false
        }
    }

    /// `value` onto the end of `output`: markup as it is for `{{{name}}}`, text escaped for `{{name}}`.
    func interpolate(
        _ value: TemplateData, raw: Bool, name path: TemplatePath, at position: SourcePosition,
        into output: inout [UInt8]
    ) throws(TemplateError) {
        // The name is spelled out only for a message: most tags never need it.
        var name: String { program.parts(of: path).map(\.text).joined(separator: ".") }
        switch value {
        case .null: return
        case .markup(let markup) where raw: output.append(contentsOf: markup.bytes)
        case _ where raw:
            throw error(
                at: position,
                "'{{{\(name)}}}' would insert text unescaped; only markup the renderer made can be. Use {{\(name)}}."
            )
        case .text(let text): escaping.escape(text, into: &output)
        case .int(let number): escaping.escape(String(number), into: &output)
        case .double(let number): escaping.escape(String(number), into: &output)
        case .bool(let flag): escaping.escape(flag ? "true" : "false", into: &output)
        case .markup(let markup): escaping.escape(markup.markup, into: &output)
        case .list, .object:
            throw error(at: position, "'\(name)' is a list or a group, not text: use {{#\(name)}}…{{/\(name)}}.")
        }
    }

    func error(at position: SourcePosition, _ problem: String) -> TemplateError {
        let file = program.files.indices.contains(position.file) ? program.files[position.file] : file
        return TemplateError(file: file, line: position.line, column: position.column, problem: problem)
    }
}
