import Foundation
import TestSupport
import Testing

/// A send whose end is unknown is treated as maybe delivered.
///
/// A server that stores the message and then drops the line, or never answers, leaves it recorded
/// as being sent with its Message-ID, and the next run warns once and sends it again with the same
/// Message-ID. SMTP has a deadline (`DIGEST_COMMAND_TIMEOUT`), and each refusal gets the sentence
/// that fits it.
@Suite(.serialized)
struct UnansweredMailTests {
    /// The ledger's entries, as JSON objects.
    static func ledger(_ state: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: state + "/sent.json"))
        let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return file["sent"] as? [[String: Any]] ?? []
    }

    /// A first send to `server`, which keeps the message and does not answer; then the next run to
    /// a server that answers: one warning, and the same Message-ID in both copies.
    static func sendUnansweredThenAgain(_ server: SMTPTestServer, timeout: Int? = nil) throws -> String {
        let output = try EmailTests.site(), state = try BinaryRunner.temporaryFolder()
        var environment = EmailTests.environment(server, state: state)
        if let timeout { environment["DIGEST_COMMAND_TIMEOUT"] = String(timeout) }
        let first = try EmailTests.email(output, environment)
        #expect(first.status == 1, "\(first.stdout) \(first.stderr)")
        #expect(first.stderr.contains("took the whole message but"), "\(first.stderr)")
        #expect(first.stderr.contains("so it may have arrived"))
        #expect(!first.stderr.contains("Nothing is recorded as sent"))
        #expect(server.messages.count == 1, "the server kept it")
        let kept = try Self.ledger(state)
        #expect(kept.count == 1 && kept.first?["state"] as? String == "sending", "\(kept)")
        let firstID = try #require(MailPromiseTests.messageIDs(server.messages[...]).first)
        #expect(kept.first?["messageID"] as? String == firstID)

        let answering = try SMTPTestServer()
        defer { answering.stop() }
        let next = try EmailTests.email(output, EmailTests.environment(answering, state: state))
        #expect(next.status == 0, "\(next.stderr)")
        let warnings = next.stderr.components(separatedBy: "a copy may already have arrived").count - 1
        #expect(warnings == 1, "one warning: \(next.stderr)")
        #expect(next.stderr.contains("same Message-ID \(firstID)"))
        #expect(MailPromiseTests.messageIDs(answering.messages[...]) == [firstID], "the same Message-ID")
        let after = try EmailTests.email(output, EmailTests.environment(answering, state: state))
        #expect(after.status == 0 && after.stdout.contains("was already sent"), "\(after.stdout)")
        #expect(answering.messages.count == 1, "and no third copy")
        return first.stderr
    }

    @Test func aServerThatStoresAndDropsTheLine() throws {
        let server = try SMTPTestServer(dropAfterData: true)
        defer { server.stop() }
        let said = try Self.sendUnansweredThenAgain(server)
        #expect(said.contains("closed the connection without answering"), "\(said)")
    }

    @Test func aServerThatStoresAndNeverAnswersMeetsTheDeadline() throws {
        let server = try SMTPTestServer(dataDelay: 3600)
        defer { server.stop() }
        let started = Date()
        let said = try Self.sendUnansweredThenAgain(server, timeout: 3)
        #expect(said.contains("did not answer in time (DIGEST_COMMAND_TIMEOUT is 3 s)"), "\(said)")
        // The deadline holds: 3 s for the first send, not libcurl's two minutes (the whole test,
        // with its two runs that succeed, takes a few seconds more).
        #expect(Date().timeIntervalSince(started) < 60)
    }

    /// Refusals are definite: nothing stays recorded, and each says what to do.
    @Test(arguments: [
        ("refused@example.com", nil, "the server refused a recipient or the sender for good; check DIGEST_MAIL_TO"),
        (
            "you@example.com", "451 4.3.0 Mail server temporarily rejected message",
            "a temporary failure at the server; try again later"
        ),
        (
            "you@example.com", "554 5.6.0 Message rejected as spam",
            "the server refused the message for good; check DIGEST_MAIL_FROM"
        ),
    ])
    func eachRefusalGetsItsSentence(to: String, dataReply: String?, advice: String) throws {
        let server = try SMTPTestServer(dataReply: dataReply)
        defer { server.stop() }
        let output = try EmailTests.site(), state = try BinaryRunner.temporaryFolder()
        let result = try EmailTests.email(output, EmailTests.environment(server, state: state, to: to))
        #expect(result.status == 1)
        #expect(result.stderr.contains(advice), "\(result.stderr)")
        #expect(!result.stderr.contains("the connection broke"))
        #expect(result.stderr.contains("Nothing is recorded as sent"))
        #expect(try Self.ledger(state).isEmpty, "a refusal leaves nothing recorded")
        #expect(server.messages.isEmpty)
    }
}
