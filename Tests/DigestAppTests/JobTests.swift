import DigestSystem
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DigestApp
@testable import DigestCore
@testable import DigestDelivery
@testable import DigestSite

/// Each command's work run in-process, without starting the binary (issue 19.1).
@Suite(.serialized)
struct JobTests {
    static let monday = ISOTimestamp.parse("2026-11-23T07:00:00+09:00")

    static func inputs(_ output: String, week: ISOWeek? = nil) -> CommandInputs {
        CommandInputs(week: week, now: monday, output: output, templates: SampleRun.templates, quiet: true)
    }

    @Test func runRenderAndEmailWorkInProcess() async throws {
        let output = try TestFolder.make("job") + "/site"
        let state = try TestFolder.make("job-state")
        let environment = ["DIGEST_TIMEZONE": "Asia/Tokyo", "HOME": "/nonexistent", "DIGEST_STATE": state]
        let run = try await RunJob(sample: true, inputs: Self.inputs(output)).run(
            environment: environment, clockNow: Date())
        #expect(run.status == .complete)
        #expect(FileManager.default.fileExists(atPath: output + "/weeks/2026-W47/index.html"))
        #expect(try SnapshotStore.of(output, state: state).load(ISOWeek(parsing: "2026-W47")) != nil)
        #expect(!FileManager.default.fileExists(atPath: output + "/weeks/2026-W47/digest.json"), "never in the output")

        let render = try RenderJob(inputs: Self.inputs(output)).run(environment: environment, clockNow: Date())
        #expect(render.status == .complete)

        let mail = environment.merging([
            "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com",
        ]) { $1 }
        let email = try await EmailJob(
            recipients: nil, dryRun: true, force: false, sendmail: false, inputs: Self.inputs(output)
        )
        .run(environment: mail, clockNow: Date())
        #expect(email.status == .complete)
        #expect(FileManager.default.fileExists(atPath: state + "/outbox/2026-W47.en.eml"))
    }

    @Test func aWeekThatHasNotEndedIsAUsageErrorBeforeAnythingIsWritten() async throws {
        let output = try TestFolder.make("job") + "/site"
        let job = RunJob(sample: true, inputs: Self.inputs(output, week: try ISOWeek(parsing: "2026-W48")))
        await #expect {
            try await job.run(environment: ["DIGEST_TIMEZONE": "Asia/Tokyo"], clockNow: Date())
        } throws: { error in
            (error as? RunError)?.status == .usage
                && (error as? RunError)?.message.contains("has not ended yet") == true
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}

/// A mail transport that keeps what it is given: the job's ledger logic without a server.
final class CapturingTransport: MailTransport {
    let messageIDs = Mutex<[String]>([])
    var destination: String { "capture" }

    func send(_ message: MailMessage, from sender: String, to recipients: [String]) throws(MailError) {
        messageIDs.withLock { $0.append(message.messageID) }
    }
}

struct InjectedServicesTests {
    @Test func emailGoesThroughTheInjectedTransportOnce() async throws {
        let output = try TestFolder.make("job") + "/site"
        let environment = ["DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": try TestFolder.make("job-state")]
        _ = try await RunJob(sample: true, inputs: JobTests.inputs(output)).run(
            environment: environment, clockNow: Date())
        let transport = CapturingTransport()
        let services = AppServices(smtp: { _, _ in transport }, fileSystem: LocalFileSystem())
        let mail = environment.merging([
            "SMTP_URL": "smtp://127.0.0.1:1", "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com",
        ]) { $1 }
        for _ in 0..<2 {
            let status = try await EmailJob(
                recipients: nil, dryRun: false, force: false, sendmail: false, inputs: JobTests.inputs(output),
                services: services
            ).run(environment: mail, clockNow: Date())
            #expect(status.status == .complete)
        }
        #expect(transport.messageIDs.withLock { $0.count } == 1, "the second run finds the week sent")
    }
}

extension SnapshotStore {
    /// The stored weeks of the site in `output`, in its history folder under `state`.
    static func of(_ output: String, state: String = BinaryRunner.defaultState) -> SnapshotStore {
        SnapshotStore(
            root: output, history: HistoryFolder.path(forOutput: output, state: state), fileSystem: LocalFileSystem())
    }
}
