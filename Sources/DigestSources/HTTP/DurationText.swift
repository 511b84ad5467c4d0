/// Short waits and deadlines for messages: `30 s`, `1.5 s`, `2 min 5 s`.
package enum DurationText {
    package static func seconds(_ value: Double) -> String {
        if value < 10, value != value.rounded() { return "\((value * 10).rounded() / 10) s" }
        let whole = Int(value.rounded())
        if whole < 120 { return "\(whole) s" }
        let (minutes, rest) = (whole / 60, whole % 60)
        return rest == 0 ? "\(minutes) min" : "\(minutes) min \(rest) s"
    }
}
