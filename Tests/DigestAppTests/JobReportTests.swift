import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestApp
@testable import DigestCore

/// A job returns what it tells its user, and the command prints it (issue 67.3): what a user would
/// read on standard output is read here from the value, without starting the binary.
struct JobReportTests {
    @Test func aCatchUpRunReportsEachWeekItBuiltOldestFirstThenNothingToBuild() async throws {
        let output = try TestFolder.make("job-report") + "/site"
        let environment = ["DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": try TestFolder.make("job-report-state")]
        var first = JobTests.inputs(output, week: try ISOWeek(parsing: "2026-W45"))
        first.quiet = false
        _ = try await RunJob(sample: true, inputs: first).run(environment: environment, clockNow: Date())

        var inputs = JobTests.inputs(output)
        inputs.quiet = false
        let report = try await RunJob(sample: true, inputs: inputs).run(environment: environment, clockNow: Date())
        #expect(report.status == .complete)
        #expect(
            report.lines.map { $0.prefix(while: { $0 != ":" }) } == [
                "Wrote \(output)/weeks/2026-W46/index.html", "Wrote \(output)/weeks/2026-W47/index.html",
            ])

        let again = try await RunJob(sample: true, inputs: inputs).run(environment: environment, clockNow: Date())
        #expect(again.lines.count == 1)
        #expect(again.lines.first?.hasPrefix("Nothing to build: 2026-W47 is stored") == true)

        // --quiet: the same work, nothing to print.
        let quiet = try await RunJob(
            sample: true, inputs: JobTests.inputs(output, week: try ISOWeek(parsing: "2026-W47"))
        )
        .run(environment: environment, clockNow: Date())
        #expect(quiet == JobReport([], status: .complete))
    }

    /// An output folder deleted after its weeks were stored: the next run has no week to fetch, and
    /// makes the site again from the stored weeks (it once said "Nothing to build" and wrote nothing).
    @Test func aRunAfterTheOutputFolderWasDeletedMakesTheSiteAgain() async throws {
        let output = try TestFolder.make("job-report-deleted") + "/site"
        let environment = [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": try TestFolder.make("job-report-deleted-state"),
        ]
        var inputs = JobTests.inputs(output)
        inputs.quiet = false
        _ = try await RunJob(sample: true, inputs: inputs).run(environment: environment, clockNow: Date())
        let page = output + "/weeks/2026-W47/index.html"
        let written = try String(contentsOfFile: page, encoding: .utf8)
        try FileManager.default.removeItem(atPath: output)

        let again = try await RunJob(sample: true, inputs: inputs).run(environment: environment, clockNow: Date())
        #expect(again.status == .complete)
        #expect(
            again.lines == [
                "Nothing to build: 2026-W47 is stored and no recent week is partial (the site was rebuilt to show every stored week). Use --week 2026-W47 to fetch it again."
            ])
        #expect(try String(contentsOfFile: page, encoding: .utf8) == written, "the same page, from the stored week")
        for file in ["index.html", "archive/index.html", "feed.xml", "trends/index.html"] {
            #expect(FileManager.default.fileExists(atPath: output + "/" + file), "\(file)")
        }
        // Whole again: the next run has nothing to make.
        let third = try await RunJob(sample: true, inputs: inputs).run(environment: environment, clockNow: Date())
        #expect(
            third.lines.first?.hasSuffix("no recent week is partial. Use --week 2026-W47 to fetch it again.") == true)
    }

    @Test func scheduleReportsWhatIsInstalledAndWhatItRemoved() async throws {
        let home = try TestFolder.make("job-report-schedule")
        let folder = home + "/systemd/user"
        let environment = [
            "XDG_CONFIG_HOME": home, "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_CRONTAB": home + "/no-crontab",
        ]
        let services = AppServices(fileSystem: LocalFileSystem())
        func schedule(_ action: ScheduleJob.Action) async throws -> JobReport {
            try await ScheduleJob(action, binary: "/usr/bin/weekly-digest", services: services)
                .run(environment: environment)
        }
        #expect(
            try await schedule(.status).lines == [
                "Not scheduled: no weekly-digest.timer in \(folder), no crontab line."
            ])
        let installed = try await schedule(.install)
        #expect(installed.lines.first?.hasPrefix("Wrote \(folder)/weekly-digest.service and ") == true)
        #expect(installed.lines.contains { $0.hasPrefix("warning: no settings file was read") })
        #expect(installed.lines.last?.hasPrefix("Then: systemctl --user daemon-reload") == true)
        #expect(try await schedule(.status).lines.first?.hasPrefix("Scheduled by systemd: \(folder)/") == true)
        #expect(
            try await schedule(.remove).lines == [
                "Removed \(folder)/weekly-digest.service; then: systemctl --user disable --now weekly-digest.timer",
                "Removed \(folder)/weekly-digest.timer; then: systemctl --user disable --now weekly-digest.timer",
            ])
    }

    @Test func aJobStoppedByAnErrorHandsOverWhatItHadReported() async throws {
        let home = try TestFolder.make("job-report-stopped")
        let folder = home + "/systemd/user"
        let environment = [
            "XDG_CONFIG_HOME": home, "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_CRONTAB": home + "/no-crontab",
        ]
        try FileManager.default.createDirectory(
            atPath: folder + "/weekly-digest.timer/held", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/weekly-digest.service", contents: Data())
        let job = ScheduleJob(
            .remove, binary: "/usr/bin/weekly-digest", services: AppServices(fileSystem: LocalFileSystem()))
        await #expect {
            try await job.run(environment: environment)
        } throws: { error in
            guard let error = error as? RunError else { return false }
            return error.message.hasPrefix("Cannot remove \(folder)/weekly-digest.timer")
                && error.reported == [
                    "Removed \(folder)/weekly-digest.service; then: systemctl --user disable --now weekly-digest.timer"
                ]
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/weekly-digest.service"))
    }

    @Test func linesReportedBeforeAnErrorComeFirst() {
        var error = RunError.failure("Cannot send 2026-W47.")
        error.reported = ["Sent 2026-W46."]
        let stopped = error.after(JobReport(["Moved 3 stored weeks."]))
        #expect(stopped.reported == ["Moved 3 stored weeks.", "Sent 2026-W46."])
        #expect(stopped.message == "Cannot send 2026-W47." && stopped.status == .failure)
    }
}
