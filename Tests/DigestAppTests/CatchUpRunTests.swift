import DigestSystem
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DigestApp
@testable import DigestCore
@testable import DigestSite
@testable import DigestSources

/// An answer that changes: Qiita down (503) until `up` is set, then an empty list.
final class RecoveringTransport: HTTPTransport {
    let up = Atomic<Bool>(false)
    let requests = Atomic<Int>(0)

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        requests.add(1, ordering: .relaxed)
        guard up.load(ordering: .acquiring) else { return HTTPResponse(status: 503) }
        return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data("[]".utf8))
    }
}

/// A run without `--week` makes up the weeks a missed Monday left out, and fetches a partial
/// week again until its sources answer (issue 21).
@Suite(.serialized)
struct CatchUpRunTests {
    static let tokyo = [
        "DIGEST_TIMEZONE": "Asia/Tokyo", "HOME": "/nonexistent", "DIGEST_STATE": BinaryRunner.defaultState,
    ]

    @Test func weeksMissedSinceTheNewestSnapshotAreBuiltOldestFirstThenNothing() async throws {
        let output = try TestFolder.make("catch-up") + "/site"
        // The runs and the mail share a state folder, as a user's do: the history and the ledger.
        let state = try TestFolder.make("catch-up-state")
        let tokyo = Self.tokyo.merging(["DIGEST_STATE": state]) { $1 }
        let w44 = try ISOWeek(parsing: "2026-W44")
        let first = CommandInputs(
            week: w44, now: JobTests.monday, output: output, templates: SampleRun.templates, quiet: true)
        #expect(
            try await RunJob(sample: true, inputs: first).run(environment: tokyo, clockNow: Date()).status == .complete)
        // Mail W44, so that the ledger knows what this recipient already has.
        let transport = CapturingTransport()
        let services = AppServices(smtp: { _, _ in transport }, fileSystem: LocalFileSystem())
        let mail = tokyo.merging([
            "SMTP_URL": "smtp://127.0.0.1:1", "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com",
        ]) { $1 }
        let email = EmailJob(
            recipients: nil, dryRun: false, force: false, sendmail: false, inputs: JobTests.inputs(output),
            services: services)
        #expect(try await email.run(environment: mail, clockNow: Date()).status == .complete)
        #expect(transport.messageIDs.withLock { $0.count } == 1)

        // Three Mondays later (the laptop was asleep): W45, W46 and W47 are built.
        #expect(
            try await RunJob(sample: true, inputs: JobTests.inputs(output)).run(
                environment: tokyo, clockNow: Date()
            ).status == .complete)
        let store = SnapshotStore.of(output, state: state)
        #expect(store.weeks().map(\.description) == ["2026-W44", "2026-W45", "2026-W46", "2026-W47"])
        for week in ["2026-W45", "2026-W46", "2026-W47"] {
            #expect(FileManager.default.fileExists(atPath: output + "/weeks/\(week)/index.html"))
        }
        let stamps = try store.weeks().compactMap { try store.load($0)?.generatedAt }
        #expect(Set(stamps).count == 1, "each built by this run's clock")
        // The run listed the weeks once: each week it built must be in what it built after.
        let index = try #require(try SiteIndex.decode(Data(contentsOf: URL(filePath: store.indexPath))))
        #expect(index.weeks.map(\.week.description) == ["2026-W44", "2026-W45", "2026-W46", "2026-W47"])
        let archive = try String(contentsOfFile: output + "/archive/index.html", encoding: .utf8)
        for week in ["2026-W44", "2026-W45", "2026-W46"] {
            #expect(archive.contains("weeks/\(week)/"), "\(week) in the archive")
        }

        // A second run finds nothing to build and writes nothing.
        let before = try FileManager.default.attributesOfItem(atPath: store.path(of: try ISOWeek(parsing: "2026-W46")))
        #expect(
            try await RunJob(sample: true, inputs: JobTests.inputs(output)).run(
                environment: tokyo, clockNow: Date()
            ).status == .complete)
        let after = try FileManager.default.attributesOfItem(atPath: store.path(of: try ISOWeek(parsing: "2026-W46")))
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)

        // And the mail catches up too: the three weeks the recipient has not had.
        #expect(try await email.run(environment: mail, clockNow: Date()).status == .complete)
        #expect(transport.messageIDs.withLock { $0.count } == 4)
    }

    @Test func noMoreThanDIGEST_CATCH_UPWeeksAreMadeUp() async throws {
        let output = try TestFolder.make("catch-up") + "/site"
        let old = CommandInputs(
            week: try ISOWeek(parsing: "2026-W30"), now: JobTests.monday, output: output,
            templates: SampleRun.templates,
            quiet: true)
        _ = try await RunJob(sample: true, inputs: old).run(environment: Self.tokyo, clockNow: Date())
        let environment = Self.tokyo.merging(["DIGEST_CATCH_UP": "2"]) { $1 }
        _ = try await RunJob(sample: true, inputs: JobTests.inputs(output)).run(
            environment: environment, clockNow: Date())
        #expect(SnapshotStore.of(output).weeks().map(\.description) == ["2026-W30", "2026-W46", "2026-W47"])
    }

    @Test func aPartialWeekIsFetchedAgainUntilItsSourceAnswers() async throws {
        let output = try TestFolder.make("catch-up") + "/site"
        let transport = RecoveringTransport()
        let services = AppServices(transport: transport, fileSystem: LocalFileSystem())
        let environment = Self.tokyo.merging(["QIITA_TAGS": "swift", "DIGEST_HTTP_ATTEMPTS": "1"]) { $1 }
        let job = RunJob(sample: false, inputs: JobTests.inputs(output), services: services)
        #expect(try await job.run(environment: environment, clockNow: Date()).status == .partial)
        let week = try ISOWeek(parsing: "2026-W47")
        #expect(try SnapshotStore.of(output).load(week)?.hasFailedSource == true)

        // Qiita is back: the next run fetches the partial week again and stores it complete.
        transport.up.store(true, ordering: .releasing)
        #expect(try await job.run(environment: environment, clockNow: Date()).status == .complete)
        #expect(try SnapshotStore.of(output).load(week)?.hasFailedSource == false)

        // Complete now: the run after that asks nobody anything.
        let asked = transport.requests.load(ordering: .relaxed)
        #expect(try await job.run(environment: environment, clockNow: Date()).status == .complete)
        #expect(transport.requests.load(ordering: .relaxed) == asked)
    }
}
