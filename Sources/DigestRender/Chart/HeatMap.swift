import DigestCore

/// Coding per day as a calendar: a column per week, Monday at the top, five shades by time; a
/// week without coding gets a mark under its column, a week without data is left blank.
struct HeatMap: Sendable {
    /// The weeks, oldest first.
    var weeks: [ISOWeek]
    /// Each week's seven days' seconds, nil when the week's coding time is unknown.
    var days: [[Int]?]

    /// The shade of a day: 0 for none, then under 1 h, 1 to 2 h, 2 to 4 h, 4 h or more.
    static func level(_ seconds: Int) -> Int {
        switch seconds {
        case ..<1: 0
        case ..<3600: 1
        case ..<7200: 2
        case ..<14_400: 3
        default: 4
        }
    }

    /// The weeks with data but no coding at all.
    var quietWeeks: [ISOWeek] {
        zip(weeks, days).compactMap { week, days in days.map { $0.allSatisfy { $0 == 0 } } == true ? week : nil }
    }

    /// The weeks without data.
    var unknownWeeks: [ISOWeek] { zip(weeks, days).compactMap { week, days in days == nil ? week : nil } }

    /// The map, labelled by `title` and described by `description`.
    func markup(id: String, title: String, description: String) -> String {
        let cell = 12
        // Room for 52 weeks whatever the count, so a new site's few weeks keep the cells' size.
        let width = max(52, weeks.count) * cell, height = 8 * cell
        var svg = #"<svg class="heat" viewBox="0 0 \#(width) \#(height)" role="img""#
        svg += #" aria-labelledby="\#(id)-title \#(id)-desc">"#
        svg += #"<title id="\#(id)-title">\#(HTMLEscaping.escape(title))</title>"#
        svg += #"<desc id="\#(id)-desc">\#(HTMLEscaping.escape(description))</desc>"#
        for (column, week) in days.enumerated() {
            let x = column * cell + 1
            guard let week else { continue }
            for (row, seconds) in week.enumerated() {
                svg +=
                    #"<rect class="l\#(Self.level(seconds))" x="\#(x)" y="\#(row * cell + 1)" width="10" height="10" rx="2"/>"#
            }
            if week.allSatisfy({ $0 == 0 }) {
                svg += #"<circle class="quiet" cx="\#(x + 5)" cy="\#(7 * cell + 6)" r="3"/>"#
            }
        }
        return svg + "</svg>"
    }
}
