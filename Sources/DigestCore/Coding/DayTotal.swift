/// The coding time of one day.
package struct DayTotal: Sendable, Codable, Equatable {
    /// The local day.
    package var date: LocalDate
    /// Whole seconds.
    package var seconds: Int

    /// Creates a day total.
    package init(date: LocalDate, seconds: Int) {
        self.date = date
        self.seconds = max(0, seconds)
    }
}
