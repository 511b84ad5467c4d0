import DigestSystem
import Foundation
import Testing

@testable import DigestApp

/// Issue 57: `DIGEST_TIMEZONE=GMT+9` is +09:00 to Foundation and −09:00 to `TZ`; it is refused
/// with both readings and the names that say one thing, never guessed.
struct TimeZoneOffsetTests {
    @Test(arguments: [
        ("GMT+9", "UTC+09:00, and as TZ reads it (POSIX counts west) UTC−09:00"),
        ("UTC-5", "UTC−05:00, and as TZ reads it (POSIX counts west) UTC+05:00"),
        ("GMT+05:30", "UTC+05:30"), ("JST-9", "reads two ways"),
    ])
    func aSignedOffsetWithoutASlashIsRefusedWithBothReadings(zone: String, words: String) {
        #expect {
            try Configuration(environment: ["DIGEST_TIMEZONE": zone], fileSystem: LocalFileSystem())
        } throws: { error in
            guard let error = error as? RunError else { return false }
            return error.status == .usage && error.message.contains(words) && error.message.contains("Etc/GMT-")
        }
    }

    @Test(arguments: [("Etc/GMT-9", 32_400), ("Etc/GMT+5", -18_000), ("UTC", 0), ("GMT", 0), ("Asia/Tokyo", 32_400)])
    func unambiguousNamesAreRead(zone: String, east: Int) throws {
        let config = try Configuration(environment: ["DIGEST_TIMEZONE": zone], fileSystem: LocalFileSystem())
        #expect(config.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_795_417_200)) == east)
    }
}
