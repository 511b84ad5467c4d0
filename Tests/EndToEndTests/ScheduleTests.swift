import Foundation
import TestSupport
import Testing

@testable import DigestApp

/// `schedule install --systemd`, `status` and `remove` through the binary; the units checked by
/// systemd's own `systemd-analyze verify` (issue 21).
struct ScheduleTests {
    static func verify(_ files: [String]) throws -> BinaryRunner.Result {
        let analyze = try #require(BinaryRunner.which("systemd-analyze"), "install it: apt-get install systemd")
        return try BinaryRunner.run(analyze, ["verify"] + files)
    }

    @Test func theTimerRunsEveryMondayInTheWeeksZoneAndCatchesUpAfterSleep() throws {
        // A home with a space and a percent sign: both must survive systemd's quoting.
        let home = try BinaryRunner.temporaryFolder() + "/my home %u"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        // The user's real crontab is CronScheduleTests' alone: here `crontab` is a program that is not there.
        let environment = [
            "HOME": home, "XDG_CONFIG_HOME": home + "/.config", "DIGEST_CRONTAB": "/nonexistent/crontab",
        ]
        let initialized = try BinaryRunner.digest(
            ["init", "--qiita-tags", "swift", "--timezone", "America/New_York"], environment: environment)
        #expect(initialized.status == 0, "\(initialized.stderr)")
        let installed = try BinaryRunner.digest(
            ["schedule", "install", "--systemd"],
            environment: environment.merging(["DIGEST_PUBLISH_TO": home + "/www", "DIGEST_MAIL_TO": "me@example.com"]) {
                $1
            })
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(
            installed.stdout.contains(
                "systemctl --user daemon-reload && systemctl --user enable --now weekly-digest.timer"))
        let folder = home + "/.config/systemd/user"
        let service = try String(contentsOfFile: folder + "/weekly-digest.service", encoding: .utf8)
        let timer = try String(contentsOfFile: folder + "/weekly-digest.timer", encoding: .utf8)
        #expect(timer.contains("OnCalendar=Mon *-*-* 07:00:00 America/New_York"))
        #expect(timer.contains("Persistent=true"))
        let runs = service.split(separator: "\n").filter { $0.hasPrefix("ExecStart=") }
        #expect(
            runs.count == 3
                && runs.allSatisfy {
                    $0.contains(
                        " --config \"\(home.replacingOccurrences(of: "%", with: "%%"))/.config/weekly-digest/config\"")
                }, "\(runs)")
        #expect(runs.map { $0.split(separator: " ")[1] } == ["run", "publish", "email"])
        #expect(service.contains("SuccessExitStatus=3"), "a partial week still publishes and mails")
        let verified = try Self.verify([folder + "/weekly-digest.service", folder + "/weekly-digest.timer"])
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")

        let status = try BinaryRunner.digest(["schedule", "status"], environment: environment)
        #expect(status.stdout.contains("Scheduled by systemd: \(folder)/weekly-digest.service"))
        let removed = try BinaryRunner.digest(["schedule", "remove"], environment: environment)
        #expect(removed.status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder + "/weekly-digest.timer"))
        let after = try BinaryRunner.digest(["schedule", "status"], environment: environment)
        #expect(after.stdout.contains("Not scheduled"))
    }

    /// With a channel set, the service posts the week after mailing it; the unit names the
    /// settings file and never a secret.
    @Test func aChannelAddsNotifyAfterEmail() throws {
        let home = try BinaryRunner.temporaryFolder() + "/home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let environment = [
            "HOME": home, "XDG_CONFIG_HOME": home + "/.config", "DIGEST_CRONTAB": "/nonexistent/crontab",
        ]
        let initialized = try BinaryRunner.digest(["init", "--qiita-tags", "swift"], environment: environment)
        #expect(initialized.status == 0, "\(initialized.stderr)")
        let installed = try BinaryRunner.digest(
            ["schedule", "install", "--systemd"],
            environment: environment.merging([
                "DIGEST_MAIL_TO": "me@example.com",
                "SLACK_WEBHOOK_URL": "https://hooks.slack.com/services/T/B/schedule-secret",
            ]) { $1 })
        #expect(installed.status == 0, "\(installed.stderr)")
        let service = try String(contentsOfFile: home + "/.config/systemd/user/weekly-digest.service", encoding: .utf8)
        let runs = service.split(separator: "\n").filter { $0.hasPrefix("ExecStart=") }
        #expect(runs.map { $0.split(separator: " ")[1] } == ["run", "email", "notify"], "\(runs)")
        #expect(!service.contains("schedule-secret"))
    }

    @Test func systemdCatchesABrokenTimerSoTheTestCanFail() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let units = SystemdUnits(binary: "/bin/true", settings: nil, zone: "Mars/Olympus", publish: false, email: false)
        try units.service.write(toFile: folder + "/weekly-digest.service", atomically: true, encoding: .utf8)
        try units.timer.write(toFile: folder + "/weekly-digest.timer", atomically: true, encoding: .utf8)
        let verified = try Self.verify([folder + "/weekly-digest.service", folder + "/weekly-digest.timer"])
        #expect(verified.status != 0)
    }

    /// What a command did before an error stopped it is still told, on standard output, before the
    /// error: here the service removed, then a timer that cannot be removed.
    @Test func aRemoveStoppedHalfwaySaysWhatItRemovedThenWhy() throws {
        let home = try BinaryRunner.temporaryFolder()
        let folder = home + "/.config/systemd/user"
        try FileManager.default.createDirectory(
            atPath: folder + "/weekly-digest.timer/held", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/weekly-digest.service", contents: Data())
        let result = try BinaryRunner.digest(
            ["schedule", "remove"],
            environment: [
                "HOME": home, "XDG_CONFIG_HOME": home + "/.config", "DIGEST_CRONTAB": home + "/no-crontab",
            ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout
                == "Removed \(folder)/weekly-digest.service; then: systemctl --user disable --now weekly-digest.timer\n"
        )
        #expect(result.stderr.contains("Cannot remove \(folder)/weekly-digest.timer"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/weekly-digest.service"))
    }

    @Test func withoutASettingsFileItWarnsThatAServiceHasNoneOfTheShellsVariables() throws {
        let home = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["schedule", "install", "--systemd"],
            environment: ["HOME": home, "XDG_CONFIG_HOME": home + "/.config", "DIGEST_TIMEZONE": "UTC"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("warning: no settings file was read"))
    }

    @Test(arguments: [
        ("/usr/bin/weekly-digest", "\"/usr/bin/weekly-digest\""),
        ("/home/me/my bin/wd", "\"/home/me/my bin/wd\""),
        ("/a%b$c\"d\\e", "\"/a%%b$$c\\\"d\\\\e\""),
    ])
    func wordsAreQuotedTheWaySystemdReadsThem(text: String, quoted: String) {
        #expect(SystemdUnits.quoted(text) == quoted)
    }
}

/// `schedule install --cron` against the real `crontab` (Debian's cron).
///
/// One marked line, the user's own lines untouched, replaced rather than added twice, removed
/// again. The user's crontab is restored afterwards.
@Suite(.serialized)
struct CronScheduleTests {
    static func crontab(_ arguments: [String], input: String? = nil) throws -> BinaryRunner.Result {
        let program = try #require(BinaryRunner.which("crontab"), "install it: apt-get install cron")
        guard let input else { return try BinaryRunner.run(program, arguments) }
        let file = try BinaryRunner.temporaryFolder() + "/crontab"
        try input.write(toFile: file, atomically: true, encoding: .utf8)
        return try BinaryRunner.run(program, [file])
    }

    @Test func oneMarkedLineBesideTheUsersOwn() throws {
        let saved = try Self.crontab(["-l"])
        defer {
            if saved.status == 0 {
                _ = try? Self.crontab([], input: saved.stdout)
            } else {
                _ = try? Self.crontab(["-r"])
            }
        }
        _ = try Self.crontab([], input: "# mine\n5 4 * * * /bin/true\n")
        let home = try BinaryRunner.temporaryFolder()
        let environment = ["HOME": home, "XDG_CONFIG_HOME": home + "/.config", "DIGEST_TIMEZONE": "UTC"]
        _ = try BinaryRunner.digest(["init", "--timezone", "UTC"], environment: environment)
        for _ in 0..<2 {
            let installed = try BinaryRunner.digest(
                ["schedule", "install", "--cron"],
                environment: environment.merging(["DIGEST_MAIL_TO": "me@example.com"]) { $1 })
            #expect(installed.status == 0, "\(installed.stderr)")
        }
        let lines = try Self.crontab(["-l"]).stdout.split(separator: "\n").map(String.init)
        let ours = lines.filter { $0.hasSuffix("# weekly-digest schedule") }
        #expect(ours.count == 1, "installed twice, still one line: \(lines)")
        #expect(lines.contains("5 4 * * * /bin/true") && lines.contains("# mine"), "the user's lines stay")
        let line = try #require(ours.first)
        #expect(line.hasPrefix("0 7 * * 1 '"))
        #expect(line.contains(" run -q --config '\(home)/.config/weekly-digest/config'; "))
        #expect(line.contains(" email -q --config ") && !line.contains(" publish "))
        let status = try BinaryRunner.digest(["schedule", "status"], environment: environment)
        #expect(status.stdout.contains("Scheduled by cron: 0 7 * * 1"))

        let removed = try BinaryRunner.digest(["schedule", "remove"], environment: environment)
        #expect(removed.status == 0)
        #expect(try Self.crontab(["-l"]).stdout == "# mine\n5 4 * * * /bin/true\n")
    }

    @Test(arguments: [("/a b/wd", "'/a b/wd'"), ("/it's", "'/it'\\''s'"), ("/100%", "'/100\\%'")])
    func wordsAreQuotedForShAndCron(text: String, quoted: String) {
        #expect(CrontabEntry.shellQuoted(text) == quoted)
    }
}
