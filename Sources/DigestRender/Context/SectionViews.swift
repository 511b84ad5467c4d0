/// The sections of the week's page and email beyond the first four (coding, commits, reading,
/// links, whose contexts are members of ``MarkdownContext`` and ``EmailContext``): the one list a
/// new section's view is added to (``SectionView``), in the order `{{> added}}` shows them.
enum SectionViews {
    /// The sections added after the first four, each with its own context and words.
    static let added: [any SectionView] = [ReviewsView()]
}
