import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestDelivery

/// Issue 18.2 and 18.3: a week is emailed once.
///
/// A state folder that cannot record a send stops it
/// before anything leaves; commands at once send one copy; a run killed while the server answers
/// DATA is made up by the next with the same Message-ID.
@Suite(.serialized)
struct MailPromiseTests {
    static func messageIDs(_ messages: ArraySlice<(eml: Data, envelope: String)>) -> [String] {
        messages.map { message in
            String(decoding: message.eml, as: UTF8.self).components(separatedBy: "\r\n")
                .first { $0.hasPrefix("Message-ID: ") }.map { String($0.dropFirst(12)) } ?? "none"
        }
    }

    @Test func aStateFolderThatIsAFileStopsEverySendBeforeItLeaves() throws {
        let server = try SMTPTestServer()
        defer { server.stop() }
        let output = try EmailTests.site(), file = try BinaryRunner.temporaryFolder() + "/state"
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: file))
        for _ in 0..<3 {
            let result = try EmailTests.email(output, EmailTests.environment(server, state: file))
            #expect(result.status == 1)
            #expect(result.stderr.contains("\(file) is a file, not a folder"), "\(result.stderr)")
            #expect(result.stderr.contains("Nothing was sent"))
        }
        #expect(server.messages.isEmpty)
        let doctor = try BinaryRunner.digest(["doctor", "--output", output], environment: ["DIGEST_STATE": file])
        #expect(
            doctor.stdout.contains("State      ✗ \(file) cannot be written: \(file) is a file, not a folder"),
            "\(doctor.stdout)")
        #expect(doctor.status != 0)
    }

    /// A tiny tmpfs filled to the last byte (where this machine lets a test mount one), else the
    /// file size limit (`ulimit -f 0`), which fails every write the same way.
    @Test(arguments: ["full", "read-only", "ulimit"])
    func aStateFolderThatCannotTakeAWriteSendsNothing(kind: String) throws {
        let server = try SMTPTestServer()
        defer { server.stop() }
        let output = try EmailTests.site()
        var state = try BinaryRunner.temporaryFolder() + "/state"
        // The site's stored weeks are in the state folder, put there before it is filled or made read-only.
        let mount =
            kind == "ulimit"
            ? nil
            : try TinyMount(readOnly: kind == "read-only") {
                try StoredHistory.copy(output, to: output, state: $0 + "/state")
            }
        defer { mount?.unmount() }
        // Without the right to mount, the file size limit stands in: a failing write all the same.
        let kind = kind != "ulimit" && mount == nil ? "ulimit" : kind
        if let mount { state = mount.path + "/state" } else { try StoredHistory.share(output, with: state) }
        let expected =
            ["full": "is full", "read-only": "is on a read-only file system", "ulimit": "the file size limit"][kind]
            ?? "?"
        for _ in 0..<3 {
            let environment = EmailTests.environment(server, state: state)
            let arguments = [
                "email", "--output", output, "--templates", SampleRun.templates, "--now", "2026-11-23T07:05:00+09:00",
            ]
            let result =
                kind == "ulimit"
                // The limit holds in the subshell only: what it prints reaches the test's files through cat.
                ? try BinaryRunner.run(
                    "/bin/bash",
                    [
                        "-c", "set -o pipefail; mkdir -p \"$0\" && (ulimit -f 0 && exec \"$@\") 2>&1 | cat >&2",
                        state, BinaryRunner.binary,
                    ] + arguments, environment: environment)
                : try BinaryRunner.digest(arguments, environment: environment)
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stderr.contains(expected), "\(kind): \(result.stderr)")
            #expect(!result.stderr.contains("permission"), "the real cause is named")
        }
        #expect(server.messages.isEmpty, "\(kind): nothing is sent when the send cannot be recorded")
        if kind != "ulimit" {
            let doctor = try BinaryRunner.digest(["doctor", "--output", output], environment: ["DIGEST_STATE": state])
            #expect(doctor.stdout.contains("State      ✗ "), "\(doctor.stdout)")
        }
    }

    @Test func threeEmailCommandsAtOnceSendOneCopy() throws {
        let server = try SMTPTestServer(dataDelay: 0.2)
        defer { server.stop() }
        let output = try EmailTests.site(), state = try BinaryRunner.temporaryFolder() + "/state"
        try StoredHistory.share(output, with: state)
        for round in 0..<5 {
            let arguments = [
                "email", "--output", output, "--templates", SampleRun.templates, "--now", "2026-11-23T07:05:00+09:00",
            ]
            let runs = try (0..<3).map { _ in
                try BinaryRunner.launch(
                    BinaryRunner.binary, arguments, environment: EmailTests.environment(server, state: state))
            }
            runs.forEach { $0.process.waitUntilExit() }
            let results = runs.map { $0.result() }
            #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.stderr))")
            #expect(server.messages.count == 1, "round \(round): one copy, whatever the timing")
        }
        let entries = try MailLedger(folder: state, fileSystem: LocalFileSystem()).entries()
        #expect(entries.count == 1)
        #expect(entries.first?.isSent == true)
    }

    /// Killed at a seeded random moment (SIGKILL, so nothing of ours runs), then run again: the
    /// week arrives once, or twice with one Message-ID, and is recorded as sent.
    @Test func aKilledSendIsMadeUpWithTheSameMessageID() throws {
        let server = try SMTPTestServer(dataDelay: 0.3)
        defer { server.stop() }
        let output = try EmailTests.site()
        var random = SeededRandom(seed: 18_003)
        var twice = 0
        for trial in 0..<24 {
            let state = try BinaryRunner.temporaryFolder() + "/state"
            try StoredHistory.share(output, with: state)
            let before = server.messages.count
            let arguments = [
                "email", "--output", output, "--templates", SampleRun.templates, "--now", "2026-11-23T07:05:00+09:00",
            ]
            let killed = try BinaryRunner.launch(
                BinaryRunner.binary, arguments, environment: EmailTests.environment(server, state: state))
            usleep(UInt32(Double.random(in: 0.02...0.6, using: &random) * 1_000_000))
            kill(killed.process.processIdentifier, SIGKILL)
            killed.process.waitUntilExit()
            let again = try EmailTests.email(output, EmailTests.environment(server, state: state))
            #expect(again.status == 0, "trial \(trial): \(again.stderr)")
            let ids = Self.messageIDs(server.messages.dropFirst(before))
            #expect((1...2).contains(ids.count), "trial \(trial): \(ids.count) copies")
            #expect(Set(ids).count == 1, "trial \(trial): every copy has one Message-ID: \(ids)")
            if ids.count == 2 {
                twice += 1
                #expect(again.stderr.contains("same Message-ID"), "trial \(trial): the resend says so")
            }
            let entries = try MailLedger(folder: state, fileSystem: LocalFileSystem()).entries()
            #expect(entries.count == 1 && entries.allSatisfy(\.isSent), "trial \(trial): \(entries)")
            let third = try EmailTests.email(output, EmailTests.environment(server, state: state))
            #expect(third.status == 0 && third.stdout.contains("already sent"))
        }
        #expect(server.messages.count <= 48)
        #expect(twice > 0, "some kill fell between the server's acceptance and our record, or the test proves nothing")
    }
}
