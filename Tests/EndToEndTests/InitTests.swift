import Foundation
import TestSupport
import Testing

@testable import DigestApp

/// `weekly-digest init` through the binary: a private, commented settings file every command
/// reads, never written over (issue 21).
struct InitTests {
    @Test func initWritesAPrivateSettingsFileOnceThatDoctorReads() throws {
        let home = try BinaryRunner.temporaryFolder()
        let environment = ["HOME": home, "XDG_CONFIG_HOME": home + "/xdg"]
        let first = try BinaryRunner.digest(
            ["init", "--wakatime", "--qiita-tags", "swift,ios", "--timezone", "Asia/Tokyo"], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let path = home + "/xdg/weekly-digest/config"
        #expect(first.stdout.contains("Wrote \(path) (mode 600). Next:"))
        #expect(first.stdout.contains("weekly-digest doctor") && first.stdout.contains("weekly-digest run"))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let values = try SettingsFile.parse(text, path: path, home: home)
        #expect(
            values == [
                "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_OUTPUT": home + "/digest-site", "WAKATIME_API_KEY": "",
                "QIITA_TAGS": "swift,ios",
            ])
        #expect(text.contains("# X_BEARER_TOKEN=") && text.contains("# SMTP_PASSWORD="), "the rest, commented out")

        let again = try BinaryRunner.digest(["init", "--wakatime"], environment: environment)
        #expect(again.status == 64)
        #expect(again.stderr.contains("\(path) exists and is left as it is"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "never overwritten")

        let doctor = try BinaryRunner.digest(["doctor", "--templates", SampleRun.templates], environment: environment)
        #expect(
            doctor.stdout.contains("Settings   \(path): DIGEST_OUTPUT, DIGEST_TIMEZONE, QIITA_TAGS"), "\(doctor.stdout)"
        )
    }

    /// `--source NAME=VALUE` (issue 68), mixed with a source's own option.
    @Test func sourcesNamedWithSourceWriteTheirSettingsAndAWrongOneWritesNothing() throws {
        let home = try BinaryRunner.temporaryFolder()
        let path = home + "/settings"
        let written = try BinaryRunner.digest(
            ["init", "--config", path, "--source", "hatena=hanako", "--source", "zenn=swift,ios", "--wakatime"],
            environment: ["HOME": home, "TZ": "Asia/Tokyo"])
        #expect(written.status == 0, "\(written.stderr)")
        let values = try SettingsFile.parse(try String(contentsOfFile: path, encoding: .utf8), path: path, home: home)
        #expect(values["HATENA_USER"] == "hanako")
        #expect(values["ZENN_TOPICS"] == "swift,ios")
        #expect(values["WAKATIME_API_KEY"] == "")

        let other = home + "/other"
        for (arguments, message) in [
            (
                ["--source", "sourcehut=me"],
                "--source 'sourcehut' names no source: use NAME=VALUE with one of wakatime"
            ),
            (["--source", "hatena"], "--source hatena needs a value: --source hatena=ID"),
            (
                ["--source", "wakatime=waka_SECRETKEY"],
                "--source wakatime takes no value (what was given is not shown)"
            ),
            (["--source", "hatena=a", "--hatena-user", "b"], "--source hatena is given twice (or with --hatena-user)"),
        ] {
            let refused = try BinaryRunner.digest(["init", "--config", other] + arguments, environment: ["HOME": home])
            #expect(refused.status == 64, "\(arguments): \(refused.stderr)")
            #expect(refused.stderr.contains(message), "\(refused.stderr)")
            #expect(
                !(refused.stdout + refused.stderr).contains("SECRET"), "a key given on the command line is not repeated"
            )
            #expect(!FileManager.default.fileExists(atPath: other), "nothing is written")
        }
    }

    @Test func aZoneThatIsNotOneIsRefusedAndNothingIsWritten() throws {
        let home = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["init", "--config", home + "/settings", "--timezone", "Mars/Olympus"], environment: ["HOME": home])
        #expect(result.status == 64)
        #expect(result.stderr.contains("'Mars/Olympus' is not a time zone"))
        #expect(!FileManager.default.fileExists(atPath: home + "/settings"))
    }
}
