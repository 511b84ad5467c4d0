/// The coding time of one day.
public struct DayTotal: Sendable, Codable, Equatable {
    /// The local day.
    public var date: LocalDate
    /// Whole seconds.
    public var seconds: Int

    /// Creates a day total.
    public init(date: LocalDate, seconds: Int) {
        self.date = date
        self.seconds = max(0, seconds)
    }
}
