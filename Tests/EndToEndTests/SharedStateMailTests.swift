import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestDelivery

/// Issue 57: two sites sharing one `DIGEST_STATE` each have their weeks mailed once; a ledger an
/// earlier version wrote (entries naming no site) carries over, mailing nothing twice.
@Suite(.serialized)
struct SharedStateMailTests {
    @Test func twoSitesOneStateFolderEachWeekMailedOnce() throws {
        let server = try SMTPTestServer()
        defer { server.stop() }
        let siteA = try EmailTests.site(), siteB = try EmailTests.site()
        let state = try BinaryRunner.temporaryFolder() + "/state"
        let environment = EmailTests.environment(server, state: state)
        for (round, site) in [siteA, siteB, siteA, siteB].enumerated() {
            let result = try EmailTests.email(site, environment)
            #expect(result.status == 0, "\(result.stderr)")
            if round >= 2 { #expect(result.stdout.contains("already sent"), "\(result.stdout)") }
        }
        #expect(server.messages.count == 2, "one message for each site's week")
        let entries = try MailLedger(folder: state, fileSystem: LocalFileSystem()).entries()
        #expect(entries.count == 2)
        #expect(Set(entries.compactMap(\.site)).count == 2, "each entry names its site")
    }

    @Test func aLedgerFromBeforeSitesWereNamedMailsNothingAgain() throws {
        let server = try SMTPTestServer()
        defer { server.stop() }
        let site = try EmailTests.site(), state = try BinaryRunner.temporaryFolder() + "/state"
        let environment = EmailTests.environment(server, state: state)
        #expect(try EmailTests.email(site, environment).status == 0)
        #expect(server.messages.count == 1)
        // The ledger as an earlier version wrote it: no entry names a site.
        let path = state + "/sent.json"
        var json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let sent = try #require(json["sent"] as? [[String: Any]])
        json["sent"] = sent.map { entry in entry.filter { $0.key != "site" } }
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
        #expect(try MailLedger(folder: state, fileSystem: LocalFileSystem()).entries().allSatisfy { $0.site == nil })
        let again = try EmailTests.email(site, environment)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("already sent"), "\(again.stdout)")
        #expect(server.messages.count == 1, "nothing mailed twice")
    }
}
