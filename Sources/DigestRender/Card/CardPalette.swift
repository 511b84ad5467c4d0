/// The profile card's colours: the stylesheet's light or dark palette (`templates/style.css`).
package struct CardPalette: Sendable {
    /// The card's face, its border, its text and its quieter text.
    let surface, rule, text, muted: String
    /// The languages' colours, by ``LanguageColor`` slot.
    let slots: [String]

    /// The light palette: `card.svg`.
    package static let light = CardPalette(
        surface: "#ffffff", rule: "#e3e0d8", text: "#1d1f24", muted: "#555b66",
        slots: [
            "#2f6fd6", "#e0793a", "#2a9d6f", "#c2417a", "#7a5bd1", "#c9a227", "#3b9bb5", "#8a8f99", "#a0522d",
            "#d1495b",
        ])

    /// The dark palette: `card-dark.svg`.
    package static let dark = CardPalette(
        surface: "#1d2026", rule: "#323640", text: "#e8e6e1", muted: "#a9afb9",
        slots: [
            "#6b9cf0", "#f09a63", "#4fc293", "#e2719f", "#a58bf0", "#e0c05a", "#6cc3da", "#9aa0aa", "#d08a62",
            "#f07a88",
        ])
}
