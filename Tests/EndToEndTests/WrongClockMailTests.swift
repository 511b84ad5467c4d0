import Foundation
import TestSupport
import Testing

/// Mail follows the ledger week by week, whatever a wrong clock did: every week that has ended and
/// is stored is sent exactly once, through a real SMTP server on loopback.
@Suite(.serialized)
struct WrongClockMailTests {
    /// A sample run with the state folder the mail uses (one state folder, as a user has).
    static func run(_ output: String, now: String, _ extra: [String] = [], state: String) throws
        -> BinaryRunner.Result
    {
        try BinaryRunner.digest(
            ["run", "--sample", "--templates", SampleRun.templates, "--output", output, "--now", now] + extra,
            environment: SampleRun.tokyo.merging(["DIGEST_STATE": state]) { $1 })
    }

    static func email(_ output: String, now: String, _ environment: [String: String]) throws -> BinaryRunner.Result {
        try BinaryRunner.digest(
            ["email", "--output", output, "--templates", SampleRun.templates, "--now", now], environment: environment)
    }

    /// The week of each message the server received, from its subject ("Weekly digest 2026-W48: …").
    static func weeks(_ server: SMTPTestServer) -> [String] {
        server.messages.map { message in
            let subject =
                String(decoding: message.eml, as: UTF8.self).components(separatedBy: "\r\n")
                .first { $0.hasPrefix("Subject: ") } ?? ""
            return subject.split(separator: " ").first { $0.count == 9 && $0.contains("-W") }.map {
                String($0.prefix(8))
            } ?? "?"
        }
    }

    /// Run and email with the clock three months ahead, remove the future week as the warning
    /// advises, then run and email with the clock right: the week that has ended is sent, and the
    /// ledger's week from the future is named with how to clear it.
    @Test func aClockThatRanAheadStopsNoWeekThatHasEnded() throws {
        let server = try SMTPTestServer()
        defer { server.stop() }
        let output = try BinaryRunner.temporaryFolder() + "/site", state = try BinaryRunner.temporaryFolder()
        let environment = EmailTests.environment(server, state: state)
        #expect(
            try Self.run(output, now: "2026-11-30T12:00:00+09:00", ["--week", "2026-W47"], state: state).status == 0)
        #expect(try Self.email(output, now: "2026-11-30T12:05:00+09:00", environment).status == 0)
        #expect(Self.weeks(server) == ["2026-W47"])

        #expect(try Self.run(output, now: "2027-03-01T12:00:00+09:00", state: state).status == 0)
        #expect(try Self.email(output, now: "2027-03-01T12:05:00+09:00", environment).status == 0)
        // The run made up the weeks it thought missed (DIGEST_CATCH_UP), and email sent them all.
        let ahead = ["2027-W05", "2027-W06", "2027-W07", "2027-W08"]
        #expect(Self.weeks(server) == ["2026-W47"] + ahead, "the clock ran ahead")

        // The clock put right: the warning advises removing the weeks from the future.
        let behind = try Self.run(output, now: "2026-11-30T12:00:00+09:00", state: state)
        for week in ahead {
            // The week is stored in the site's history folder, where the advice points.
            let folder = StoredHistory.folder(output, state: state) + "/weeks/" + week
            #expect(behind.stderr.contains("rm -r '\(folder)'"), "\(behind.stderr)")
            try FileManager.default.removeItem(atPath: folder)
        }
        #expect(try Self.run(output, now: "2026-11-30T12:00:00+09:00", state: state).status == 0)
        let email = try Self.email(output, now: "2026-11-30T12:05:00+09:00", environment)
        #expect(email.status == 0, "\(email.stderr)")
        #expect(email.stdout.contains("Sent 2026-W48"), "\(email.stdout)")
        #expect(
            email.stderr.contains("records \(ahead.joined(separator: ", ")) as sent, which have not ended"),
            "\(email.stderr)")
        #expect(email.stderr.contains("remove their entries from \(state)/sent.json"))
        #expect(Self.weeks(server) == ["2026-W47"] + ahead + ["2026-W48"])

        let again = try Self.email(output, now: "2026-11-30T12:10:00+09:00", environment)
        #expect(again.status == 0 && again.stdout.contains("2026-W48 was already sent"), "\(again.stdout)")
        #expect(try Self.run(output, now: "2026-12-07T12:00:00+09:00", state: state).status == 0)
        #expect(try Self.email(output, now: "2026-12-07T12:05:00+09:00", environment).status == 0)
        #expect(Self.weeks(server) == ["2026-W47"] + ahead + ["2026-W48", "2026-W49"], "each week once")
    }

    /// Item 2's sequence with mail: W48 stored, a render with the clock a week behind, the next
    /// run with the clock right puts W48 back, and email sends W47 then W48, each once.
    @Test func aRenderWithTheClockBehindLosesNoMail() throws {
        let server = try SMTPTestServer()
        defer { server.stop() }
        let output = try BinaryRunner.temporaryFolder() + "/site", state = try BinaryRunner.temporaryFolder()
        let environment = EmailTests.environment(server, state: state)
        #expect(
            try Self.run(output, now: "2026-11-30T12:00:00+09:00", ["--week", "2026-W47"], state: state).status == 0)
        #expect(try Self.email(output, now: "2026-11-23T12:05:00+09:00", environment).status == 0)
        #expect(try Self.run(output, now: "2026-11-30T12:00:00+09:00", state: state).status == 0)
        let render = try BinaryRunner.digest(
            ["render", "--templates", SampleRun.templates, "--output", output, "--now", "2026-11-23T12:00:00+09:00"],
            environment: SampleRun.tokyo.merging(["DIGEST_STATE": state]) { $1 })
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try Self.email(output, now: "2026-11-23T12:10:00+09:00", environment).status == 0)
        #expect(Self.weeks(server) == ["2026-W47"], "W48 has not ended by that clock")
        #expect(try Self.run(output, now: "2026-11-30T12:00:00+09:00", state: state).status == 0)
        #expect(try Self.email(output, now: "2026-11-30T12:05:00+09:00", environment).status == 0)
        #expect(try Self.email(output, now: "2026-11-30T12:10:00+09:00", environment).status == 0)
        #expect(Self.weeks(server) == ["2026-W47", "2026-W48"])
    }
}
