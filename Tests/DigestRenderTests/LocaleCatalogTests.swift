import DigestApp
import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestRender

/// Locale files that cannot be used: each is refused with a message naming the file and the key.
struct LocaleCatalogTests {
    /// A template folder whose `locales/xx.json` is en.json changed by `edit` (or `raw` text).
    static func folder(edit: ((inout [String: Any]) -> Void)? = nil, raw: String? = nil) throws -> String {
        let folder = try TestFolder.make("locale")
        try FileManager.default.createDirectory(atPath: folder + "/locales", withIntermediateDirectories: true)
        let english = try Data(contentsOf: URL(fileURLWithPath: Fixtures.templateFolder + "/locales/en.json"))
        var object = try #require(try JSONSerialization.jsonObject(with: english) as? [String: Any])
        edit?(&object)
        let data = try raw.map { Data($0.utf8) } ?? JSONSerialization.data(withJSONObject: object)
        try data.write(to: URL(fileURLWithPath: folder + "/locales/xx.json"))
        return folder
    }

    static func set(_ path: String, to value: Any?, in object: inout [String: Any]) {
        let keys = path.split(separator: ".").map(String.init)
        guard let first = keys.first else { return }
        if keys.count == 1 {
            object[first] = value
            return
        }
        var inner = object[first] as? [String: Any] ?? [:]
        set(keys.dropFirst().joined(separator: "."), to: value, in: &inner)
        object[first] = inner
    }

    /// A value to put in place of a key's (Sendable, so it can be a test argument).
    enum Value: Sendable {
        case removed, null, number(Int), text(String), list([String])

        var json: Any? {
            switch self {
            case .removed: nil
            case .null: NSNull()
            case .number(let number): number
            case .text(let text): text
            case .list(let list): list
            }
        }
    }

    static func problem(_ folder: String) -> LocaleError? {
        do {
            _ = try LocaleCatalog(templateFolder: folder, fileSystem: LocalFileSystem()).words(for: "xx")
            return nil
        } catch { return error }
    }

    @Test(
        arguments: [
            ("page.total", .removed, "'page.total' is missing; copy it from en.json"),
            ("digest.daysCoded.other", .removed, "'digest.daysCoded.other' is missing"),
            ("dates.weekdays", .text("Mon Tue"), "'dates.weekdays' has the wrong kind of value"),
            (
                "dates.weekdays", .list(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]),
                "'dates.weekdays' has 6 names; it needs 7"
            ),
            ("dates.months", .list([String](repeating: "M", count: 13)), "'dates.months' has 13 names; it needs 12"),
            (
                "durations.hours", .text("{hour} h"),
                "'durations.hours' uses {hour}, which it cannot (it can use {hours})"
            ),
            ("durations.minutes", .removed, "'durations.minutes' is missing"),
            ("durations.underAMinute", .number(1), "'durations.underAMinute' has the wrong kind of value"),
            (
                "durations.hoursAndMinutes", .list(["{hours}", "{minutes}"]),
                "'durations.hoursAndMinutes' has the wrong"
            ),
            ("archive.weeks", .text("{count} weeks {from}–{to}"), "uses {from}, {to}"),
            ("page.total", .number(12), "'page.total' has the wrong kind of value"),
            ("siteName", .null, "'siteName' has the wrong kind of value"),
            ("history.levels", .list(["a", "b"]), "'history.levels' has 2 names; it needs 5"),
            ("history.context4", .text("{change} vs {avg}"), "'history.context4' uses {avg}"),
            ("history.trends", .removed, "'history.trends' is missing"),
            // A section's count's words, read by key (CountWords).
            ("summary.commits.other", .text("{cnt} commits"), "'summary.commits.other' uses {cnt}"),
            ("goal.commitsProgress.one", .text("{done} of {goal}"), "'goal.commitsProgress.one' uses {goal}"),
            ("summary.reads", .text("reads"), "'summary.reads' is missing or has the wrong kind of value"),
            ("history.links", .list(["Links"]), "'history.links' has the wrong kind of value"),
        ] as [(String, Value, String)])
    func aBrokenKeyIsNamed(key: String, value: Value, message: String) throws {
        let folder = try Self.folder { Self.set(key, to: value.json, in: &$0) }
        let error = try #require(Self.problem(folder))
        #expect(error.kind == .invalid)
        #expect(error.file.hasSuffix("/locales/xx.json"))
        #expect(error.problem.contains(message), "\(error)")
    }

    @Test(arguments: ["", "not json", "[1, 2]", "{\"siteName\": ", "\u{FEFF}{}"])
    func aFileThatIsNotALocaleIsRefused(text: String) throws {
        let error = try #require(Self.problem(try Self.folder(raw: text)))
        #expect(error.kind == .invalid)
        #expect(error.description.contains("xx.json"), "\(error)")
    }

    @Test func aLocaleFromBeforeTheHistoryPagesTakesTheirWordsFromTheBuiltInOnes() throws {
        // A Japanese file (xx.json is en.json here, so the built-in words it would get are English's,
        // there being no built-in xx) and an English one, both written before `history` existed.
        let folder = try Self.folder { $0["history"] = nil }
        let words = try LocaleCatalog(templateFolder: folder, fileSystem: LocalFileSystem()).words(for: "xx")
        #expect(words.history.trends == "Trends")
        let japanese = try Data(contentsOf: URL(fileURLWithPath: Fixtures.templateFolder + "/locales/ja.json"))
        var object = try #require(try JSONSerialization.jsonObject(with: japanese) as? [String: Any])
        object["history"] = nil
        object["siteName"] = "私の週"
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: folder + "/locales/ja.json"))
        let ja = try LocaleCatalog(templateFolder: folder, fileSystem: LocalFileSystem()).words(for: "ja")
        #expect(ja.history.trends == "推移" && ja.siteName == "私の週", "the file's own words, the built-in history")
    }

    /// A locale file exported before a section's count takes its words from the built-in file
    /// (every count's, ``CountWords``); without a built-in file to take them from, they are missing.
    @Test func aLocaleFromBeforeACountTakesItsWordsFromTheBuiltInOnes() throws {
        let folder = try Self.folder { object in
            for key in ["summary.commits", "history.commits", "goal.commits", "goal.commitsProgress"] {
                Self.set(key, to: nil, in: &object)
            }
        }
        let words = try LocaleCatalog(templateFolder: folder, fileSystem: LocalFileSystem()).words(for: "xx")
        #expect(words.counts.headline("commits")?(3) == "3 commits")
        #expect(words.counts.goal(of: "commits")?.progress(10, ["done": "4"]) == "4 of 10 commits")
        // `history.commits` is also a name of templates exported before (HistoryWords): a file
        // without it fails as it always did; the rest are read by key alone.
        let older = try Self.folder { object in
            for key in ["summary.commits", "goal.commits", "goal.commitsProgress"] {
                Self.set(key, to: nil, in: &object)
            }
        }
        let alone = LocaleCatalog(files: TemplateFiles(reading: older, builtIn: [:], fileSystem: LocalFileSystem()))
        let error = try #require(throws: LocaleError.self) { try alone.words(for: "xx") }
        for key in ["summary.commits", "goal.commits", "goal.commitsProgress"] {
            #expect(error.problem.contains("'\(key)' is missing"), "\(error)")
        }
    }

    /// A file exported while the year's description said its unit twice ("12 days days") takes the
    /// mended phrase when it holds the old one word for word; a phrase its user wrote stays theirs.
    @Test(arguments: [
        ("en", "{year}: {time} coding on {days} days, {span}.", "{year}: {time} coding on {days}, {span}."),
        ("ja", "{year} 年: {days} 日で {time} のコーディング、{span}。", "{year} 年: {days}で {time} のコーディング、{span}。"),
    ])
    func aPhraseTheBuiltInFileOnceHadWrongIsMended(code: String, old: String, mended: String) throws {
        let folder = try TestFolder.make("locale-mended")
        try FileManager.default.createDirectory(atPath: folder + "/locales", withIntermediateDirectories: true)
        let builtIn = try Data(contentsOf: URL(fileURLWithPath: Fixtures.templateFolder + "/locales/\(code).json"))
        var object = try #require(try JSONSerialization.jsonObject(with: builtIn) as? [String: Any])
        Self.set("history.yearDescription", to: old, in: &object)
        try JSONSerialization.data(withJSONObject: object).write(
            to: URL(fileURLWithPath: folder + "/locales/\(code).json"))
        let words = try LocaleCatalog(templateFolder: folder, fileSystem: LocalFileSystem()).words(for: code)
        #expect(words.history.yearDescription.text == mended)
        // Changed by its user, even by a letter: kept.
        Self.set("history.yearDescription", to: old + " ", in: &object)
        try JSONSerialization.data(withJSONObject: object).write(
            to: URL(fileURLWithPath: folder + "/locales/\(code).json"))
        let own = try LocaleCatalog(templateFolder: folder, fileSystem: LocalFileSystem()).words(for: code)
        #expect(own.history.yearDescription.text == old + " ")
    }

    /// A locale file exported before `digest.noDailyData` and `digest.moreRows` existed takes them
    /// from the built-in words; any other key of `digest` is still required.
    @Test func aLocaleFromBeforeTheNewDigestWordsTakesThemFromTheBuiltInOnes() throws {
        let folder = try Self.folder { object in
            var digest = object["digest"] as? [String: Any] ?? [:]
            (digest["noDailyData"], digest["moreRows"]) = (nil, nil)
            object["digest"] = digest
        }
        let words = try LocaleCatalog(templateFolder: folder, fileSystem: LocalFileSystem()).words(for: "xx")
        #expect(words.digest.noDailyData == "WakaTime gave no time per day")
        #expect(words.digest.moreRows(3) == "3 more")
        let older = try Self.folder { object in
            var digest = object["digest"] as? [String: Any] ?? [:]
            (digest["noDailyData"], digest["bestDay"]) = (nil, nil)
            object["digest"] = digest
        }
        let error = try #require(Self.problem(older))
        #expect(error.description.contains("'digest.bestDay' is missing"), "\(error)")
    }

    /// A locale file exported before the commits said what AI wrote takes those words from the
    /// built-in file; the commits' other words are still required.
    @Test func aLocaleFromBeforeTheAIWordsTakesThemFromTheBuiltInOnes() throws {
        let folder = try Self.folder { object in
            var commits = object["commits"] as? [String: Any] ?? [:]
            (commits["aiLabel"], commits["aiLines"], commits["aiCommits"]) = (nil, nil, nil)
            object["commits"] = commits
        }
        let words = try LocaleCatalog(templateFolder: folder, fileSystem: LocalFileSystem()).words(for: "xx")
        #expect(words.commits.aiLabel == "Written by AI")
        #expect(
            words.commits.aiLines(2, ["agents": "claude", "commits": "1 of 3 commits"])
                == "2 lines by claude in 1 of 3 commits")
        let older = try Self.folder { object in
            var commits = object["commits"] as? [String: Any] ?? [:]
            (commits["aiLines"], commits["heading"]) = (nil, nil)
            object["commits"] = commits
        }
        let error = try #require(Self.problem(older))
        #expect(error.description.contains("'commits.heading' is missing"), "\(error)")
    }

    /// A locale file exported before the coding section said AI's share takes those words from
    /// the built-in file.
    @Test func aLocaleFromBeforeTheAIShareTakesItsWordsFromTheBuiltInOnes() throws {
        let folder = try Self.folder { object in
            var digest = object["digest"] as? [String: Any] ?? [:]
            for key in ["aiLabel", "aiShare", "aiReportedDays", "aiUsageLabel", "aiTokens", "aiCost"] {
                digest[key] = nil
            }
            object["digest"] = digest
        }
        let words = try LocaleCatalog(templateFolder: folder, fileSystem: LocalFileSystem()).words(for: "xx")
        #expect(words.digest.aiLabel == "AI's share")
        #expect(words.digest.aiCost.filled(["total": "$1.00", "agents": "Cursor $1.00"]) == "cost $1.00: Cursor $1.00")
    }

    @Test func anUnknownLocaleListsTheAvailableOnes() throws {
        #expect(throws: LocaleError.self) {
            try LocaleCatalog(templateFolder: Fixtures.templateFolder, fileSystem: LocalFileSystem()).words(for: "fr")
        }
        do {
            _ = try LocaleCatalog(templateFolder: Fixtures.templateFolder, fileSystem: LocalFileSystem()).words(
                for: "fr")
        } catch {
            #expect(error.kind == .unknown(available: ["en", "ja"]))
            #expect(
                error.problem.contains(
                    "/locales has no fr.json: use one of en, ja, or add it (copy en.json and translate its values)."),
                "\(error)")
        }
    }

    @Test(arguments: ["../en", "en/../ja", "", "ja_JP", "e", "日本", "en-", "-en", "en.json", "EN-us-toolongsubtag"])
    func aCodeThatIsNotALanguageTagNamesNoFile(code: String) throws {
        #expect(!LocaleCatalog.isWellFormed(code))
        do {
            _ = try LocaleCatalog(templateFolder: Fixtures.templateFolder, fileSystem: LocalFileSystem()).words(
                for: code)
            Issue.record("\(code) loaded")
        } catch {
            #expect(error.kind == .unknown(available: ["en", "ja"]))
            #expect(error.problem == "'\(code)' is not a locale code: use one of en, ja.", "\(error)")
        }
    }

    @Test(arguments: ["en", "ja", "pt-BR", "zh-Hant-TW", "ast"])
    func languageTagsAreWellFormed(code: String) {
        #expect(LocaleCatalog.isWellFormed(code))
    }

    /// A folder without locales uses the built-in ones (before templates were built in, this
    /// was an error naming what to copy).
    @Test func aFolderWithoutLocalesUsesTheBuiltInOnes() throws {
        let folder = try TestFolder.make("locale")
        let catalog = LocaleCatalog(templateFolder: folder, fileSystem: LocalFileSystem())
        #expect(catalog.codes == ["en", "ja"])
        #expect(try catalog.words(for: "ja").code == "ja")
    }

    @Test func noLocaleAnywhereSaysWhereToPutOne() throws {
        let folder = try TestFolder.make("locale")
        do {
            _ = try LocaleCatalog(files: TemplateFiles(reading: folder, builtIn: [:], fileSystem: LocalFileSystem()))
                .words(for: "en")
            Issue.record("loaded")
        } catch {
            #expect(error.kind == .unknown(available: []))
            #expect(error.problem.contains("there are no locales; put locales/en.json in the template folder"))
        }
    }

    @Test func anUnknownLocaleWithoutAFolderSaysHowToAddOne() throws {
        do {
            _ = try LocaleCatalog(files: .builtIn).words(for: "fr")
            Issue.record("loaded")
        } catch {
            #expect(error.kind == .unknown(available: ["en", "ja"]))
            #expect(error.file == "locales/fr.json")
            #expect(
                error.problem.contains(
                    "`weekly-digest templates export DIR`, copy DIR/locales/en.json to DIR/locales/fr.json"))
        }
    }
}
