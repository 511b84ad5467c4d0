/// Vertical bars in inline SVG: coding time per week or per month, and the week page's spark.
///
/// The SVG carries a title and a one-sentence description for screen readers; the page puts the
/// numbers in a table beside it. A bar whose value is unknown is a short dashed stub, so a gap
/// in the data never reads as a quiet week.
struct BarChart: Sendable {
    /// The bars' values, oldest first; nil where unknown.
    var values: [Int?]
    /// The bar to mark (the latest week), when any.
    var marked: Int?
    /// A line drawn over the bars (the moving average), when given; nil points break it.
    var line: [Int?]?
    /// The CSS class of the `svg` element.
    var style = "bars"
    /// How many bars the drawing has room for; fewer values are drawn at its right, latest last.
    var room = 0

    /// The drawing's size in SVG units: every chart has the same shape, so it scales without
    /// distorting its line, and bars are as wide as the count allows (at most 40 units).
    static let width = 520, height = 160

    /// The width each bar has, gap included.
    static func slot(_ count: Int) -> Int { max(1, min(40, width / max(1, count))) }

    /// The chart, labelled by `title` and described by `description` (ids made from `id`).
    func markup(id: String, title: String, description: String) -> String {
        let slot = Self.slot(max(room, values.count)), height = Self.height, gap = max(1, slot / 5)
        let offset = max(0, room - values.count) * slot
        let peak = max(1, values.compactMap { $0 }.max() ?? 0, (line ?? []).compactMap { $0 }.max() ?? 0)
        func y(_ value: Int) -> Int { height - value * (height - 6) / peak }
        var svg = MarkupWriter()
        svg.raw(#"<svg class=""#)
        svg.made(style)
        svg.raw(#"" viewBox="0 0 "#)
        svg.number(Self.width)
        svg.raw(" ")
        svg.number(height)
        svg.raw(#"" role="img" aria-labelledby=""#)
        svg.made(id)
        svg.raw("-title ")
        svg.made(id)
        svg.raw(#"-desc"><title id=""#)
        svg.made(id)
        svg.raw(#"-title">"#)
        svg.text(title)
        svg.raw(#"</title><desc id=""#)
        svg.made(id)
        svg.raw(#"-desc">"#)
        svg.text(description)
        svg.raw("</desc>")
        for (index, value) in values.enumerated() {
            let top = value.map(y) ?? height - 4
            svg.raw(
                value == nil
                    ? #"<rect class="unknown" x=""#
                    : index == marked ? #"<rect class="bar now" x=""# : #"<rect class="bar" x=""#)
            svg.number(offset + index * slot + gap)
            svg.raw(#"" y=""#)
            svg.number(top)
            svg.raw(#"" width=""#)
            svg.number(slot - 2 * gap)
            svg.raw(#"" height=""#)
            svg.number(value == nil ? 4 : height - top)
            svg.raw(#""/>"#)
        }
        if let line {
            var run: [String] = []
            func flush() {
                if run.count > 1 {
                    svg.raw(#"<polyline class="average" points=""#)
                    svg.made(run.joined(separator: " "))
                    svg.raw(#""/>"#)
                }
                run.removeAll()
            }
            for (index, value) in line.enumerated() {
                guard let value else {
                    flush()
                    continue
                }
                run.append("\(offset + index * slot + slot / 2),\(y(value))")
            }
            flush()
        }
        svg.raw("</svg>")
        return svg.string
    }
}
