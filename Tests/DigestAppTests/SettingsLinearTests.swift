import Foundation
import Testing

@testable import DigestApp

/// Issue 66: the settings file is read in one pass however odd its lines: a megabyte of `$HOME`
/// is expanded once (it was searched again from its start at each), and a megabyte-long name
/// that is not a setting is refused without comparing it with every setting's name letter by letter.
struct SettingsLinearTests {
    @Test func aMegabyteOfHomeIsExpandedInOnePass() throws {
        let count = (1 << 20) / 5
        let started = ContinuousClock.now
        let values = try SettingsFile.parse(
            "DIGEST_OUTPUT=\"" + String(repeating: "$HOME", count: count) + "\"\n", path: "/c/config", home: "/h")
        print("linear-parsers: settings, a megabyte of $HOME: \(ContinuousClock.now - started)")
        #expect(values["DIGEST_OUTPUT"] == String(repeating: "/h", count: count))
    }

    @Test func aMegabyteLongNameIsRefusedWithoutASuggestion() {
        let name = String(repeating: "DIGEST_OUTPUX", count: (1 << 20) / 13)
        let started = ContinuousClock.now
        #expect(throws: RunError.self) { try SettingsFile.parse(name + "=x\n", path: "/c/config", home: "/h") }
        print("linear-parsers: settings, a megabyte-long name: \(ContinuousClock.now - started)")
        #expect(SettingsFile.suggestion(for: name) == nil)
        #expect(SettingsFile.suggestion(for: "DIGEST_OUTPUX") == "DIGEST_OUTPUT", "a typo is still caught")
    }

    /// `$HOME` is expanded where a variable's name ends, and only there.
    @Test(arguments: [
        ("$HOME/a", "/h/a"), ("${HOME}/a", "/h/a"), ("~/a", "/h/a"), ("~", "/h"), ("a$HOME", "a/h"),
        ("$HOMEDIR", "$HOMEDIR"), ("$HOME$HOME", "/h/h"), ("$", "$"), ("x~/a", "x~/a"), ("${HOME", "${HOME"),
    ])
    func homeIsExpandedWhereANameEnds(written: String, expanded: String) {
        #expect(SettingsFile.expanded(written, home: "/h") == expanded)
    }
}
