import Foundation
import Testing

@testable import DigestCore

/// A range source's answer cut into weeks (issue 69's one walk back): each item lands in the week
/// of its instant in the digest's zone, every week keeps the answer's status and notes, and the
/// sums (coding time, reviews) are not cut.
struct FetchedWeekCutTests {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
    static let weeks = (46...48).compactMap { try? ISOWeek(parsing: "2026-W\($0)") }

    static func post(_ instant: String) -> Post {
        Post(
            network: .bluesky, id: instant, text: "", createdAt: ISOTimestamp.parse(instant) ?? .distantPast,
            links: [], hasMedia: false, isRepost: false)
    }

    @Test(
        arguments: [
            // an instant, the week it lands in (nil: in none of the weeks)
            ("2026-11-16T00:00:00+09:00", "2026-W47"),  // Monday's first second in Tokyo
            ("2026-11-15T23:59:59+09:00", "2026-W46"),  // Sunday's last
            ("2026-11-15T15:00:00Z", "2026-W47"),  // Monday in Tokyo, Sunday in UTC
            ("2026-11-29T23:59:59+09:00", "2026-W48"),
            ("2026-11-30T00:00:00+09:00", nil),  // after the range
            ("2026-11-08T23:59:59+09:00", nil),  // before it
        ] as [(String, String?)])
    func eachPostLandsInTheWeekOfItsInstant(instant: String, week: String?) throws {
        let answer = FetchedWeek.Answer.posts(.bluesky, .ok([Self.post(instant)], notes: ["a note"]))
        let cut = try #require(answer.cut(into: Self.weeks, timeZone: Self.tokyo))
        #expect(Set(cut.keys) == Set(Self.weeks))
        for (key, part) in cut {
            guard case .posts(.bluesky, let outcome) = part else {
                Issue.record("\(part) is not Bluesky's posts")
                continue
            }
            #expect(outcome.status == .ok)
            #expect(outcome.notes == ["a note"])
            #expect(outcome.value?.count == (key.description == week ? 1 : 0), "\(key)")
        }
    }

    @Test func aFailedWalkFailsEveryWeekKeepingWhatItRead() throws {
        let answer = FetchedWeek.Answer.posts(
            .bluesky, .failed("Bluesky answered 502", partial: [Self.post("2026-11-25T12:00:00+09:00")]))
        let cut = try #require(answer.cut(into: Self.weeks, timeZone: Self.tokyo))
        for (week, part) in cut {
            #expect(part.failure == "Bluesky answered 502")
            #expect(part.hasSomething == (week.description == "2026-W48"))
        }
        let nothing = FetchedWeek.Answer.commits(.failed("git is missing"))
        for part in (try #require(nothing.cut(into: Self.weeks, timeZone: Self.tokyo))).values {
            guard case .commits(let outcome) = part else { continue }
            #expect(outcome.value == nil, "nothing read stays nothing, not an empty week")
        }
    }

    @Test func sumsAreNotCut() {
        let coding = FetchedWeek.Answer.coding(.ok(CodingStats(days: [], languages: [], projects: [], editors: [])))
        #expect(coding.cut(into: Self.weeks, timeZone: Self.tokyo) == nil)
        #expect(!coding.hasSomething)
        #expect(FetchedWeek.Answer.failed(.reading(.qiita), reason: "x").part == .reading(.qiita))
    }
}
