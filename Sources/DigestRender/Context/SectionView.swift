import DigestCore
import Foundation

/// How a section added after the first four shows in `week.md` and the email: its context, found
/// by its key, with words of its own from the locale files.
///
/// Registered once, in ``SectionViews/added``. The key names three things: the section's partials
/// (`partials/<key>.md`, `.txt` and `.html`, which `{{> added}}` includes in the registry's order
/// after the first four sections; the `.html` one is rows of the email's table), its context in
/// them (`{{#<key>}}…{{/<key>}}`, on every week: nil when the week has no such section) and its
/// words (`sections.<key>` in `locales/<code>.json`, which templates name
/// as `{{words.sections.<key>.title}}`). The first four sections' contexts are members of
/// ``MarkdownContext`` and ``EmailContext``, as templates exported before have them.
protocol SectionView: Sendable {
    /// The shape of its words in the locale files (their group `sections.<key>`).
    associatedtype SectionWords: Decodable & Sendable

    /// The section's key: its partials' name, its context's and its words' group's.
    var key: String { get }

    /// Its context for the presenter's week, with its `words`, figures kept on one line when the
    /// presenter is `unbroken` (for HTML); nil when the week has no such section.
    func context(_ presenter: DigestPresenter, words: SectionWords) -> (any Encodable & Sendable)?
}

extension SectionView {
    /// The section with its words read from `words`, or a sentence saying what is wrong with them.
    func reading(_ words: Words) -> Result<AddedSection, LocaleProblem> {
        do {
            return .success(AddedSection(view: self, words: try words.section(key, as: SectionWords.self)))
        } catch let error as DecodingError {
            return .failure(LocaleProblem(sentence: LocaleCatalog.explain(error)))
        } catch {
            return .failure(
                LocaleProblem(sentence: "'sections.\(key)' cannot be read (\(error)); copy it from en.json"))
        }
    }

    /// Its context with `words`, when they are its words.
    func context(_ presenter: DigestPresenter, anyWords words: any Sendable) -> (any Encodable & Sendable)? {
        guard let words = words as? SectionWords else { return nil }
        return context(presenter, words: words)
    }
}

/// What is wrong with a section's words in a locale file, as a sentence.
struct LocaleProblem: Error {
    let sentence: String
}
