import DigestCore
import Foundation

/// Coding time without an account: the editor buckets of a local ActivityWatch server
/// (`app.editor.activity`), counted only while its AFK watcher says you were not away.
package struct ActivityWatchSource: Sendable {
    let client: ActivityWatchClient

    /// Creates the source.
    package init(client: ActivityWatchClient) {
        self.client = client
    }

    /// The week's coding time; a failure is a failed outcome with a sentence, never a throw.
    func coding(for week: ISOWeek, timeZone: TimeZone) async -> SourceOutcome<CodingStats> {
        let window = week.window(in: timeZone)
        do {
            // A bucket's id goes into a path: one that is no name is not read.
            let buckets = try await client.buckets().filter { !["", ".", ".."].contains($0.key) }
            let editors = buckets.filter { $0.value.type == "app.editor.activity" }.sorted { $0.key < $1.key }
            guard !editors.isEmpty else { throw ActivityWatchError.noEditorBucket(base: client.base.description) }
            let away = buckets.filter { $0.value.type == "afkstatus" }
            var read: [ActivityWatchTally.Editor] = [], active: [DateInterval] = [], skipped = 0
            var notes: [String] = []
            for (id, bucket) in editors {
                let events = try await client.events(id, in: window)
                skipped += events.skipped
                read.append(
                    ActivityWatchTally.Editor(name: ActivityWatchLanguages.editor(bucket.client), events: events.items))
            }
            for (id, _) in away.sorted(by: { $0.key < $1.key }) {
                let events = try await client.events(id, in: window)
                skipped += events.skipped
                active += events.items.filter { $0.status == "not-afk" }.map {
                    DateInterval(start: $0.start, end: $0.end)
                }
            }
            if away.isEmpty {
                notes.append(
                    "ActivityWatch has no AFK watcher (afkstatus): every moment an editor reported counts, away or not."
                )
            }
            notes += SkippedItems.notes(skipped, one: "event", many: "events", in: "ActivityWatch's answers")
            let stats = ActivityWatchTally(week: week, timeZone: timeZone).stats(
                read, active: away.isEmpty ? nil : active)
            return .ok(stats, notes: notes)
        } catch let error as ActivityWatchError {
            return .failed(error.description)
        } catch {
            return .failed("ActivityWatch could not be read: \(error)")
        }
    }

    /// Checks the server for `doctor`: its buckets, and how many are editors'.
    package func verify() async throws(ActivityWatchError) -> (editors: Int, away: Int) {
        let buckets = try await client.buckets()
        return (
            buckets.values.filter { $0.type == "app.editor.activity" }.count,
            buckets.values.filter { $0.type == "afkstatus" }.count
        )
    }
}

extension ActivityWatchSource: CodingTimeSource {
    package func coding(for request: WeekRequest) async -> SourceOutcome<CodingStats> {
        await coding(for: request.week, timeZone: request.timeZone)
    }
}
