import DigestCore
import Foundation

/// The JSON of WakaTime's daily data dump (the dashboard's export, or `data_dumps` of type
/// `daily`): `{user, range, days: [{date, grand_total {total_seconds}, languages, editors,
/// projects [{name, grand_total}], entities}]}`.
///
/// Only what a week's coding section shows is declared: a day's files (`entities`), its projects'
/// files and branches, its operating systems and machines are never read into a value.
enum WakaTimeDumpWire {
    /// The whole dump.
    struct Dump: Decodable {
        var days: LossyArray<Day>
        /// `user`: only its `timezone`, the zone the days are dated in.
        var user: User?

        enum CodingKeys: String, CodingKey { case days, user }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            days = try container.decode(LossyArray<Day>.self, forKey: .days)
            user = container.lenient(User.self, forKey: .user)
        }
    }

    /// The dump's `user`: its zone alone (its name, email and photo are never read).
    struct User: Decodable {
        var timezone: String?

        enum CodingKeys: String, CodingKey { case timezone }

        init(from decoder: any Decoder) throws {
            timezone = try decoder.container(keyedBy: CodingKeys.self).lenient(String.self, forKey: .timezone)
        }
    }

    /// One day, in the user's WakaTime zone.
    struct Day: Decodable {
        var date: LocalDate
        var seconds: Int
        var languages: [WakaTimeWire.Entry]
        var editors: [WakaTimeWire.Entry]
        var projects: [Project]

        enum CodingKeys: String, CodingKey {
            case date, languages, editors, projects
            case grandTotal = "grand_total"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let date = container.lenient(String.self, forKey: .date).flatMap(LocalDate.init(parsing:)) else {
                throw DecodingError.dataCorruptedError(forKey: .date, in: container, debugDescription: "no date")
            }
            self.date = date
            seconds = container.lenient(Total.self, forKey: .grandTotal)?.seconds ?? 0
            languages = container.lenient(LossyArray<WakaTimeWire.Entry>.self, forKey: .languages)?.items ?? []
            editors = container.lenient(LossyArray<WakaTimeWire.Entry>.self, forKey: .editors)?.items ?? []
            projects = container.lenient(LossyArray<Project>.self, forKey: .projects)?.items ?? []
        }
    }

    /// A `grand_total`: its seconds.
    struct Total: Decodable {
        var seconds: Int

        enum CodingKeys: String, CodingKey { case totalSeconds = "total_seconds" }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            seconds = max(0, container.lenient(FlexibleNumber.self, forKey: .totalSeconds)?.wholeNumber ?? 0)
        }
    }

    /// A day's project: its name and its `grand_total`.
    struct Project: Decodable {
        var name: String
        var seconds: Int

        enum CodingKeys: String, CodingKey {
            case name
            case grandTotal = "grand_total"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = container.lenient(String.self, forKey: .name).flatMap { $0.isEmpty ? nil : $0 } ?? "Unknown"
            seconds = container.lenient(Total.self, forKey: .grandTotal)?.seconds ?? 0
        }
    }
}
