import DigestCore
import DigestRender
import Foundation
import TestSupport
import Testing

/// The team reads members' `week.json` through `JSONSchemaCheck`, this version's own reading of
/// `week.schema.json`: for every change to a real week, it says what Python's `jsonschema` says.
@Suite(.serialized)
struct JSONSchemaCheckTests {
    /// A changed copy of a week: a path of keys (an index for an array) and the new value, or nil to remove it.
    static var changes: [(String, [String], Any?)] {
        [
            ("as it is", [], nil),
            ("another schema version", ["schema_version"], 2),
            ("a week not so written", ["week"], "2026-47"),
            ("eight days coded", ["coding", "days_coded"], 8),
            ("no coding", ["coding"], NSNull()),
            ("a number for a boolean", ["backfilled"], 1),
            ("a boolean for a number", ["commits", "commits"], true),
            ("a key of its own", ["extra"], "x"),
            ("a key of its own inside", ["coding", "extra"], 1),
            ("fewer than none", ["commits", "removed"], -1),
            ("a network it does not know", ["links", "0", "shares", "0", "network"], "myspace"),
            ("half a second", ["coding", "seconds"], 1.5),
            ("no goal key", ["goal"], nil),
            ("a date with a time", ["start"], "2026-11-16T00:00"),
            ("a string for an object", ["reviews"], "many"),
            ("an empty zone", ["time_zone"], ""),
        ]
    }

    static func changed(_ value: Any, at path: ArraySlice<String>, to new: Any?) -> Any? {
        guard let key = path.first else { return new }
        if var array = value as? [Any], let index = Int(key), array.indices.contains(index) {
            array[index] = changed(array[index], at: path.dropFirst(), to: new) ?? NSNull()
            return array
        }
        guard var object = value as? [String: Any] else { return value }
        if path.count == 1 {
            object[key] = new
        } else if let inner = object[key] {
            object[key] = changed(inner, at: path.dropFirst(), to: new)
        }
        return object
    }

    @Test func itSaysWhatJSONSchemaSaysOfEveryChange() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let run = try BinaryRunner.digest(
            ["run", "--sample", "--week", "2026-W47", "--output", output] + SampleRun.pinned,
            environment: SampleRun.tokyo.merging(["DIGEST_STATE": folder + "/state"]) { $1 })
        try #require(run.status == 0, "\(run.stderr)")
        let original = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: output + "/weeks/2026-W47/week.json")))
        let check = try JSONSchemaCheck(
            schema: try JSONDecoder().decode(JSONValue.self, from: Data(WeekDataSchema.json.utf8)))
        var documents: [Data] = []
        for (_, path, value) in Self.changes {
            let document = path.isEmpty ? original : Self.changed(original, at: path[...], to: value) ?? original
            documents.append(try JSONSerialization.data(withJSONObject: document))
        }
        let ours = try documents.map { check.problems(of: try JSONDecoder().decode(JSONValue.self, from: $0)).isEmpty }
        // Python's verdicts, one a line.
        let file = folder + "/documents.json"
        try JSONSerialization.data(withJSONObject: try documents.map { try JSONSerialization.jsonObject(with: $0) })
            .write(to: URL(fileURLWithPath: file))
        try WeekDataSchema.json.write(toFile: folder + "/schema.json", atomically: true, encoding: .utf8)
        let python = try #require(BinaryRunner.which("python3"))
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            for document in json.load(open(sys.argv[2])):
                print(jsonschema.Draft202012Validator(schema).is_valid(document))
            """
        let result = try BinaryRunner.run(python, ["-c", script, folder + "/schema.json", file])
        try #require(result.status == 0, "\(result.stderr)")
        let theirs = result.stdout.split(separator: "\n").map { $0 == "True" }
        #expect(theirs.count == Self.changes.count)
        for (index, change) in Self.changes.enumerated() {
            #expect(ours[index] == theirs[index], "\(change.0): ours \(ours[index]), jsonschema \(theirs[index])")
        }
        #expect(theirs.filter { $0 }.count == 2, "as it is, and with no coding, are the two valid ones")
    }

    @Test func aSchemaWithAKeywordItDoesNotReadIsRefused() throws {
        let schema = try JSONDecoder().decode(
            JSONValue.self, from: Data(#"{"type":"object","properties":{"a":{"type":"string","format":"email"}}}"#.utf8)
        )
        #expect(throws: JSONSchemaError.self) { try JSONSchemaCheck(schema: schema) }
    }
}
