import DigestCore
import Foundation
import Testing

/// The one ISO 8601 parser the sources and `--now` share.
struct ISOTimestampTests {
    static let accepted: [(String, Double)] = [
        ("2026-11-23T07:00:00+09:00", 1_795_384_800),
        ("2026-11-22T22:00:00Z", 1_795_384_800),
        ("2026-11-22T22:00:00.250Z", 1_795_384_800.25),
        ("  2026-11-16T00:00:00+09:00 ", 1_794_754_800),
        // Foundation reads full-width digits too, which is kind to Japanese input methods.
        ("２０２６-11-23T07:00:00Z", 1_795_417_200),
    ]

    @Test(arguments: accepted)
    func parses(text: String, epoch: Double) throws {
        let date = try #require(ISOTimestamp.parse(text))
        #expect(abs(date.timeIntervalSince1970 - epoch) < 0.001)
    }

    @Test(arguments: ["", "2026-11-23", "yesterday", "2026-11-23 07:00", "2026-13-01T00:00:00Z", "2026-11-23T07:00:00"])
    func refuses(text: String) {
        #expect(ISOTimestamp.parse(text) == nil)
    }
}
