/// A locale that cannot be used: no file for it, or a file that is not a complete set of words.
package struct LocaleError: Error, Sendable, CustomStringConvertible, Equatable {
    /// Why.
    package enum Kind: Sendable, Equatable {
        /// No `locales/<code>.json` in the template folder; the codes that are there.
        case unknown(available: [String])
        /// The file exists but cannot be used.
        case invalid
    }

    /// What went wrong.
    package let kind: Kind
    /// The locale file (or the file it would be).
    package let file: String
    /// A sentence saying what is wrong and what to do.
    package let problem: String

    /// The file and the problem, such as `templates/locales/ja.json: 'page.total' is missing; …`.
    package var description: String { "\(file): \(problem)" }
}
