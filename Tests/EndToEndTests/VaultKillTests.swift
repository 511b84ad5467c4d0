import Foundation
import TestSupport
import Testing

/// Issue 71: `publish --to vault:` killed at 20 seeded moments over a history of a hundred weeks:
/// every note in the vault is whole at every moment, the user's files keep their bytes, and the
/// next publish finishes the notes and leaves nothing of its own behind but them.
@Suite(.serialized)
struct VaultKillTests {
    @Test func aPublishKilledAtSeededMomentsLeavesWholeNotesAndTheUsersFiles() throws {
        let site = try HistoryPagesTests.site()
        let folder = try BinaryRunner.temporaryFolder()
        let output = folder + "/site", state = folder + "/state"
        // The shared history copied, so that this test's lock and notes touch no other test's site.
        try FileManager.default.copyItem(atPath: site, toPath: output)
        try StoredHistory.copy(site, to: output, state: state)
        let environment = HistoryPagesTests.environment.merging([
            "DIGEST_STATE": state, "DIGEST_TEMPLATES": SampleRun.templates,
        ]) { $1 }
        func arguments(_ vault: String) -> [String] {
            ["publish", "-q", "--to", "vault:" + vault, "--output", output, "--now", "2026-11-30T09:00:00Z"]
        }
        let mine = ["ideas.md": "# Ideas\n", "2025-W30.md": "my own note for a week with no page\n"]
        func prepare(_ vault: String) throws {
            try FileManager.default.createDirectory(atPath: vault, withIntermediateDirectories: true)
            for (name, text) in mine { try text.write(toFile: vault + "/" + name, atomically: true, encoding: .utf8) }
        }
        // The publish no kill interrupts, and how long it takes here, so the kills fall across it.
        let whole = folder + "/whole"
        try prepare(whole)
        let started = Date()
        let reference = try BinaryRunner.digest(arguments(whole), environment: environment)
        try #require(reference.status == 0, "\(reference.stderr)")
        var duration = max(0.05, Date().timeIntervalSince(started))
        let expected = Set(BinaryRunner.files(under: whole))
        try #require(expected.count > 100, "\(expected.count) files")

        var random = SeededRandom(seed: 0x7A_0171)
        var killed = 0
        for round in 0..<20 {
            let vault = folder + "/vault-\(round)"
            try prepare(vault)
            let moment = duration * Double.random(in: 0.05..<1.0, using: &random)
            if try BinaryRunner.digestKilled(arguments(vault), after: moment, environment: environment) {
                killed += 1
            } else {
                duration = min(duration, moment)
            }
            for file in BinaryRunner.files(under: vault) where !file.hasPrefix(".") && !file.contains("/.") {
                let text = try String(contentsOfFile: vault + "/" + file, encoding: .utf8)
                if let original = mine[file] {
                    #expect(text == original, "round \(round): \(file) is the user's")
                } else {
                    #expect(
                        text.hasPrefix("---\ngenerator: weekly-digest\n")
                            && text.hasSuffix("<!-- weekly-digest:end -->\n"), "round \(round): \(file) is cut short")
                }
            }
            let again = try BinaryRunner.digest(arguments(vault), environment: environment)
            #expect(again.status == 0, "round \(round): \(again.stderr)")
            #expect(Set(BinaryRunner.files(under: vault)) == expected, "round \(round): no leftover, no note missing")
            for name in expected {
                let made = try Data(contentsOf: URL(fileURLWithPath: vault + "/" + name))
                #expect(
                    made == (try Data(contentsOf: URL(fileURLWithPath: whole + "/" + name))), "round \(round): \(name)")
            }
        }
        #expect(killed >= 10, "the kills fell while it ran: \(killed) of 20")
    }
}
