import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestApp
@testable import DigestCore

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
        let environment = try SettingsFile.environment(process, option: nil, fileSystem: LocalFileSystem())
        #expect(environment["DIGEST_LOCALE"] == "en", "the environment wins")
        #expect(environment["DIGEST_OUTPUT"] == home + "/site")
        #expect(
            try SettingsFile.environment(["HOME": home], option: nil, fileSystem: LocalFileSystem())["DIGEST_OUTPUT"]
                == nil, "no default file there")
    }

    @Test func anEmptyFileSetsNothingAFolderIsRefusedAndARelativeXDGConfigHomeIsIgnored() throws {
        let folder = try TestFolder.make("settings-edges")
        try "".write(toFile: folder + "/empty", atomically: true, encoding: .utf8)
        let empty = try SettingsFile.environment(
            ["HOME": folder], option: folder + "/empty", fileSystem: LocalFileSystem())
        #expect(empty.filter { $0.key != SettingsFile.readMarker } == ["HOME": folder], "an empty file sets nothing")
        #expect(empty[SettingsFile.readMarker] == folder + "/empty", "but doctor can say it was read")
        try FileManager.default.createDirectory(atPath: folder + "/a-folder", withIntermediateDirectories: true)
        #expect {
            try SettingsFile.environment(["HOME": folder], option: folder + "/a-folder", fileSystem: LocalFileSystem())
        } throws: { error in
            (error as? RunError)?.message.contains("Cannot read the settings file \(folder)/a-folder") == true
        }
        // A relative XDG_CONFIG_HOME is not a base directory (the XDG spec): ~/.config is used.
        try FileManager.default.createDirectory(
            atPath: folder + "/.config/weekly-digest", withIntermediateDirectories: true)
        try "DIGEST_LOCALE=ja\n".write(
            toFile: folder + "/.config/weekly-digest/config", atomically: true, encoding: .utf8)
        let environment = try SettingsFile.environment(
            ["HOME": folder, "XDG_CONFIG_HOME": "xdg"], option: nil, fileSystem: LocalFileSystem())
        #expect(environment["DIGEST_LOCALE"] == "ja")
        #expect(
            try SettingsFile.environment([:], option: nil, fileSystem: LocalFileSystem()) == [:],
            "no HOME, no default file")
    }

    @Test func aNamedFileThatIsMissingOrOpenToOthersWithASecretIsRefused() throws {
        let folder = try TestFolder.make("settings")
        #expect {
            try SettingsFile.environment(["HOME": folder], option: folder + "/nope", fileSystem: LocalFileSystem())
        } throws: { error in
            (error as? RunError)?.message.contains("\(folder)/nope does not exist (--config)") == true
        }
        let path = folder + "/config"
        try "SMTP_PASSWORD=secret\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        #expect {
            try SettingsFile.environment(
                ["HOME": folder, "DIGEST_CONFIG": path], option: nil, fileSystem: LocalFileSystem())
        } throws: { error in
            (error as? RunError)?.message.contains(
                "can be read by others (mode 644) and holds SMTP_PASSWORD; run: chmod 600")
                == true
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        #expect(
            try SettingsFile.environment(
                ["HOME": folder, "DIGEST_CONFIG": path], option: nil, fileSystem: LocalFileSystem())["SMTP_PASSWORD"]
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

    /// Names shaped like settings that are not settings a file may hold: the variable that names
    /// the settings file, and the marker a command leaves for `doctor`.
    static let notSettings: Set<String> = ["DIGEST_CONFIG", SettingsFile.readMarker]

    /// Every name of a settings family (`DIGEST_`, `ZENN_`, …) the code reads is a known setting;
    /// every known setting is read (by the code, or by the cron hook) and documented in the table
    /// of `docs/configuration.md`, and every setting documented there is known.
    ///
    /// What the code reads is every name it quotes, less the catalogues' declarations
    /// (`.on("ZENN_TOPICS", …)`, `general("DIGEST_OUTPUT", …)`), which would otherwise read as uses.
    @Test func theSettingsTheCodeReadsAreTheDocumentedOnes() throws {
        let name = #"[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]"#
        let declaration = try Regex(#"(\.on\(|\.option\(|general\(|name: )""# + name + #"""#)
        let quoted = try Regex("\"" + name + "\"")
        var read: Set<String> = []
        let sources = Self.repository.appendingPathComponent("Sources").path
        for file in BinaryRunner.files(under: sources) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
                .replacing(declaration, with: "")
            read.formUnion(text.matches(of: quoted).map { String(text[$0.range].dropFirst().dropLast()) })
        }
        let hook = try String(
            contentsOf: Self.repository.appendingPathComponent("cron/weekly-digest.sh"), encoding: .utf8)
        read.formUnion(hook.matches(of: try Regex(name)).map { String(hook[$0.range]) })
        // The names the code makes rather than quotes: a goal of each count that may be one
        // (`GoalSettings.name(of:)`, which GoalSettingsTests reads back).
        read.formUnion(WeekSections.counts.filter { $0.goal != nil }.map(GoalSettings.name(of:)))
        let family = { (name: String) in NotUTF8.prefixes.contains { name.hasPrefix($0) } }
        read = read.filter(family).subtracting(Self.notSettings)
        #expect(read.subtracting(SettingsFile.knownNames).sorted() == [], "read by the code, unknown to the catalogues")
        #expect(SettingsFile.knownNames.subtracting(read).sorted() == [], "known, never read")
        let docs = try String(
            contentsOf: Self.repository.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        let table = docs.split(separator: "\n").filter { $0.hasPrefix("| `") }.joined(separator: "\n")
        let documented = Set(table.matches(of: try Regex(name)).map { String(table[$0.range]) }).filter(family)
            .subtracting(Self.notSettings)
        #expect(documented.subtracting(SettingsFile.knownNames).sorted() == [], "documented, never read")
        #expect(SettingsFile.knownNames.subtracting(documented).sorted() == [], "read, not in the table")
    }

    /// Every setting that turns a source on is set, or ready to be, in the cron example.
    @Test(arguments: SourceCatalogue.switches.map(\.setting))
    func everySwitchIsInTheCronExample(setting: String) throws {
        let example = try String(
            contentsOf: Self.repository.appendingPathComponent("cron/digest.env.example"), encoding: .utf8)
        #expect(
            example.split(separator: "\n").contains { $0.hasPrefix("\(setting)=") || $0.hasPrefix("# \(setting)=") })
    }

    /// Every source is named by the top-level help, by `run --help` with what turns it on, by
    /// `doctor --help`, and by `init --help` with its option.
    @Test(arguments: SourceCatalogue.abouts.map(\.name))
    func theHelpNamesEverySource(name: String) throws {
        guard let about = SourceCatalogue.abouts.first(where: { $0.name == name }) else { return }
        let top = try BinaryRunner.digest(["--help"]).stdout
        #expect(top.contains(name), "weekly-digest --help")
        let run = try BinaryRunner.digest(["run", "--help"]).stdout.split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        for setting in about.switches {
            #expect(run.contains(setting), "run --help lacks \(setting)")
        }
        let doctor = try BinaryRunner.digest(["doctor", "--help"]).stdout.split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        #expect(doctor.contains("for \(name)"), "doctor --help")
        let initHelp = try BinaryRunner.digest(["init", "--help"]).stdout
        // A source before `--source` keeps its own option; a newer one is named in `--source`'s list.
        let form = about.initOption.valueName.map { "\(name.lowercased())=\($0.uppercased())" } ?? name.lowercased()
        #expect(
            initHelp.contains("--\(about.initOption.name)")
                || initHelp.split(whereSeparator: \.isWhitespace).contains { $0.hasPrefix(form) },
            "init --help lacks --\(about.initOption.name) and \(form)")
    }
}

/// What a section of several sources says when none is configured comes from the catalogue: it
/// names every source of it, each source's switches, and an example where the switch has one.
struct NoneConfiguredInStepTests {
    @Test(arguments: SourceCatalogue.abouts.map(\.name))
    func theSectionsSentenceNamesTheSourcesSwitch(name: String) throws {
        let about = try #require(SourceCatalogue.abouts.first { $0.name == name })
        switch about.part {
        case .links, .reading:
            let sentence = try #require(SourceCatalogue.sectionsUnset[about.part.section])
            #expect(sentence.contains("(\(about.name)"), "\(name) in \(sentence)")
            for setting in about.switches { #expect(sentence.contains(setting), "\(setting) in \(sentence)") }
        case .commits:
            #expect(SourceCatalogue.sectionsUnset[about.part.section] == nil, "one source: its own sentence")
        case .coding, .reviews:
            // One source answers for the coding time (WakaTime before ActivityWatch), and a week
            // without a forge has no reviews: a sentence is made only for several sources.
            let forges = SourceCatalogue.abouts.filter { $0.part.section == about.part.section }.count
            #expect((SourceCatalogue.sectionsUnset[about.part.section] != nil) == (forges > 1))
        }
    }

    @Test func theReadingListsSentenceReads() throws {
        #expect(
            SourceCatalogue.sectionsUnset[ReadingList.section]
                == "set QIITA_TAGS (Qiita) or ZENN_TOPICS (Zenn), e.g. QIITA_TAGS=swift,ios.")
        let links = try #require(SourceCatalogue.sectionsUnset[LinksAcrossNetworks.section])
        // X's switches are alternatives with no one example (two are secrets): Bluesky's is the first.
        #expect(links.hasPrefix("set X_ACCESS_TOKEN / X_BEARER_TOKEN / X_ARCHIVE (X), BLUESKY_HANDLE (Bluesky), "))
        #expect(links.hasSuffix(" or MISSKEY_ACCOUNT (Misskey), e.g. BLUESKY_HANDLE=me.bsky.social."), "\(links)")
    }
}
