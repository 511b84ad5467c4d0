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
        var svg = #"<svg class="\#(style)" viewBox="0 0 \#(Self.width) \#(height)" role="img""#
        svg += #" aria-labelledby="\#(id)-title \#(id)-desc">"#
        svg += #"<title id="\#(id)-title">\#(HTMLEscaping.escape(title))</title>"#
        svg += #"<desc id="\#(id)-desc">\#(HTMLEscaping.escape(description))</desc>"#
        for (index, value) in values.enumerated() {
            let x = offset + index * slot + gap
            guard let value else {
                svg += #"<rect class="unknown" x="\#(x)" y="\#(height - 4)" width="\#(slot - 2 * gap)" height="4"/>"#
                continue
            }
            let top = y(value)
            let kind = index == marked ? "bar now" : "bar"
            svg +=
                #"<rect class="\#(kind)" x="\#(x)" y="\#(top)" width="\#(slot - 2 * gap)" height="\#(height - top)"/>"#
        }
        if let line {
            var run: [String] = []
            func flush() {
                if run.count > 1 {
                    svg += #"<polyline class="average" points="\#(run.joined(separator: " "))"/>"#
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
        return svg + "</svg>"
    }
}
