/// The JSON WakaTime and Wakapi send, decoded leniently: every field optional, numbers as
/// integers, decimals or strings, and an entry of the wrong type skipped rather than fatal.
enum WakaTimeWire {
    /// `{"data": {...}}` from `/users/current/stats/last_7_days`.
    struct StatsEnvelope: Decodable {
        var data: Stats?
    }

    /// The stats of a range.
    struct Stats: Decodable {
        var status: String?
        var isUpToDate: Bool?
        var percentCalculated: FlexibleNumber?
        var start: String?
        var end: String?
        var timezone: String?
        var languages: [Entry]
        var editors: [Entry]
        var projects: [Entry]

        enum CodingKeys: String, CodingKey {
            case status, start, end, timezone, languages, editors, projects
            case isUpToDate = "is_up_to_date", percentCalculated = "percent_calculated"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            status = container.lenient(String.self, forKey: .status)
            isUpToDate = container.lenient(Bool.self, forKey: .isUpToDate)
            percentCalculated = container.lenient(FlexibleNumber.self, forKey: .percentCalculated)
            start = container.lenient(String.self, forKey: .start)
            end = container.lenient(String.self, forKey: .end)
            timezone = container.lenient(String.self, forKey: .timezone)
            languages = container.lenient(LossyArray<Entry>.self, forKey: .languages)?.items ?? []
            editors = container.lenient(LossyArray<Entry>.self, forKey: .editors)?.items ?? []
            projects = container.lenient(LossyArray<Entry>.self, forKey: .projects)?.items ?? []
        }

        /// Whether WakaTime says the numbers are still being calculated.
        var isPending: Bool {
            isUpToDate == false || status == "pending_update" || status == "updating"
        }
    }

    /// `{"data": [...]}` from `/users/current/summaries`.
    struct SummariesEnvelope: Decodable {
        var data: [Day]?
    }

    /// One day of a summaries answer.
    struct Day: Decodable {
        var grandTotal: FlexibleNumber?
        var date: String?
        var start: String?
        var languages: [Entry]
        var editors: [Entry]
        var projects: [Entry]

        enum CodingKeys: String, CodingKey {
            case range, languages, editors, projects
            case grandTotal = "grand_total"
        }

        enum TotalKeys: String, CodingKey { case totalSeconds = "total_seconds" }
        enum RangeKeys: String, CodingKey { case date, start }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let total = try? container.nestedContainer(keyedBy: TotalKeys.self, forKey: .grandTotal)
            grandTotal = total?.lenient(FlexibleNumber.self, forKey: .totalSeconds)
            let range = try? container.nestedContainer(keyedBy: RangeKeys.self, forKey: .range)
            date = range?.lenient(String.self, forKey: .date)
            start = range?.lenient(String.self, forKey: .start)
            languages = container.lenient(LossyArray<Entry>.self, forKey: .languages)?.items ?? []
            editors = container.lenient(LossyArray<Entry>.self, forKey: .editors)?.items ?? []
            projects = container.lenient(LossyArray<Entry>.self, forKey: .projects)?.items ?? []
        }
    }

    /// One measured thing: a language, editor or project.
    struct Entry: Decodable {
        var name: String
        var seconds: Int

        enum CodingKeys: String, CodingKey {
            case name, hours, minutes, seconds
            case totalSeconds = "total_seconds"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let rawName =
                container.lenient(String.self, forKey: .name)
                ?? container.lenient(FlexibleNumber.self, forKey: .name).map(\.text)
            name = rawName.flatMap { $0.isEmpty ? nil : $0 } ?? "Unknown"
            if let total = container.lenient(FlexibleNumber.self, forKey: .totalSeconds) {
                seconds = total.wholeNumber
            } else {
                let hours = container.lenient(FlexibleNumber.self, forKey: .hours)?.value ?? 0
                let minutes = container.lenient(FlexibleNumber.self, forKey: .minutes)?.value ?? 0
                let rest = container.lenient(FlexibleNumber.self, forKey: .seconds)?.value ?? 0
                seconds = FlexibleNumber(hours * 3600 + minutes * 60 + rest).wholeNumber
            }
        }
    }
}
