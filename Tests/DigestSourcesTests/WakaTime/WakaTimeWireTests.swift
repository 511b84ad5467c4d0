import Foundation
import Testing

@testable import DigestSources

/// Odd but possible WakaTime/Wakapi bodies: each decodes to something sensible or fails clearly.
struct WakaTimeWireTests {
    func stats(_ json: String) throws -> WakaTimeWire.Stats? {
        try JSONDecoder().decode(WakaTimeWire.StatsEnvelope.self, from: Data(json.utf8)).data
    }

    static let entries: [(String, String, Int)] = [
        (#"{"name":"Swift","total_seconds":3600}"#, "Swift", 3600),
        (#"{"name":"Swift","total_seconds":3600.6}"#, "Swift", 3601),
        (#"{"name":"Swift","total_seconds":"1800"}"#, "Swift", 1800),
        (#"{"name":"Swift","total_seconds":-5}"#, "Swift", 0),
        (#"{"name":"Swift","total_seconds":1e300}"#, "Swift", Int(Int32.max)),
        (#"{"name":"Swift","hours":2,"minutes":5}"#, "Swift", 7500),
        (#"{"name":"Swift","total_seconds":null,"hours":1}"#, "Swift", 3600),
        (#"{"name":"","total_seconds":60}"#, "Unknown", 60),
        (#"{"total_seconds":60}"#, "Unknown", 60),
        (#"{"name":42,"total_seconds":60}"#, "42", 60),
        (#"{"name":4.5,"total_seconds":60}"#, "4.5", 60),
        (#"{"name":"日本語\r\n<script>","total_seconds":60}"#, "日本語\r\n<script>", 60),
    ]

    @Test(arguments: entries)
    func entriesAreReadLeniently(json: String, name: String, seconds: Int) throws {
        let decoded = try #require(try stats(#"{"data":{"languages":["# + json + "]}}"))
        #expect(decoded.languages.count == 1)
        #expect(decoded.languages.first?.name == name)
        #expect(decoded.languages.first?.seconds == seconds)
    }

    @Test func badElementsAreSkippedNotFatal() throws {
        let decoded = try #require(
            try stats(
                #"{"data":{"languages":[null,"Swift",7,{"name":"Go","total_seconds":60},[]],"editors":"oops","projects":null}}"#
            ))
        #expect(decoded.languages.map(\.name) == ["Go"])
        #expect(decoded.editors.isEmpty)
        #expect(decoded.projects.isEmpty)
    }

    static let pending: [(String, Bool)] = [
        (#"{"data":{"status":"ok","is_up_to_date":true}}"#, false),
        (#"{"data":{"status":"ok"}}"#, false),
        (#"{"data":{}}"#, false),
        (#"{"data":{"is_up_to_date":false}}"#, true),
        (#"{"data":{"status":"pending_update"}}"#, true),
        (#"{"data":{"status":"updating","is_up_to_date":"no"}}"#, true),
    ]

    @Test(arguments: pending)
    func pendingIsReadFromEitherField(json: String, isPending: Bool) throws {
        #expect(try stats(json)?.isPending == isPending)
    }

    @Test(arguments: [#"{"data":5}"#, #"[1,2]"#, "", "<html></html>", #"{"data":{"languages":[{"name":"x""#])
    func wrongShapesAreErrors(json: String) {
        #expect(throws: (any Error).self) { try stats(json) }
    }

    @Test func anEmptyObjectHasNoData() throws {
        #expect(try stats("{}") == nil)
    }
}
