import Foundation
import Testing

@testable import DigestSources

struct QiitaRateBudgetTests {
    static let reset = Date(timeIntervalSince1970: 1_795_388_400)

    @Test func unknownUntilTheFirstAnswerThenCountsDown() async {
        let budget = QiitaRateBudget()
        #expect(await budget.reserve())
        #expect(await budget.reserve())
        await budget.settle(QiitaRate(limit: 60, remaining: 2, resetAt: Self.reset))
        #expect(await budget.reserve(), "two left, one of them promised to the request in flight")
        await budget.settle(QiitaRate(limit: 60, remaining: 1, resetAt: Self.reset))
        #expect(await budget.reserve() == false, "one left, but one request is still in flight")
        #expect(await budget.isExhausted)
    }

    @Test func answersArrivingOutOfOrderKeepTheLowest() async {
        let budget = QiitaRateBudget()
        for _ in 0..<3 { _ = await budget.reserve() }
        await budget.settle(QiitaRate(limit: 60, remaining: 10, resetAt: Self.reset))
        await budget.settle(QiitaRate(limit: 60, remaining: 12, resetAt: Self.reset))
        #expect(await budget.remaining == 10)
        await budget.settle(QiitaRate(limit: 60, remaining: 1000, resetAt: Self.reset.addingTimeInterval(-3600)))
        #expect(await budget.remaining == 10, "a late answer from the hour before changes nothing")
        _ = await budget.reserve()
        await budget.settle(QiitaRate(limit: 60, remaining: 59, resetAt: Self.reset.addingTimeInterval(3600)))
        #expect(await budget.remaining == 59, "a new hour starts afresh")
        #expect(await budget.resetAt == Self.reset.addingTimeInterval(3600))
    }

    @Test func anAnswerWithoutHeadersOnlyReturnsItsReservation() async {
        let budget = QiitaRateBudget()
        _ = await budget.reserve()
        await budget.settle(QiitaRate(limit: 60, remaining: 1, resetAt: nil))
        _ = await budget.reserve()
        await budget.settle(nil)
        #expect(await budget.reserve(), "the last unit is still there")
    }

    @Test func exhaustingIsFinal() async {
        let budget = QiitaRateBudget()
        _ = await budget.reserve()
        await budget.exhaust(resetAt: Self.reset)
        await budget.settle(QiitaRate(limit: 1000, remaining: 999, resetAt: Self.reset))
        #expect(await budget.reserve() == false)
        #expect(await budget.resetAt == Self.reset)
    }
}
