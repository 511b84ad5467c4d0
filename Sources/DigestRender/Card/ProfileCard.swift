import DigestCore

/// The latest week as a picture for a profile README: `card.svg` and `card-dark.svg`.
///
/// The total (or the commits, without WakaTime), the change on the week before, the top
/// languages as one bar, the days as small bars and the goal, in the site's locale and through
/// its public rules (the history given is the one the pages show). Made for GitHub's image
/// proxy: no script, no `foreignObject`, nothing loaded from elsewhere, fonts from the system,
/// a `<title>` and a `<desc>` that say it all in words.
package struct ProfileCard: Sendable {
    /// The locale's words.
    let words: Words
    /// What the week is measured against.
    let goal: WeeklyGoal
    /// The colours: the stylesheet's light or dark palette.
    let palette: CardPalette
    /// Whether it shows AI's share of the lines added (`DIGEST_CARD_AI=1`).
    let showsAI: Bool

    /// The card's size.
    static let width = 480, height = 200

    /// A card in `words`, against `goal`, in `palette`'s colours.
    package init(words: Words, goal: WeeklyGoal, palette: CardPalette, showsAI: Bool = false) {
        self.words = words
        self.goal = goal
        self.palette = palette
        self.showsAI = showsAI
    }

    /// The card of `history`'s latest week; a card that says there are no weeks yet without one.
    package func svg(_ history: WeekHistory) -> String {
        var svg = MarkupWriter(capacity: 4096)
        let latest = history.summaries.last
        let facts = CardFacts(
            latest, previous: latest.flatMap { history[$0.week.previous] }, words: words, goal: goal, showsAI: showsAI)
        svg.raw(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200" role="img" font-family="system-ui,-apple-system,'Segoe UI',Helvetica,Arial,'Noto Sans','Noto Sans CJK JP','Hiragino Sans',sans-serif" fill=""#
        )
        svg.made(palette.text)
        svg.raw(#"" lang=""#)
        svg.xmlText(words.code)
        svg.raw(#""><title id="card-title">"#)
        svg.xmlText(facts.title)
        svg.raw(#"</title><desc id="card-desc">"#)
        svg.xmlText(facts.description)
        svg.raw("</desc>")
        svg.raw(#"<rect x="0.5" y="0.5" width="479" height="199" rx="8" fill=""#)
        svg.made(palette.surface)
        svg.raw(#"" stroke=""#)
        svg.made(palette.rule)
        svg.raw(#""/><text x="20" y="30" font-size="14" font-weight="600">"#)
        svg.xmlText(facts.title)
        svg.raw(#"</text><text x="460" y="30" font-size="12" text-anchor="end" fill=""#)
        svg.made(palette.muted)
        svg.raw(#"">"#)
        svg.xmlText(facts.range)
        svg.raw(#"</text><text x="20" y="70" font-size="30" font-weight="700">"#)
        svg.xmlText(facts.headline)
        svg.raw("</text>")
        // The change on last week, then AI's share when the card shows it, on one line.
        let under = [facts.change, facts.ai].compactMap { $0 }.joined(separator: " · ")
        if !under.isEmpty {
            svg.raw(#"<text x="20" y="90" font-size="12""#)
            // Above the day bars (their tops at 102 and below), so it may run to the card's edge.
            if Self.estimatedWidth(under, size: 12) > 440 {
                svg.raw(#" textLength="440" lengthAdjust="spacingAndGlyphs""#)
            }
            svg.raw(#" fill=""#)
            svg.made(palette.muted)
            svg.raw(#"">"#)
            svg.xmlText(under)
            svg.raw("</text>")
        }
        languages(facts.languages, into: &svg)
        days(facts.days, into: &svg)
        if let line = facts.goal {
            svg.raw(#"<text x="20" y="186" font-size="12""#)
            // A card cannot measure its text: a line estimated wider than the card is squeezed to fit.
            if Self.estimatedWidth("○ " + line.text, size: 12) > 440 {
                svg.raw(#" textLength="440" lengthAdjust="spacingAndGlyphs""#)
            }
            svg.raw(#"><tspan fill=""#)
            svg.made(line.isMet ? palette.slots[2] : palette.slots[1])
            svg.raw(#"">"#)
            svg.raw(line.isMet ? "✓" : "○")
            svg.raw("</tspan> ")
            svg.xmlText(line.text)
            svg.raw("</text>")
        }
        svg.raw("</svg>\n")
        return svg.string
    }

    /// About how wide `text` is at `size` pixels: a wide (CJK) character an em, any other 0.6 of one.
    static func estimatedWidth(_ text: String, size: Int) -> Int {
        let ems = text.unicodeScalars.reduce(0.0) { sum, scalar in
            sum
                + (scalar.value >= 0x1100 && scalar.properties.isEmojiPresentation == false && scalar.value < 0x1F000
                    ? 1.0 : 0.6)
        }
        return Int(ems * Double(size))
    }

    /// The top languages as one bar, 20 to 300 across, with the first four named under it.
    func languages(_ shares: [CardFacts.Share], into svg: inout MarkupWriter) {
        guard !shares.isEmpty else { return }
        var x = 20
        for (index, share) in shares.enumerated() {
            let width = index == shares.count - 1 ? 300 - x : share.percent * 280 / 100
            guard width > 0 else { continue }
            svg.raw(#"<rect x=""#)
            svg.number(x)
            svg.raw(#"" y="106" width=""#)
            svg.number(width)
            svg.raw(#"" height="10" fill=""#)
            svg.made(palette.slots[share.slot])
            svg.raw(#""/>"#)
            x += width
        }
        for (index, share) in shares.prefix(4).enumerated() {
            let y = 136 + (index / 2) * 18, left = 20 + (index % 2) * 140
            svg.raw(#"<rect x=""#)
            svg.number(left)
            svg.raw(#"" y=""#)
            svg.number(y - 9)
            svg.raw(#"" width="10" height="10" rx="2" fill=""#)
            svg.made(palette.slots[share.slot])
            svg.raw(#""/><text x=""#)
            svg.number(left + 16)
            svg.raw(#"" y=""#)
            svg.number(y)
            svg.raw(#"" font-size="12">"#)
            svg.xmlText(share.name)
            svg.raw(#" <tspan fill=""#)
            svg.made(palette.muted)
            svg.raw(#"">"#)
            svg.number(share.percent)
            svg.raw("%</tspan></text>")
        }
    }

    /// The seven days as bars, 330 to 460 across, each labelled with its weekday's first letter.
    func days(_ days: [CardFacts.Day], into svg: inout MarkupWriter) {
        guard !days.isEmpty else { return }
        let peak = max(days.map(\.seconds).max() ?? 0, 1)
        for (index, day) in days.enumerated() {
            let x = 330 + index * 19, height = day.seconds * 50 / peak
            svg.raw(#"<rect x=""#)
            svg.number(x)
            svg.raw(#"" y=""#)
            svg.number(152 - max(height, 1))
            svg.raw(#"" width="13" height=""#)
            svg.number(max(height, 1))
            svg.raw(#"" rx="2" fill=""#)
            svg.made(day.seconds > 0 ? palette.slots[0] : palette.rule)
            svg.raw(#""/><text x=""#)
            svg.number(x + 6)
            svg.raw(#"" y="168" font-size="10" text-anchor="middle" fill=""#)
            svg.made(palette.muted)
            svg.raw(#"">"#)
            svg.xmlText(day.label)
            svg.raw("</text>")
        }
    }
}
