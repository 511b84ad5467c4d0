/// A section added after the first four (``SectionView``), with its words in the template set's
/// locale, read once when the set is loaded.
struct AddedSection: Sendable {
    /// How it shows.
    let view: any SectionView
    /// Its words, of its view's `SectionWords` type.
    let words: any Sendable

    /// Its key.
    var key: String { view.key }

    /// Its context for the presenter's week.
    func context(_ presenter: DigestPresenter) -> (any Encodable & Sendable)? {
        view.context(presenter, anyWords: words)
    }
}
