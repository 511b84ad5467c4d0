import Foundation
import TestSupport
import Testing

/// Issue 71, part 1: each week's numbers as data on the public site (`weeks/<W>/week.json`), and
/// the JSON Schema they validate against (`week.schema.json`), checked with Python's `jsonschema`.
@Suite(.serialized)
struct WeekDataTests {
    /// Validates every `week.json` under `output` against its `week.schema.json`: the files that
    /// do not validate, with why, and how many were read.
    static func validate(_ output: String) throws -> (count: Int, problems: String) {
        let python = try #require(BinaryRunner.which("python3"))
        let script = """
            import glob, json, sys
            import jsonschema
            root = sys.argv[1]
            schema = json.load(open(root + "/week.schema.json"))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            files = sorted(glob.glob(root + "/weeks/*/week.json"))
            for path in files:
                for error in validator.iter_errors(json.load(open(path))):
                    print(path, error.message)
            print(len(files), file=sys.stderr)
            """
        let result = try BinaryRunner.run(python, ["-c", script, output])
        try #require(result.status == 0, "python3 with jsonschema (pip install jsonschema): \(result.stderr)")
        return (Int(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0, result.stdout)
    }

    @Test func everyWeekOfTheSampleHistoryValidatesAndNamesNothingPrivate() throws {
        let output = try HistoryPagesTests.site()
        let snapshots = BinaryRunner.files(under: StoredHistory.folder(output)).filter { $0.hasSuffix("/digest.json") }
        let (count, problems) = try Self.validate(output)
        #expect(count == snapshots.count && count > 100, "\(count) week.json for \(snapshots.count) weeks")
        #expect(problems.isEmpty, "\(problems)")
        var failed = 0, idle = 0
        for file in BinaryRunner.files(under: output) where file.hasSuffix("/week.json") {
            let text = try String(contentsOfFile: output + "/" + file, encoding: .utf8)
            for name in ["dotfiles", "swift-evolution-notes", "ブログ"] {
                #expect(!text.contains(name), "\(name) in \(file)")
            }
            let week = try #require(
                try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(file)")
            if week["coding"] is NSNull { failed += 1 }
            let coding = week["coding"] as? [String: Any]
            #expect((coding?["projects"] as? [Any])?.isEmpty != false, "no project is public by default: \(file)")
            if (coding?["seconds"] as? Int) == 0 { idle += 1 }
            let commits = week["commits"] as? [String: Any]
            #expect((commits?["repositories"] as? [Any])?.isEmpty != false, "\(file)")
        }
        #expect(failed > 0 && idle > 0, "the history's failed and idle weeks are there: \(failed), \(idle)")
    }

    @Test func theWeekSaysWhatItsPageSaysAndNamesOnlyPublicProjects() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let run = try BinaryRunner.digest(
            ["run", "--sample", "--week", "2026-W47", "--output", output] + SampleRun.pinned,
            environment: SampleRun.tokyo.merging([
                "DIGEST_STATE": folder + "/state", "DIGEST_PUBLIC_PROJECTS": "weekly-digest", "DIGEST_GOAL_HOURS": "10",
            ]) { $1 })
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.validate(output).problems.isEmpty)
        let data = try Data(contentsOf: URL(fileURLWithPath: output + "/weeks/2026-W47/week.json"))
        let week = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(week["schema_version"] as? Int == 1)
        #expect(week["week"] as? String == "2026-W47" && week["start"] as? String == "2026-11-16")
        #expect(week["end"] as? String == "2026-11-22" && week["time_zone"] as? String == "Asia/Tokyo")
        let coding = try #require(week["coding"] as? [String: Any])
        let projects = try #require(coding["projects"] as? [[String: Any]])
        #expect(projects.map { $0["name"] as? String } == ["weekly-digest"])
        let days = try #require(coding["days"] as? [[String: Any]])
        let seconds = days.compactMap { $0["seconds"] as? Int }
        #expect(days.count == 7 && seconds.reduce(0, +) == coding["seconds"] as? Int)
        let named = projects.compactMap { $0["seconds"] as? Int }.reduce(0, +)
        #expect(named + (coding["other_projects_seconds"] as? Int ?? -1) == coding["seconds"] as? Int)
        let goal = try #require(week["goal"] as? [String: Any])
        let parts = try #require(goal["parts"] as? [[String: Any]])
        #expect(parts.first?["kind"] as? String == "seconds" && parts.first?["goal"] as? Int == 36_000)
        #expect(goal["met"] as? Bool == ((coding["seconds"] as? Int ?? 0) >= 36_000))
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        let links = try #require(week["links"] as? [[String: Any]])
        for link in links { #expect(page.contains(link["url"] as? String ?? "—"), "\(link)") }
    }
}

/// Issue 71, part 1: `feed.json`, the weeks of `feed.xml` as a JSON Feed 1.1, checked against the
/// spec's fields (feedparser 6.0, the last on PyPI, reads no JSON Feed) and against `feed.xml`.
@Suite(.serialized)
struct JSONFeedTests {
    /// What JSON Feed 1.1 (jsonfeed.org/version/1.1) requires and allows, as a schema: the version,
    /// a title, items each with a string id and HTML or text; other keys of the spec, and
    /// extensions (a key starting with `_`).
    static let spec = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "type": "object",
          "required": ["version", "title", "items"],
          "properties": {
            "version": {"const": "https://jsonfeed.org/version/1.1"},
            "title": {"type": "string"},
            "home_page_url": {"type": "string", "format": "uri"},
            "feed_url": {"type": "string", "format": "uri"},
            "language": {"type": "string"},
            "authors": {"type": "array", "items": {"type": "object", "properties": {"name": {"type": "string"}}}},
            "items": {
              "type": "array",
              "items": {
                "type": "object",
                "required": ["id"],
                "anyOf": [{"required": ["content_html"]}, {"required": ["content_text"]}],
                "properties": {
                  "id": {"type": "string"},
                  "url": {"type": "string"},
                  "title": {"type": "string"},
                  "summary": {"type": "string"},
                  "content_html": {"type": "string"},
                  "date_published": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T"},
                  "date_modified": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T"}
                },
                "patternProperties": {"^_": {"type": "object"}},
                "additionalProperties": false
              }
            }
          },
          "patternProperties": {"^_": {"type": "object"}},
          "additionalProperties": false
        }
        """#

    @Test func theJSONFeedHoldsTheAtomFeedsWeeksWithTheirNumbers() throws {
        let output = try HistoryPagesTests.site()
        let python = try #require(BinaryRunner.which("python3"))
        let script = """
            import json, sys
            import feedparser, jsonschema
            root, spec = sys.argv[1], json.loads(sys.argv[2])
            feed = json.load(open(root + "/feed.json"))
            jsonschema.Draft202012Validator(spec).validate(feed)
            atom = feedparser.parse(root + "/feed.xml")
            assert [item["id"] for item in feed["items"]] == [entry.id for entry in atom.entries], "the same weeks"
            for item in feed["items"]:
                numbers = item["_weekly_digest"]
                week = json.load(open(root + "/weeks/" + numbers["week"] + "/week.json"))
                coding = week["coding"]["seconds"] if week["coding"] else None
                assert numbers["coding_seconds"] == coding, (numbers, coding)
                assert item["content_html"].startswith("<"), item["id"]
            print(len(feed["items"]))
            """
        let result = try BinaryRunner.run(python, ["-c", script, output, Self.spec])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "20", "the newest 20 weeks")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(
            page.contains(
                #"<link rel="alternate" type="application/feed+json" title="Weekly digest" href="../../feed.json">"#))
    }
}
