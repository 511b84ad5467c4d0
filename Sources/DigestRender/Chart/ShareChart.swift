import DigestCore

/// Language share over time: one 100% stacked bar per week, the period's top languages in their
/// own colours (``LanguageColor``) and the rest as Other.
struct ShareChart: Sendable {
    /// The languages shown, most first; Other is added when the weeks hold more.
    var languages: [String]
    /// Per week, the seconds of each language in `languages` and of Other (that order); nil when unknown.
    var weeks: [[Int]?]

    /// The top `count` languages of `summaries` (WakaTime's "Other" never among them), and each
    /// week's seconds for them and for the rest.
    init(_ summaries: [WeekSummary?], top count: Int = 6) {
        let named = YearReview.languages(of: summaries.compactMap { $0 }).filter { $0.name != LanguageChart.other }
        languages = named.prefix(count).map(\.name)
        let shown = languages
        weeks = summaries.map { summary in
            guard let summary, let total = summary.codingSeconds, let list = summary.languages else { return nil }
            let seconds = shown.map { name in list.first { $0.name == name }?.seconds ?? 0 }
            return seconds + [max(0, total - seconds.reduce(0, +))]
        }
    }

    /// The seconds of each language (and Other, last) over every week.
    var totals: [Int] {
        weeks.compactMap { $0 }.reduce(into: [Int](repeating: 0, count: languages.count + 1)) { sums, week in
            for (index, seconds) in week.enumerated() { sums[index] += seconds }
        }
    }

    /// The chart, labelled by `title` and described by `description`.
    func markup(id: String, title: String, description: String) -> String {
        let slot = BarChart.slot(weeks.count), height = BarChart.height, gap = max(1, slot / 5)
        var svg = #"<svg class="bars" viewBox="0 0 \#(BarChart.width) \#(height)" role="img""#
        svg += #" aria-labelledby="\#(id)-title \#(id)-desc">"#
        svg += #"<title id="\#(id)-title">\#(HTMLEscaping.escape(title))</title>"#
        svg += #"<desc id="\#(id)-desc">\#(HTMLEscaping.escape(description))</desc>"#
        for (index, week) in weeks.enumerated() {
            let x = index * slot + gap
            guard let week, case let total = week.reduce(0, +), total > 0 else {
                svg += #"<rect class="unknown" x="\#(x)" y="\#(height - 4)" width="\#(slot - 2 * gap)" height="4"/>"#
                continue
            }
            var top = 0
            for (position, seconds) in week.enumerated() where seconds > 0 {
                let bottom = (week.prefix(position + 1).reduce(0, +) * height + total / 2) / total
                let colour =
                    position < languages.count
                    ? LanguageColor.cssClass(of: languages[position]) : "s\(LanguageColor.otherSlot)"
                svg +=
                    #"<rect class="\#(colour)" x="\#(x)" y="\#(top)" width="\#(slot - 2 * gap)" height="\#(bottom - top)"/>"#
                top = bottom
            }
        }
        return svg + "</svg>"
    }
}
