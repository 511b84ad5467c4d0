import Foundation
import Testing

@testable import DigestCore
@testable import DigestDelivery

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

    /// Every week that ended and was stored is sent once: a week a failed send left between two
    /// that went out is sent too, oldest first.
    @Test func aWeekMissedBetweenTwoSentIsSent() throws {
        let plan = try Self.plan(try Self.weeks(40...47), ["a@example.com"], try Self.sent("a@example.com", [44, 46]))
        #expect(plan == ["2026-W45 → a@example.com", "2026-W47 → a@example.com"])
    }

    /// A recipient added later does not get the weeks before the first they got.
    @Test func aRecipientAddedLaterGetsNothingFromBeforeTheyJoined() throws {
        let sent = try Self.sent("a@example.com", [44, 45, 46]) + Self.sent("b@example.com", [46])
        let plan = try Self.plan(try Self.weeks(43...47), ["a@example.com", "b@example.com"], sent)
        #expect(plan == ["2026-W47 → a@example.com,b@example.com"])
    }

    /// What a clock that ran ahead sent (weeks after the last that has ended) counts for nothing:
    /// the week that has ended goes out, and the weeks ahead are named for the warning.
    @Test(arguments: [([47, 52], ["2026-W48 → a@example.com"]), ([52], ["2026-W48 → a@example.com"]), ([48, 52], [])])
    func weeksSentByAClockAheadDoNotCount(sent numbers: [Int], expected: [String]) throws {
        let weeks = try Self.weeks(45...48), sent = try Self.sent("a@example.com", numbers)
        let addresses = [try MailAddress(parsing: "a@example.com", setting: "TO")]
        let endedBy = try ISOWeek(parsing: "2026-W48")
        let plan = MailPlan.weeks(weeks, recipients: addresses, sent: sent, endedBy: endedBy).map {
            "\($0.week) → \($0.to.map(\.address).joined(separator: ","))"
        }
        #expect(plan == expected)
        #expect(MailPlan.ahead(of: endedBy, in: sent).map(\.description) == ["2026-W52"])
    }
}
