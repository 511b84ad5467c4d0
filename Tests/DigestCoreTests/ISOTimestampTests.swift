import Foundation
import Testing

@testable import DigestCore

/// The one ISO 8601 parser the sources and `--now` share.
struct ISOTimestampTests {
    static let accepted: [(String, Double)] = [
        ("2026-11-23T07:00:00+09:00", 1_795_384_800),
        ("2026-11-22T22:00:00Z", 1_795_384_800),
        ("2026-11-22T22:00:00.250Z", 1_795_384_800.25),
        ("  2026-11-16T00:00:00+09:00 ", 1_794_754_800),
        // Foundation reads full-width digits too, which is kind to Japanese input methods.
        ("２０２６-11-23T07:00:00Z", 1_795_417_200),
        ("2026-11-23t07:00:00z", 1_795_417_200),
        ("2026-11-23T07:00:00.5-0130", 1_795_417_200 + 5400.5),
        ("1970-01-01T00:00:00Z", 0),
        ("1969-12-31T23:59:59Z", -1),
        ("2024-02-29T12:00:00+14:00", 1_709_157_600),
    ]

    @Test(arguments: accepted)
    func parses(text: String, epoch: Double) throws {
        let date = try #require(ISOTimestamp.parse(text))
        #expect(abs(date.timeIntervalSince1970 - epoch) < 0.001)
    }

    @Test(arguments: [
        "", "2026-11-23", "yesterday", "2026-11-23 07:00", "2026-13-01T00:00:00Z", "2026-11-23T07:00:00",
        "2026-02-30T00:00:00Z", "2026-11-23T24:00:00Z", "2026-11-23T07:60:00Z", "2026-11-23T07:00:00.Z",
        "2026-11-23T07:00:00+9:00", "2026-11-23T07:00:00+09:00x", "2026-11-23T07:00:00+25:00", "-026-11-23T07:00:00Z",
        "2026-11-23T07:00:00 Z", "2026-11-23T07:00:00+09:",
        // Each separator where another byte stands.
        "2026/11-23T07:00:00Z", "2026-11/23T07:00:00Z", "2026-11-23X07:00:00Z", "2026-11-23T07-00:00Z",
        "2026-11-23T07:00-00Z", "2026-11-23T07:00:00,5Z", "2026-11-23T07:00:00Y", "2026-11-23T07:00:00*09:00",
        "2026-11-23T07:00:00+09-00", "2026-11-23T07:00:00\u{2212}09:00",
    ])
    func refuses(text: String) {
        #expect(ISOTimestamp.parse(text) == nil)
    }

    @Test func theHandReaderAgreesWithFoundationsFormatter() throws {
        let formatter = ISO8601DateFormatter()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let instant = Date(
                timeIntervalSince1970: Double(Int64.random(in: -2_000_000_000...4_000_000_000, using: &generator)))
            let zone = try #require(TimeZone(secondsFromGMT: Int.random(in: -50...56, using: &generator) * 900))
            formatter.timeZone = zone
            let text = formatter.string(from: instant)
            #expect(ISOTimestamp.parse(text) == instant, "\(text)")
            #expect(ISOTimestamp.parse(text) == formatter.date(from: text), "\(text)")
        }
    }

    @Test func writtenTimestampsAreFoundationsInUTC() throws {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = .gmt
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            // Whole and fractional seconds, before and after 1970: the fraction is dropped, rounding down.
            let seconds = Double(Int64.random(in: -2_000_000_000...4_000_000_000, using: &generator))
            let instant = Date(timeIntervalSince1970: seconds + Double.random(in: 0..<1, using: &generator))
            #expect(ISOTimestamp.string(instant) == formatter.string(from: Date(timeIntervalSince1970: seconds)))
        }
    }
}
