/// A section's number in a week's headline: what the page's description, the archive, the feed,
/// the email's subject, the card and the chat notification say of it.
package enum HeadlineFigure: Sendable, Equatable {
    /// The coding time, and the language coded most.
    case time(seconds: Int, mostly: String?)
    /// A count, said by the locale's phrase `summary.<phrase>`: `12 commits`, `15 reads`.
    case count(Int, phrase: String)
}
