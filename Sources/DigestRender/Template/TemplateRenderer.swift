/// One value on the renderer's stack, with its members found by reflection once and the dotted
/// paths resolved from it remembered, so a loop or a repeated `{{words.page.total}}` reflects nothing twice.
final class TemplateFrame {
    let value: Any
    private var members: [String: Any?]?
    private var paths: [ArraySlice<String>: Any??] = [:]

    init(_ value: Any) {
        self.value = value
    }

    /// The member `name`: nil when there is none, `.some(nil)` when it is nil.
    func member(_ name: String) -> Any?? {
        if members == nil {
            var found: [String: Any?] = [:]
            if let unwrapped = TemplateValue.unwrapped(value) {
                for child in Mirror(reflecting: unwrapped).children {
                    if let label = child.label { found[label] = TemplateValue.unwrapped(child.value) }
                }
            }
            members = found
        }
        guard let members, let value = members[name] else { return nil }
        return .some(value)
    }

    /// The value at `path` below this frame's member `path.first`, remembered once found.
    func resolved(_ path: ArraySlice<String>, _ resolve: () -> Any??) -> Any?? {
        if let known = paths[path] { return known }
        let value = resolve()
        if value != nil { paths[path] = value }
        return value
    }
}

/// Walks parsed template nodes over a stack of typed context values, looking names up by reflection.
struct TemplateRenderer {
    let file: String
    let escaping: TemplateEscaping

    func render(_ nodes: [TemplateNode], stack: [Any], into output: inout String) throws(TemplateError) {
        try render(nodes, frames: stack.map(TemplateFrame.init), into: &output)
    }

    func render(_ nodes: [TemplateNode], frames stack: [TemplateFrame], into output: inout String) throws(TemplateError) {
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
                    if items.isEmpty { try render(children, frames: stack, into: &output) }
                } else {
                    for item in items {
                        try render(children, frames: item.map { stack + [TemplateFrame($0)] } ?? stack, into: &output)
                    }
                }
            }
        }
    }

    func resolve(_ path: [String], in stack: [TemplateFrame], at position: SourcePosition) throws(TemplateError) -> Any? {
        guard let first = path.first else { return nil }
        if first == "." { return stack.last?.value }
        guard let frame = stack.last(where: { $0.member(first) != nil }) else {
            let known = stack.last.map { TemplateValue.memberNames(of: $0.value) } ?? []
            throw error(at: position, "unknown name '\(first)'. Names available here: \(known.joined(separator: ", ")).")
        }
        guard path.count > 1 else { return frame.member(first) ?? nil }
        var failure: TemplateError?
        let value = frame.resolved(path[...]) { () -> Any?? in
            guard var current = frame.member(first) else { return nil }
            for (offset, name) in path.enumerated().dropFirst() {
                guard let container = current else { return .some(nil) }
                guard let value = TemplateValue.member(name, of: container) else {
                    let parent = path.prefix(offset).joined(separator: ".")
                    let known = TemplateValue.memberNames(of: container)
                    failure = error(at: position, "'\(parent)' has no '\(name)'. It has: \(known.joined(separator: ", ")).")
                    return nil
                }
                current = value
            }
            return current
        }
        if let failure { throw failure }
        return value ?? nil
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
