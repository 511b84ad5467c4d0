import DigestSources
import Foundation
import Logging

extension DoctorReport {
    /// WakaTime's export, when `WAKATIME_DUMP` names one: whether `backfill` can read it, and the
    /// days it holds.
    mutating func checkDump(_ environment: [String: String], log: Logger) {
        guard let path = Configuration.value("WAKATIME_DUMP", in: environment) else { return }
        do {
            let dump = try BackfillJob.readDump(path, fileSystem: services.fileSystem, log: log)
            let held = dump?.dump.span.map { "\($0.lowerBound) to \($0.upperBound)" } ?? "no day"
            add("Export", "WAKATIME_DUMP \(path)")
            add("", "✓ \(dump?.dump.days.count ?? 0) days of coding time, \(held): backfill reads them")
        } catch {
            problem("Export", error.description, status: .usage)
        }
    }
}
