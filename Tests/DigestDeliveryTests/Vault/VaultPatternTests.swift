import DigestCore
import Testing

@testable import DigestDelivery

/// `DIGEST_VAULT_PATTERN`: Moment.js tokens as Obsidian's weekly notes write them.
struct VaultPatternTests {
    static func week(_ text: String) throws -> ISOWeek { try ISOWeek(parsing: text) }

    @Test(arguments: [
        ("GGGG-[W]WW", "2026-W47", "2026-W47.md"),
        ("GGGG-[W]WW", "2027-W01", "2027-W01.md"),
        // 2026-W01 began on Monday 29 December 2025: the ISO year is not the Monday's.
        ("GGGG-[W]WW", "2026-W01", "2026-W01.md"),
        ("YYYY-MM-DD", "2026-W01", "2025-12-29.md"),
        ("GGGG/[Week] W", "2026-W05", "2026/Week 5.md"),
        ("GG[w]WW", "2026-W47", "26w47.md"),
        ("[週報] GGGG-WW", "2026-W47", "週報 2026-47.md"),
        ("[Journal]/GGGG/[W]WW", "2026-W53", "Journal/2026/W53.md"),
    ])
    func namesAWeek(pattern: String, week: String, name: String) throws {
        #expect(try VaultPattern(pattern).name(of: try Self.week(week)) == name)
    }

    @Test(arguments: [
        ("gggg-[W]ww", "'g' is no token"),
        ("GGGG-[W]WW!", "'!' is no token"),
        ("GGGG-[W", "never closed"),
        ("YYYY-MM", "names no week"),
        ("", "names no week"),
        ("[../]GGGG-WW", "outside the vault"),
        ("/GGGG-WW", "outside the vault"),
        ("GGGG//WW", "outside the vault"),
        ("[.hidden/]GGGG-WW", "hidden"),
        ("[a\\b]GGGG-WW", "outside the vault"),
        ("[a\nb]GGGG-WW", "outside the vault"),
    ])
    func refusesWhatCannotNameANote(pattern: String, why: String) {
        #expect {
            _ = try VaultPattern(pattern)
        } throws: { error in
            let text = (error as? VaultError)?.description ?? ""
            return text.contains(why) && text.hasPrefix("DIGEST_VAULT_PATTERN is '") && !text.contains("\n")
        }
    }
}
