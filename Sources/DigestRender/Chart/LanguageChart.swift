import DigestCore

/// The language breakdown: one stacked bar in inline SVG, with a legend that doubles as its text.
struct LanguageChart: Sendable {
    /// How many languages get their own colour; the rest are summed as "Other".
    var maxSlices: Int

    /// The locale's words: durations, the chart's title, the name of the "Other" slice.
    package let words: Words

    /// Creates a chart builder.
    init(words: Words, maxSlices: Int = 7) {
        self.words = words
        self.maxSlices = max(1, maxSlices)
    }

    /// The slices shown: the top languages, then the rest summed as one "Other" slice, last
    /// (WakaTime's own "Other" entry, hidden languages included, is folded into it).
    func slices(of languages: [TimeShare]) -> [TimeShare] {
        // One pass, into arrays made their size at once: filtering and appending grew an array
        // element by element, for the chart of every week.
        var named: [TimeShare] = []
        named.reserveCapacity(languages.count)
        var reported = 0
        for language in languages {
            if language.name == Self.other { reported += language.seconds } else { named.append(language) }
        }
        let room = reported > 0 || named.count > maxSlices ? maxSlices - 1 : maxSlices
        let rest = named.dropFirst(room).reduce(reported) { $0 + $1.seconds }
        var top: [TimeShare] = []
        top.reserveCapacity(min(room, named.count) + 1)
        top += named.prefix(room)
        if rest > 0 { top.append(TimeShare(name: Self.other, seconds: rest)) }
        return top
    }

    static let other = "Other"

    /// The chart's markup, or nil when there is no time to show.
    ///
    /// `change` gives the week-over-week
    /// change of a language, shown in the legend.
    func markup(for languages: [TimeShare], change: (String) -> String? = { _ in nil }) -> TrustedMarkup? {
        let shown = slices(of: languages)
        let total = shown.reduce(0) { $0 + $1.seconds }
        guard total > 0 else { return nil }
        let percents = TimeShare.percentages(of: shown)
        let durations = DurationFormat(words.durations)
        // Each slice's time and colour are made once, for the description, the bar and the legend.
        let times = shown.map { durations.text(seconds: $0.seconds) }
        let colours = shown.indices.map { LanguageColor.slot(of: shown[$0].name, isOther: isOther($0, of: shown)) }
        let summary = shown.indices.map { "\(name(shown[$0])) \(times[$0]) (\(percents[$0])%)" }.joined(
            separator: words.lists.separator)

        var out = MarkupWriter()
        out.raw(
            #"<svg class="stack" viewBox="0 0 1000 40" preserveAspectRatio="none" role="img" aria-labelledby="lang-title lang-desc">"#
        )
        out.raw(#"<title id="lang-title">"#)
        out.text(words.page.languageChartTitle)
        out.raw(#"</title><desc id="lang-desc">"#)
        out.text(summary)
        out.raw("</desc>")
        var x = 0
        for (index, share) in shown.enumerated() {
            let width = index == shown.count - 1 ? 1000 - x : share.seconds * 1000 / total
            out.raw(#"<rect class="s"#)
            out.number(colours[index])
            out.raw(#"" x=""#)
            out.number(x)
            out.raw(#"" y="0" width=""#)
            out.number(max(0, width))
            out.raw(#"" height="40"/>"#)
            x += width
        }
        out.raw(#"</svg><ul class="legend">"#)
        for (index, (share, percent)) in zip(shown, percents).enumerated() {
            out.raw(#"<li><span class="swatch s"#)
            out.number(colours[index])
            out.raw(#"" aria-hidden="true"></span><span class="name">"#)
            out.text(name(share))
            out.raw(#"</span> <span class="value">"#)
            out.text(times[index])
            out.raw(" · ")
            out.number(percent)
            out.raw("%")
            let delta = share.name == Self.other && index == shown.count - 1 ? nil : change(share.name)
            if let delta {
                out.raw(" · ")
                out.text(delta)
            }
            out.raw("</span></li>")
        }
        out.raw("</ul>")
        return TrustedMarkup(bytes: out.bytes)
    }

    /// Whether the slice at `index` is the summed Other (always the last, when there is one).
    func isOther(_ index: Int, of shown: [TimeShare]) -> Bool {
        index == shown.count - 1 && shown[index].name == Self.other
    }

    /// The slice's name as shown: WakaTime's "Other" in the locale's words.
    func name(_ share: TimeShare) -> String { share.name == Self.other ? words.page.otherLanguages : share.name }
}
