import Foundation
import Synchronization
import TestSupport
import Testing

/// `notify` killed at seeded random moments (SIGKILL, so nothing of ours runs) while the services
/// answer slowly, then run again: every channel has the week, Matrix and the webhook once (their
/// transaction id and `Idempotency-Key`), the others once or, when the kill fell between the
/// service's acceptance and our record, twice with one key; and a third run posts nothing.
@Suite(.serialized)
struct NotifyKillTests {
    /// Every key each channel received, a request each.
    final class Received: Sendable {
        let keys = Mutex<[String: [String]]>([:])
        let services = NotifyRunTests.Services()

        func answer(_ request: RecordedRequest) -> Reply {
            let channel = services.channel(of: request)
            keys.withLock { $0[channel, default: []].append(request.header("idempotency-key") ?? "") }
            // Accepted on arrival, answered slowly: the window a kill can fall in.
            _ = services.answer(request)
            return .drip(status: 200, body: Data("{}".utf8), interval: 0.1)
        }
    }

    /// The kill is timed on a blocked thread; the runs after it, which wait on the slow services,
    /// are awaited.
    @Test func aKilledNotifyLosesNothingAndRepeatsOnlyWithItsKey() async throws {
        let (output, state) = try GoalRunTests.site([:])
        var random = SeededRandom(seed: 60_001)
        var twice = 0
        for trial in 0..<20 {
            let received = Received()
            let server = try LoopbackHTTPServer(handler: received.answer)
            defer { server.stop() }
            try? FileManager.default.removeItem(atPath: state + "/notified.json")
            let environment = NotifyRunTests.environment(server, state: state)
            let killed = try BinaryRunner.launch(
                BinaryRunner.binary, ["notify", "--output", output] + SampleRun.pinned, environment: environment)
            usleep(UInt32(Double.random(in: 0.02...1.2, using: &random) * 1_000_000))
            kill(killed.process.processIdentifier, SIGKILL)
            killed.process.waitUntilExit()
            let again = try await NotifyRunTests.notify(output, environment)
            #expect(again.status == 0, "trial \(trial): \(again.stderr)")
            let keys = received.keys.withLock { $0 }
            for channel in ["ntfy", "slack", "discord", "matrix", "webhook"] {
                let sent = keys[channel] ?? []
                #expect((1...2).contains(sent.count), "trial \(trial): \(channel) got \(sent.count)")
                #expect(Set(sent).count == 1 && sent.first?.hasPrefix("weekly-digest-2026-W47-") == true)
                if sent.count == 2 { twice += 1 }
            }
            #expect(received.services.count("matrix") == 1 && received.services.count("webhook") == 1)
            let third = try await NotifyRunTests.notify(output, environment)
            #expect(third.status == 0 && third.stdout.contains("already posted"), "trial \(trial)")
            let total = keys.values.reduce(0) { $0 + $1.count }
            let after = received.keys.withLock { $0.values.reduce(0) { $0 + $1.count } }
            #expect(after == total, "trial \(trial): the third run posted \(after - total)")
        }
        #expect(twice > 0, "some kill fell between a service's acceptance and our record, or the test proves nothing")
    }
}
