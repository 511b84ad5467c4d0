import DigestCore
import Foundation
import TestSupport
import Testing

@testable import DigestSite

/// The move of an older site's stored weeks into its history, on a file system in memory: every
/// week arrives byte for byte, a week the history already holds with other bytes keeps the
/// history's and sets the output's aside, and only then does anything leave the output folder.
struct SiteHistoryMoveMemoryTests {
    @Test func everyWeekMovesAndADifferentCopyIsSetAside() throws {
        let disk = MemoryFileSystem()
        let weeks = try ["2026-W45", "2026-W46", "2026-W47"].map { try ISOWeek(parsing: $0) }
        for week in weeks {
            try disk.createDirectory(at: "/out/weeks/\(week)")
            try disk.writeAtomically(Data("{\"week\":\"\(week)\"}".utf8), to: "/out/" + SitePath.snapshot(week).file)
        }
        try disk.writeAtomically(Data("{}".utf8), to: "/out/" + SitePath.index.file)
        try disk.createDirectory(at: "/history/weeks/2026-W46")
        try disk.writeAtomically(Data("{\"week\":\"mine\"}".utf8), to: "/history/weeks/2026-W46/digest.json")
        let move = SiteHistoryMove(output: "/out", history: "/history", fileSystem: disk)
        #expect(move.isNeeded(thorough: false))
        let report = try move.run()
        #expect(report?.weeks == weeks)
        #expect(report?.setAside == ["/history/set-aside/2026-W46-digest.json"])
        #expect(try disk.contents(of: "/history/weeks/2026-W45/digest.json") == Data("{\"week\":\"2026-W45\"}".utf8))
        #expect(try disk.contents(of: "/history/weeks/2026-W46/digest.json") == Data("{\"week\":\"mine\"}".utf8))
        #expect(
            try disk.contents(of: "/history/set-aside/2026-W46-digest.json") == Data("{\"week\":\"2026-W46\"}".utf8))
        #expect(disk.files(under: "/out") == [], "nothing stored is left in the output folder")
        #expect(!move.isNeeded())
        #expect(try move.run() == nil)
    }
}
