import Foundation

/// A Mustache-style template file with strict, typed lookups.
///
/// Supported tags: `{{name}}` (escaped for the file's kind), `{{{name}}}` (only for
/// ``TrustedMarkup``), `{{#name}}…{{/name}}`, `{{^name}}…{{/name}}`, `{{! comment}}`, and dotted
/// names. Unlike plain Mustache, a name that the context does not have is an error naming the
/// file, line and column, so a typo never renders silently as nothing.
package struct Template: Sendable {
    /// The file (or name) used in error messages.
    package let file: String
    /// How inserted values are escaped.
    let escaping: TemplateEscaping
    let program: TemplateProgram
    /// Room made for the output up front: twice the template's own size, so filling a page
    /// rarely has to move what it has written.
    let expectedSize: Int

    /// Parses `source`.
    init(source: String, file: String, escaping: TemplateEscaping) throws(TemplateError) {
        self.file = file
        self.escaping = escaping
        let tokens = try TemplateLexer(file: file).tokens(of: source)
        var index = 0
        var program = TemplateProgram()
        try Template.parse(tokens, from: &index, file: file, closing: nil, into: &program)
        self.program = program
        self.expectedSize = source.utf8.count * 2
    }

    /// Renders the template with `context`, a struct whose stored properties the tags name
    /// (through its `Encodable` conformance, which the compiler writes).
    ///
    /// With `words`, tags
    /// anywhere can also name the locale's fixed words: `{{words.page.total}}`.
    package func render(_ context: some Encodable, words: Words? = nil) throws(TemplateError) -> String {
        var shared = TemplateData.null
        if let words { shared = try TemplateSet.shared(words: words, file: file) }
        return try render(context, shared: shared)
    }

    /// Renders with `shared` (a ``TemplateSet``'s words, encoded once for all its pages) below `context`.
    func render(_ context: some Encodable, shared: TemplateData) throws(TemplateError) -> String {
        String(decoding: try bytes(context, shared: shared), as: UTF8.self)
    }

    /// ``render(_:shared:)`` as the UTF-8 bytes of the file, for a page written as it is.
    func bytes(_ context: some Encodable, shared: TemplateData) throws(TemplateError) -> [UInt8] {
        let data: TemplateData
        do { data = try TemplateData(encoding: context) } catch {
            throw TemplateError(
                file: file, line: 1, column: 1, problem: "the values for this template cannot be read (\(error)).")
        }
        return try bytes(data: data, shared: shared)
    }

    /// The rendered file's UTF-8 bytes, `data` on `shared`: every piece comes from a String or is
    /// ASCII, so they are whole UTF-8.
    func bytes(data: TemplateData, shared: TemplateData) throws(TemplateError) -> [UInt8] {
        var stack: [TemplateData] = []
        stack.reserveCapacity(16)
        stack.append(shared)
        stack.append(data)
        var output: [UInt8] = []
        output.reserveCapacity(expectedSize)
        try TemplateRenderer(file: file, escaping: escaping, program: program)
            .render(program.all, stack: &stack, into: &output)
        return output
    }

    /// How deep sections may nest: far past any real template, and well inside the stack that
    /// parsing and rendering them recursively needs (50 000 levels once ended in a crash).
    static let maximumDepth = 100

    static func parse(
        _ tokens: [TemplateLexer.Token], from index: inout Int, file: String,
        closing: (name: String, at: SourcePosition)?, depth: Int = 0, into program: inout TemplateProgram
    ) throws(TemplateError) {
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .text(let text):
                program.appendText(text)
            case let .tag(kind, name, position):
                switch kind {
                case .comment: continue
                case .variable, .raw:
                    program.appendVariable(name, raw: kind == .raw, at: position)
                case .open, .inverted:
                    guard depth < maximumDepth else {
                        throw TemplateError(
                            file: file, line: position.line, column: position.column,
                            problem:
                                "sections are nested more than \(maximumDepth) deep here; close some with {{/name}} before opening more."
                        )
                    }
                    let section = program.openSection(name, inverted: kind == .inverted, at: position)
                    try parse(
                        tokens, from: &index, file: file, closing: (name, position), depth: depth + 1, into: &program)
                    program.close(section)
                case .close:
                    guard let closing else {
                        throw TemplateError(
                            file: file, line: position.line, column: position.column,
                            problem: "'{{/\(name)}}' closes a section that was never opened.")
                    }
                    guard closing.name == name else {
                        throw TemplateError(
                            file: file, line: position.line, column: position.column,
                            problem:
                                "'{{/\(name)}}' does not match '{{#\(closing.name)}}' opened at line \(closing.at.line), column \(closing.at.column)."
                        )
                    }
                    return
                }
            }
        }
        if let closing {
            throw TemplateError(
                file: file, line: closing.at.line, column: closing.at.column,
                problem: "the section '\(closing.name)' is never closed: add {{/\(closing.name)}}.")
        }
    }
}
