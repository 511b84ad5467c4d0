import Foundation

/// A Mustache-style template file with strict, typed lookups.
///
/// Supported tags: `{{name}}` (escaped for the file's kind), `{{{name}}}` (only for
/// ``TrustedMarkup``), `{{#name}}…{{/name}}`, `{{^name}}…{{/name}}`, `{{! comment}}`, dotted
/// names, and `{{> name}}`, the partial `name` (``TemplatePartials``) rendered in place with the
/// values around the tag. Unlike plain Mustache, a name that the context does not have is an error naming the
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

    /// Parses `source`, with its `{{> name}}` tags found in `partials`.
    init(source: String, file: String, escaping: TemplateEscaping, partials: TemplatePartials = .none)
        throws(TemplateError)
    {
        self.file = file
        self.escaping = escaping
        let tokens = try TemplateLexer(file: file).tokens(of: source)
        var index = 0
        var program = TemplateProgram()
        program.files = [file]
        let parsing = Parsing(file: file, fileIndex: 0, partials: partials, including: [])
        try Template.parse(tokens, from: &index, parsing, closing: nil, into: &program)
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

    /// Renders with `shared` (a ``TemplateSet``'s words, encoded once for all its pages) below
    /// `context`, and `below` between them (the added sections' contexts, ``SectionLayer``).
    func render(_ context: some Encodable, below: TemplateData = .null, shared: TemplateData) throws(TemplateError)
        -> String
    {
        String(decoding: try bytes(context, below: below, shared: shared), as: UTF8.self)
    }

    /// ``render(_:below:shared:)`` as the UTF-8 bytes of the file, for a page written as it is.
    func bytes(_ context: some Encodable, below: TemplateData = .null, shared: TemplateData) throws(TemplateError)
        -> [UInt8]
    {
        let data: TemplateData
        do { data = try TemplateData(encoding: context) } catch {
            throw TemplateError(
                file: file, line: 1, column: 1, problem: "the values for this template cannot be read (\(error)).")
        }
        return try bytes(data: data, below: below, shared: shared)
    }

    /// The rendered file's UTF-8 bytes, `data` on `below` on `shared`: every piece comes from a
    /// String or is ASCII, so they are whole UTF-8.
    func bytes(data: TemplateData, below: TemplateData = .null, shared: TemplateData) throws(TemplateError)
        -> [UInt8]
    {
        var stack: [TemplateData] = []
        stack.reserveCapacity(16)
        stack.append(shared)
        if below != .null { stack.append(below) }
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

    /// What parsing one file needs: its name and index in the program's files, where its partials
    /// are found, and the partials that led to it (one that includes itself is an error).
    struct Parsing {
        let file: String
        let fileIndex: Int
        let partials: TemplatePartials
        let including: [String]
    }

    static func parse(
        _ tokens: [TemplateLexer.Token], from index: inout Int, _ parsing: Parsing,
        closing: (name: String, at: SourcePosition)?, depth: Int = 0, into program: inout TemplateProgram
    ) throws(TemplateError) {
        let file = parsing.file
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .text(let text):
                program.appendText(text)
            case .tag(let kind, let name, var position):
                position.file = parsing.fileIndex
                switch kind {
                case .comment: continue
                case .variable, .raw:
                    program.appendVariable(name, raw: kind == .raw, at: position)
                case .partial:
                    try include(name, at: position, parsing, depth: depth, into: &program)
                case .open, .inverted:
                    try checkDepth(depth, file: file, at: position)
                    let section = program.openSection(name, inverted: kind == .inverted, at: position)
                    try parse(
                        tokens, from: &index, parsing, closing: (name, position), depth: depth + 1, into: &program)
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

    /// The partial `name`'s steps added in place of `{{> name}}` at `position`.
    static func include(
        _ name: String, at position: SourcePosition, _ parsing: Parsing, depth: Int, into program: inout TemplateProgram
    ) throws(TemplateError) {
        func failure(_ problem: String) -> TemplateError {
            TemplateError(file: parsing.file, line: position.line, column: position.column, problem: problem)
        }
        guard !parsing.including.contains(name) else {
            let chain = (parsing.including + [name]).map { "{{> \($0)}}" }.joined(separator: " → ")
            throw failure("the partial '\(name)' includes itself (\(chain)); remove the tag that loops back.")
        }
        try checkDepth(depth, file: parsing.file, at: position)
        let (source, file): (String, String)
        switch try parsing.partials.find(name) {
        case .found(let text, let origin): (source, file) = (text, origin)
        case .missing(let expected):
            throw failure("there is no partial '\(name)': \(expected)")
        }
        let tokens = try TemplateLexer(file: file).tokens(of: source)
        program.files.append(file)
        let inner = Parsing(
            file: file, fileIndex: program.files.count - 1, partials: parsing.partials,
            including: parsing.including + [name])
        var index = 0
        try parse(tokens, from: &index, inner, closing: nil, depth: depth + 1, into: &program)
    }

    /// Throws when sections and partials are nested ``maximumDepth`` deep at `position`.
    static func checkDepth(_ depth: Int, file: String, at position: SourcePosition) throws(TemplateError) {
        guard depth < maximumDepth else {
            throw TemplateError(
                file: file, line: position.line, column: position.column,
                problem:
                    "sections and partials are nested more than \(maximumDepth) deep here; close some with {{/name}} before opening more."
            )
        }
    }
}
