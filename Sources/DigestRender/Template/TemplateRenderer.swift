/// Walks parsed template nodes over a stack of typed context values, looking names up by reflection.
struct TemplateRenderer {
    let file: String
    let escaping: TemplateEscaping

    func render(_ nodes: [TemplateNode], stack: [Any], into output: inout String) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case let .variable(path, raw, position):
                output += try interpolate(try resolve(path, in: stack, at: position), raw: raw, name: path, at: position)
            case let .section(path, inverted, children, position):
                let value = try resolve(path, in: stack, at: position)
                let items = TemplateValue.sectionItems(value)
                if inverted {
                    if items.isEmpty { try render(children, stack: stack, into: &output) }
                } else {
                    for item in items {
                        try render(children, stack: item.map { stack + [$0] } ?? stack, into: &output)
                    }
                }
            }
        }
    }

    func resolve(_ path: [String], in stack: [Any], at position: SourcePosition) throws(TemplateError) -> Any? {
        guard let first = path.first else { return nil }
        if first == "." { return stack.last }
        var found: Any?? = nil
        for frame in stack.reversed() {
            if let value = TemplateValue.member(first, of: frame) { found = value; break }
        }
        guard var current = found else {
            let known = stack.last.map(TemplateValue.memberNames) ?? []
            throw error(at: position, "unknown name '\(first)'. Names available here: \(known.joined(separator: ", ")).")
        }
        for (offset, name) in path.enumerated().dropFirst() {
            guard let container = current else { return nil }
            guard let value = TemplateValue.member(name, of: container) else {
                let parent = path.prefix(offset).joined(separator: ".")
                let known = TemplateValue.memberNames(of: container)
                throw error(at: position, "'\(parent)' has no '\(name)'. It has: \(known.joined(separator: ", ")).")
            }
            current = value
        }
        return current
    }

    func interpolate(_ value: Any?, raw: Bool, name path: [String], at position: SourcePosition) throws(TemplateError) -> String {
        let name = path.joined(separator: ".")
        guard let value = TemplateValue.unwrapped(value) else { return "" }
        if raw {
            guard let markup = value as? TrustedMarkup else {
                throw error(at: position, "'{{{\(name)}}}' would insert text unescaped; only markup the renderer made can be. Use {{\(name)}}.")
            }
            return markup.markup
        }
        guard let text = TemplateValue.text(of: value) else {
            throw error(at: position, "'\(name)' is a list or a group, not text: use {{#\(name)}}…{{/\(name)}}.")
        }
        return escaping.escape(text)
    }

    func error(at position: SourcePosition, _ problem: String) -> TemplateError {
        TemplateError(file: file, line: position.line, column: position.column, problem: problem)
    }
}
