import DigestCore
import Foundation

/// The JSON of ActivityWatch's REST API (`/api/0`), decoded leniently.
enum ActivityWatchWire {
    /// One of `GET /buckets/` (an object keyed by id): `{id, type, client, hostname}`.
    struct Bucket: Decodable {
        var type: String?
        var client: String?
        var hostname: String?
    }

    /// One of `GET /buckets/<id>/events`: `{id, timestamp, duration (seconds), data}`; the data
    /// kept are an editor's `project` and `language`, or the AFK watcher's `status`: a file's path
    /// and a window's title are never read.
    struct Event: Decodable {
        var start: Date
        var duration: Double
        var project: String?
        var language: String?
        var status: String?

        enum CodingKeys: String, CodingKey { case timestamp, duration, data }
        struct Data: Decodable {
            var project: String?
            var language: String?
            var status: String?
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let start = container.lenient(String.self, forKey: .timestamp).flatMap(ISOTimestamp.parse),
                let duration = container.lenient(FlexibleNumber.self, forKey: .duration)?.value, duration.isFinite
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .timestamp, in: container, debugDescription: "an event needs a timestamp and a duration")
            }
            (self.start, self.duration) = (start, max(0, duration))
            let data = container.lenient(Data.self, forKey: .data)
            (project, language, status) = (data?.project, data?.language, data?.status)
        }

        /// When it ended.
        var end: Date { start.addingTimeInterval(duration) }
    }
}
