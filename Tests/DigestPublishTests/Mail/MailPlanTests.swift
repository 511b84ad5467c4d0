import Foundation
import Testing

@testable import DigestCore
@testable import DigestPublish

/// Which weeks a run emails: the latest, plus what a failed send left behind, never more than four.
struct MailPlanTests {
    static func weeks(_ numbers: ClosedRange<Int>) throws -> [ISOWeek] {
        try numbers.map { try ISOWeek(parsing: "2026-W\($0)") }
    }

    static func sent(_ address: String, _ numbers: [Int]) throws -> [MailLedger.Entry] {
        try numbers.map {
            MailLedger.Entry(
                week: try ISOWeek(parsing: "2026-W\($0)"), to: address, sentAt: Date(timeIntervalSince1970: 0),
                messageID: "<\($0)@x>")
        }
    }

    static func plan(_ weeks: [ISOWeek], _ recipients: [String], _ sent: [MailLedger.Entry]) throws -> [String] {
        let addresses = try recipients.map { try MailAddress(parsing: $0, setting: "TO") }
        return MailPlan.weeks(weeks, recipients: addresses, sent: sent).map {
            "\($0.week) → \($0.to.map(\.address).joined(separator: ","))"
        }
    }

    @Test func aNewRecipientGetsTheLatestWeekOnly() throws {
        #expect(try Self.plan(try Self.weeks(40...47), ["a@example.com"], []) == ["2026-W47 → a@example.com"])
    }

    @Test func aWeekAFailedSendLeftBehindGoesOutWithTheNext() throws {
        let plan = try Self.plan(try Self.weeks(40...47), ["a@example.com"], try Self.sent("a@example.com", [44, 45]))
        #expect(plan == ["2026-W46 → a@example.com", "2026-W47 → a@example.com"])
    }

    @Test func aLongOutageCatchesUpFourWeeksAtMost() throws {
        let plan = try Self.plan(try Self.weeks(30...47), ["a@example.com"], try Self.sent("a@example.com", [30]))
        #expect(
            plan == [
                "2026-W44 → a@example.com", "2026-W45 → a@example.com", "2026-W46 → a@example.com",
                "2026-W47 → a@example.com",
            ])
    }

    @Test func eachRecipientIsPlannedOnItsOwn() throws {
        let sent = try Self.sent("a@example.com", [45, 46, 47]) + Self.sent("B@example.com", [45])
        let plan = try Self.plan(try Self.weeks(44...47), ["a@example.com", "b@example.com", "c@example.com"], sent)
        #expect(plan == ["2026-W46 → b@example.com", "2026-W47 → b@example.com,c@example.com"])
    }

    @Test func nothingToSendWhenEveryoneHasTheLatestWeek() throws {
        #expect(try Self.plan(try Self.weeks(46...47), ["a@example.com"], try Self.sent("a@example.com", [47])).isEmpty)
        #expect(try Self.plan([], ["a@example.com"], []).isEmpty)
    }
}
