import Foundation
import TestSupport
import Testing

/// Issue 57: the X account id kept in the state folder is sealed with the token.
///
/// An id edited into the file (another account, whose timeline would be read and published as yours) is looked up
/// again from X_USERNAME, with a word, and never read; so is an id an earlier version kept.
@Suite(.serialized)
struct XAccountSealTests {
    typealias T = XTimelineTests

    /// `x-account.json` as JSON, changed by `edit`.
    static func edit(_ state: String, _ edit: (inout [String: Any]) -> Void) throws {
        let path = state + "/x-account.json"
        var json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        edit(&json)
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
    }

    @Test(arguments: ["edited", "unsealed"])
    func anIdWhoseSealDoesNotHoldIsLookedUpAgainAndNeverRead(kind: String) throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let (server, environment) = try T.server(state: state)
        defer { server.stop() }
        let first = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(server.requests.map(\.path) == [T.paths.lookup, T.paths.posts, T.paths.posts])
        try Self.edit(state) { json in
            if kind == "edited" { json["id"] = "7654321" } else { json["seal"] = nil }
        }
        let again = try BinaryRunner.digest(
            ["run", "--week", "2026-W46", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("was not written for X_USERNAME with this X_BEARER_TOKEN"), "\(again.stderr)")
        let later = server.requests.dropFirst(3).map(\.path)
        #expect(later.first == T.paths.lookup, "looked up again: \(later)")
        #expect(!later.contains("/2/users/7654321/tweets"), "the edited id is never read")
        // Sealed again: the next week needs no lookup.
        let third = try BinaryRunner.digest(
            ["run", "--week", "2026-W45", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(third.status == 0, "\(third.stderr)")
        #expect(!third.stderr.contains("was not written for X_USERNAME"))
        #expect(server.requests.dropFirst(3 + later.count).allSatisfy { $0.path == T.paths.posts })
    }
}
