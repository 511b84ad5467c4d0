import Foundation
import TestSupport
import Testing

@testable import DigestApp

/// The settings file (`--config`, `DIGEST_CONFIG`, `~/.config/weekly-digest/config`): the cron
/// hook's NAME=value lines, read without a shell (issue 21).
struct SettingsFileTests {
    static func parse(_ text: String) throws(RunError) -> [String: String] {
        try SettingsFile.parse(text, path: "/c/config", home: "/home/me")
    }

    @Test(arguments: [
        ("DIGEST_TIMEZONE=Asia/Tokyo", "DIGEST_TIMEZONE", "Asia/Tokyo"),
        ("export DIGEST_LOCALE=ja", "DIGEST_LOCALE", "ja"),
        ("  DIGEST_OUTPUT=~/site  ", "DIGEST_OUTPUT", "/home/me/site"),
        ("DIGEST_OUTPUT=$HOME/site", "DIGEST_OUTPUT", "/home/me/site"),
        ("DIGEST_OUTPUT=${HOME}/site # where it goes", "DIGEST_OUTPUT", "/home/me/site"),
        ("DIGEST_MAIL_FROM=\"Weekly digest <me@example.com>\"", "DIGEST_MAIL_FROM", "Weekly digest <me@example.com>"),
        ("X_QUERY='from:{username} has:links $HOME'", "X_QUERY", "from:{username} has:links $HOME"),
        ("DIGEST_OUTPUT=\"$HOME/my site\"", "DIGEST_OUTPUT", "/home/me/my site"),
        ("QIITA_TAGS=", "QIITA_TAGS", ""),
        ("SMTP_PASSWORD=p#ss", "SMTP_PASSWORD", "p#ss"),
        ("DIGEST_SITE_URL=https://me.example/日記/", "DIGEST_SITE_URL", "https://me.example/日記/"),
        ("DIGEST_TIMEZONE=UTC\r", "DIGEST_TIMEZONE", "UTC"),
    ])
    func valuesAreReadAsTheHookWould(line: String, name: String, value: String) throws {
        #expect(try Self.parse("# a comment\n\n" + line + "\n")[name] == value)
    }

    @Test(arguments: [
        ("DIGEST_TIMEZON=Asia/Tokyo", "/c/config:1: DIGEST_TIMEZON is not a setting; did you mean DIGEST_TIMEZONE?"),
        ("WAKATIME_KEY=x", "WAKATIME_KEY is not a setting; did you mean WAKATIME_API_KEY?"),
        ("PATH=/bin", "PATH is not a setting; see `weekly-digest doctor`"),
        ("just words", "/c/config:1: expected NAME=value"),
        ("DIGEST_OUTPUT=$(rm -rf ~)", "only ~, $HOME and ${HOME} are expanded"),
        ("DIGEST_OUTPUT=`id`", "only ~, $HOME and ${HOME} are expanded"),
        ("DIGEST_OUTPUT=$USER/site", "only ~, $HOME and ${HOME} are expanded"),
        ("DIGEST_OUTPUT=\"$HOMEDIR\"", "only ~, $HOME and ${HOME} are expanded"),
        ("DIGEST_MAIL_FROM=Weekly digest", "a value with spaces must be quoted"),
        ("DIGEST_MAIL_FROM=\"Weekly digest", "opens a quote (\") it never closes"),
        ("DIGEST_MAIL_FROM='a' b", "something follows the closing quote"),
    ])
    func aBadLineNamesItselfAndTheFix(line: String, message: String) {
        #expect {
            try Self.parse(line)
        } throws: { error in
            (error as? RunError)?.status == .usage && (error as? RunError)?.message.contains(message) == true
        }
    }

    @Test func theCronHooksExampleIsASettingsFile() throws {
        let example = try String(
            contentsOf: BinaryRunner.repository.appendingPathComponent("cron/digest.env.example"), encoding: .utf8)
        let values = try Self.parse(example)
        #expect(values["DIGEST_TIMEZONE"] == "Asia/Tokyo")
        #expect(values["DIGEST_MAIL_FROM"] == "Weekly digest <me@example.com>")
        #expect(values["WEEKLY_DIGEST"] == "/home/me/weekly-digest/.build/release/weekly-digest")
    }

    @Test func theEnvironmentWinsAndTheDefaultFileIsFoundUnderXDGConfigHome() throws {
        let home = try TestFolder.make("settings-home")
        let folder = home + "/xdg/weekly-digest"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "DIGEST_LOCALE=ja\nDIGEST_OUTPUT=~/site\n".write(
            toFile: folder + "/config", atomically: true, encoding: .utf8)
        let process = ["HOME": home, "XDG_CONFIG_HOME": home + "/xdg", "DIGEST_LOCALE": "en"]
        let environment = try SettingsFile.environment(process, option: nil)
        #expect(environment["DIGEST_LOCALE"] == "en", "the environment wins")
        #expect(environment["DIGEST_OUTPUT"] == home + "/site")
        #expect(
            try SettingsFile.environment(["HOME": home], option: nil)["DIGEST_OUTPUT"] == nil, "no default file there")
    }

    @Test func anEmptyFileSetsNothingAFolderIsRefusedAndARelativeXDGConfigHomeIsIgnored() throws {
        let folder = try TestFolder.make("settings-edges")
        try "".write(toFile: folder + "/empty", atomically: true, encoding: .utf8)
        let empty = try SettingsFile.environment(["HOME": folder], option: folder + "/empty")
        #expect(empty.filter { $0.key != SettingsFile.readMarker } == ["HOME": folder], "an empty file sets nothing")
        #expect(empty[SettingsFile.readMarker] == folder + "/empty", "but doctor can say it was read")
        try FileManager.default.createDirectory(atPath: folder + "/a-folder", withIntermediateDirectories: true)
        #expect {
            try SettingsFile.environment(["HOME": folder], option: folder + "/a-folder")
        } throws: { error in
            (error as? RunError)?.message.contains("Cannot read the settings file \(folder)/a-folder") == true
        }
        // A relative XDG_CONFIG_HOME is not a base directory (the XDG spec): ~/.config is used.
        try FileManager.default.createDirectory(
            atPath: folder + "/.config/weekly-digest", withIntermediateDirectories: true)
        try "DIGEST_LOCALE=ja\n".write(
            toFile: folder + "/.config/weekly-digest/config", atomically: true, encoding: .utf8)
        let environment = try SettingsFile.environment(["HOME": folder, "XDG_CONFIG_HOME": "xdg"], option: nil)
        #expect(environment["DIGEST_LOCALE"] == "ja")
        #expect(try SettingsFile.environment([:], option: nil) == [:], "no HOME, no default file")
    }

    @Test func aNamedFileThatIsMissingOrOpenToOthersWithASecretIsRefused() throws {
        let folder = try TestFolder.make("settings")
        #expect {
            try SettingsFile.environment(["HOME": folder], option: folder + "/nope")
        } throws: { error in
            (error as? RunError)?.message.contains("\(folder)/nope does not exist (--config)") == true
        }
        let path = folder + "/config"
        try "SMTP_PASSWORD=secret\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        #expect {
            try SettingsFile.environment(["HOME": folder, "DIGEST_CONFIG": path], option: nil)
        } throws: { error in
            (error as? RunError)?.message.contains(
                "can be read by others (mode 644) and holds SMTP_PASSWORD; run: chmod 600")
                == true
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        #expect(
            try SettingsFile.environment(["HOME": folder, "DIGEST_CONFIG": path], option: nil)["SMTP_PASSWORD"]
                == "secret")
    }
}

/// Issue 58 (begun): every setting a file may hold is in the reference (`docs/configuration.md`)
/// and in the cron hook's example, so neither falls behind a new source again.
struct SettingsInStepTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: SettingsFile.knownNames.sorted())
    func everySettingIsDocumentedAndInTheCronExample(name: String) throws {
        let docs = try String(
            contentsOf: Self.repository.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        #expect(docs.contains("`\(name)`") || docs.contains("\(name)="), "docs/configuration.md lacks \(name)")
        let example = try String(
            contentsOf: Self.repository.appendingPathComponent("cron/digest.env.example"), encoding: .utf8)
        let lines = example.split(separator: "\n")
        #expect(
            lines.contains { $0.hasPrefix("\(name)=") || $0.hasPrefix("# \(name)=") },
            "cron/digest.env.example lacks \(name)")
    }
}
