import Foundation
import TestSupport
import Testing

/// The email's line of context through the binary: read from the site's `weeks/index.json`, and
/// the message still made, without the line, when the index is unreadable or gone.
@Suite(.serialized)
struct EmailHistoryTests {
    static func dryRun(_ output: String) throws -> EmailTests.Parsed {
        let state = try BinaryRunner.temporaryFolder() + "/state"
        try StoredHistory.share(output, with: state)
        let result = try BinaryRunner.digest(
            [
                "email", "--now", "2026-11-23T12:00:00Z", "--dry-run", "--week", "2026-W47", "--output", output,
                "--templates", SampleRun.templates,
            ],
            environment: [
                "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com", "DIGEST_STATE": state,
                "DIGEST_TIMEZONE": "Asia/Tokyo",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        return try EmailTests.parse(try Data(contentsOf: URL(fileURLWithPath: state + "/outbox/2026-W47.en.eml")))
    }

    @Test func theLineComesFromTheIndexAndItsAbsenceOnlyDropsTheLine() throws {
        let output = try SiteTests.build((42...47).map { "2026-W\($0)" })
        let index = StoredHistory.index(output)
        let before = try Data(contentsOf: URL(fileURLWithPath: index))
        let mail = try Self.dryRun(output)
        #expect(mail.text.contains("on the 4-week average ("), "\(mail.text)")
        #expect(mail.html.contains("Coding time, last 8 weeks") && mail.html.contains("2026-W42"))
        #expect(!mail.tags.contains("svg"), "the email draws its bars as table cells")
        #expect(try Data(contentsOf: URL(fileURLWithPath: index)) == before, "email only reads the index")

        for damage in ["{\"version\":2,\"weeks\":[", ""] {
            try Data(damage.utf8).write(to: URL(fileURLWithPath: index))
            let plain = try Self.dryRun(output)
            #expect(!plain.text.contains("4-week average") && !plain.html.contains("last 8 weeks"))
            #expect(plain.text.contains("Total: 13 h 5 m"), "the rest of the message is whole")
        }
        try FileManager.default.removeItem(atPath: index)
        #expect(!(try Self.dryRun(output)).text.contains("4-week average"))
    }
}
