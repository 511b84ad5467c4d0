/// A problem in a template file, with the place it was found.
package struct TemplateError: Error, Equatable, CustomStringConvertible {
    /// The template's file (or name).
    package var file: String
    /// The 1-based line.
    var line: Int
    /// The 1-based column, in characters.
    var column: Int
    /// What is wrong and what to do.
    package var problem: String

    /// Creates an error.
    init(file: String, line: Int, column: Int, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    package var description: String { "\(file):\(line):\(column): \(problem)" }
}

/// A place in a template's source: in the template's own file, or in one of the partials it
/// includes (`file`, an index into ``TemplateProgram/files``).
struct SourcePosition: Sendable, Equatable {
    var line: Int
    var column: Int
    var file = 0
}
