import Foundation
import Testing

@testable import DigestCore
@testable import DigestSources

/// How the tags' endings become the reading list's status and notes.
struct QiitaOutcomeTests {
    func result(_ tag: String, _ end: QiitaTagResult.End, skipped: Int = 0) -> QiitaTagResult {
        var result = QiitaTagResult(tag: tag)
        result.end = end
        result.skipped = skipped
        return result
    }

    @Test func aTruncatedTagAndUnreadableEntriesAreNotes() {
        let outcome = QiitaOutcome(
            results: [result("python", .truncated, skipped: 2), result("go", .complete, skipped: 1)],
            hasToken: false, resetAt: nil
        ).outcome
        #expect(outcome.status == .ok)
        #expect(
            outcome.notes == [
                "The tag 'python' had more articles this week than Qiita lists (10 000); the rest are not considered.",
                "3 entries in Qiita's answers could not be read as articles and are left out.",
            ])
    }

    @Test func withATokenTheRateNoteGivesTheResetTime() {
        let outcome = QiitaOutcome(
            results: [result("a", .complete), result("b", .rateLimited)], hasToken: true,
            resetAt: Date(timeIntervalSince1970: 1_795_388_400)
        ).outcome
        #expect(
            outcome.notes == [
                "Qiita rate limit reached after 1 of 2 tags (not read in full: b); it resets at 2026-11-22 23:00:00 UTC; run again after that."
            ])
    }

    @Test func theSameFailureForEveryTagIsSaidOnceAndOthersNameTheirTag() {
        let server = QiitaError.answer(
            .serverError(status: 502, endpoint: "GET https://qiita.com/api/v2/items", attempts: 4))
        let outcome = QiitaOutcome(
            results: [
                result("a", .failed(.tokenRejected)), result("b", .failed(.tokenRejected)),
                result("c", .failed(server)),
            ], hasToken: true, resetAt: nil
        ).outcome
        guard case .failed(let reason) = outcome.status else {
            Issue.record("expected a failure")
            return
        }
        #expect(reason == QiitaError.tokenRejected.description + " For the tag 'c': " + server.description)
        #expect(outcome.value == [])
    }
}
