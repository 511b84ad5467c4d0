import DigestSystem
import Foundation
import Testing

@testable import DigestApp

/// Settings read in-process, without starting the binary (issue 19.1).
struct ConfigurationTests {
    /// (environment, the message's words): each unusable setting is a usage error naming it.
    static let refused: [([String: String], String)] = [
        (["DIGEST_TIMEZONE": "Asia/Tokio"], "DIGEST_TIMEZONE is 'Asia/Tokio'"),
        (["TZ": "EST5EDT,M3.2.0,M11.1.0"], "a POSIX rule with daylight saving"),
        (["TZ": "Nowhere/City"], "which is not a time zone"),
        (["QIITA_TAGS": " , ,"], "names no tag"),
        (["QIITA_TAGS": (1...21).map { "t\($0)" }.joined(separator: ",")], "lists 21 tags"),
        (["QIITA_MAX_ARTICLES": "0"], "QIITA_MAX_ARTICLES is '0'"),
        (
            ["DIGEST_READING_LIST_MAX": "101"],
            "DIGEST_READING_LIST_MAX is '101': set it to a whole number from 1 to 100"
        ),
        (["DIGEST_HTTP_TIMEOUT": "601"], "DIGEST_HTTP_TIMEOUT"),
        (["DIGEST_LOCK_WAIT": "3601"], "DIGEST_LOCK_WAIT"),
        (["DIGEST_COMMAND_TIMEOUT": "x"], "DIGEST_COMMAND_TIMEOUT"),
        (["DIGEST_CATCH_UP": "0"], "DIGEST_CATCH_UP is '0': set it to a whole number from 1 to 52 (default 4)"),
        (["DIGEST_CATCH_UP": "53"], "DIGEST_CATCH_UP is '53'"),
        (["DIGEST_CARD_AI": "yes"], "DIGEST_CARD_AI is 'yes': set it to a whole number from 0 to 1"),
        (["DIGEST_SITE_URL": "ftp://example.com/"], "DIGEST_SITE_URL"),
        (["WAKATIME_API_KEY": "a b"], "WAKATIME_API_KEY contains spaces"),
        (["X_BEARER_TOKEN": "t"], "X_USERNAME is required"),
        (["X_BEARER_TOKEN": "t", "X_USERNAME": "@far_too_long_a_handle"], "not an X handle"),
    ]

    @Test(arguments: refused)
    func anUnusableSettingIsAUsageErrorNamingIt(environment: [String: String], words: String) {
        #expect {
            try Configuration(environment: environment, fileSystem: LocalFileSystem())
        } throws: { error in
            guard let error = error as? RunError else { return false }
            return error.status == .usage && error.message.contains(words)
        }
    }

    /// (environment, the cap, the warning's words): the reading list's cap by its name, by its old
    /// name with a warning naming the new one, and the new name winning over the old.
    static let caps: [([String: String], Int, String?)] = [
        ([:], 15, nil),
        (["DIGEST_READING_LIST_MAX": "7"], 7, nil),
        (["QIITA_MAX_ARTICLES": "5"], 5, "rename it to DIGEST_READING_LIST_MAX=5"),
        (["QIITA_MAX_ARTICLES": "5", "DIGEST_READING_LIST_MAX": "9"], 9, "QIITA_MAX_ARTICLES is not read"),
    ]

    @Test(arguments: caps)
    func theReadingListsCapHasOneName(environment: [String: String], cap: Int, warning: String?) throws {
        let config = try Configuration(
            environment: environment.merging(["TZ": "UTC"]) { a, _ in a }, fileSystem: LocalFileSystem())
        #expect(config.readingListLimit == cap)
        #expect(config.warnings.count == (warning == nil ? 0 : 1))
        if let warning { #expect(config.warnings.first?.contains(warning) == true, "\(config.warnings)") }
    }

    /// (TZ, seconds east of UTC): the C library's readings.
    static let zones: [(String, Int)] = [
        ("JST-9", 32_400), (":Asia/Tokyo", 32_400), ("GMT+3", -10_800), ("UTC0", 0), ("<+0530>-5:30", 19_800),
    ]

    @Test(arguments: zones)
    func tzIsReadAsTheCLibraryReadsIt(tz: String, offset: Int) throws {
        let config = try Configuration(environment: ["TZ": tz], fileSystem: LocalFileSystem())
        #expect(config.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_795_417_200)) == offset)
    }

    @Test func defaultsNeedNothingSet() throws {
        let config = try Configuration(environment: ["TZ": "UTC"], fileSystem: LocalFileSystem())
        #expect(config.outputFolder == "output" && config.templateFolder == nil, "no folder: the built-in templates")
        #expect(config.lockWait == 120 && config.commandTimeout == 300 && config.httpAttempts == 4)
        #expect(config.configuredSources.isEmpty)
    }

    @Test(arguments: [(["DIGEST_STATE": "rel"], "relative path"), (["HOME": ""], "HOME is empty")])
    func theStateFolderIsAnAbsolutePath(environment: [String: String], words: String) {
        #expect {
            try Configuration.stateFolder(environment)
        } throws: { error in (error as? RunError)?.message.contains(words) == true }
        #expect((try? Configuration.stateFolder(["HOME": "/home/me"])) == "/home/me/.local/state/weekly-digest")
    }

    @Test(arguments: [
        (["HOME": "/home/me", "XDG_STATE_HOME": "/srv/state"], "/srv/state/weekly-digest"),
        (["HOME": "/home/me", "XDG_STATE_HOME": "state"], "/home/me/.local/state/weekly-digest"),
        (["HOME": "/home/me", "XDG_STATE_HOME": ""], "/home/me/.local/state/weekly-digest"),
        (["XDG_STATE_HOME": "/srv/state", "DIGEST_STATE": "/data/digest"], "/data/digest"),
        (["HOME": "", "XDG_STATE_HOME": "/srv/state"], "/srv/state/weekly-digest"),
    ])
    func theStateFolderFollowsXDGStateHome(environment: [String: String], folder: String) {
        #expect((try? Configuration.stateFolder(environment)) == folder)
    }
}
