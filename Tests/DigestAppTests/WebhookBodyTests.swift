import Foundation
import Testing

@testable import DigestApp

/// The webhook's JSON: the week's fields and, beside them, each section's count by its key, only
/// the counts the week has (a section that did not answer is no field, never 0).
struct WebhookBodyTests {
    static func body(counts: [(key: String, value: Int)]) throws -> [String: Any] {
        let body = WebhookChannel.Body(
            fields: WebhookChannel.Body.Fields(
                week: "2026-W47", title: "Weekly digest 2026-W47", range: "16–22 November 2026", summary: "s",
                text: "t", url: nil, codingSeconds: nil, goal: nil, reading: []),
            counts: counts)
        let json = WebhookChannel.json(body)
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func theCountsSitBesideTheFieldsAndOnlyThoseCounted() throws {
        let values = try Self.body(counts: [("commits", 0), ("reviews", 3)])
        #expect(values["commits"] as? Int == 0 && values["reviews"] as? Int == 3)
        #expect(values["articles"] == nil && values["links"] == nil && values["codingSeconds"] == nil)
        #expect(values["week"] as? String == "2026-W47" && (values["reading"] as? [Any])?.isEmpty == true)
        #expect(Set(try Self.body(counts: []).keys) == ["week", "title", "range", "summary", "text", "reading"])
    }
}
