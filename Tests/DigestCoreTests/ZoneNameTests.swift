import Foundation
import Testing

@testable import DigestCore

/// `DIGEST_TIMEZONE=UTC` is shown as UTC, though Foundation on Linux names that zone GMT.
struct ZoneNameTests {
    @Test(arguments: [
        ("UTC", "UTC"), ("GMT", "UTC"), ("Etc/UTC", "Etc/UTC"), ("Asia/Tokyo", "Asia/Tokyo"),
        ("America/Los_Angeles", "America/Los_Angeles"), ("Europe/London", "Europe/London"),
    ])
    func zonesAreShownAsWritten(identifier: String, shown: String) throws {
        #expect(try #require(TimeZone(identifier: identifier)).shownName == shown)
    }

    @Test func aDigestMadeInUTCSaysUTC() throws {
        let zone = try #require(TimeZone(identifier: "UTC"))
        #expect(zone.shownName == "UTC")
        #expect(TimeZone(identifier: zone.shownName)?.secondsFromGMT() == 0, "the shown name reads back")
    }
}
