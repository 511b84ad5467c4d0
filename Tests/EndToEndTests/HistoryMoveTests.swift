import DigestCore
import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestSite

/// Issue 49: a site written before the history left the output folder (its snapshots and index in
/// `weeks/`) moves over on the first command that writes, losing nothing; killed at any moment of
/// the move, every week stays readable in one place or the other and the next command finishes it.
@Suite(.serialized)
struct HistoryMoveTests {
    /// The 60 weeks up to 2026-W47, oldest first.
    static let weeks: [String] = {
        guard var week = try? ISOWeek(parsing: "2026-W47") else { return [] }
        var weeks = [week.description]
        for _ in 1..<60 {
            week = week.previous
            weeks.append(week.description)
        }
        return weeks.reversed()
    }()

    /// A 60-week site laid out as the release before this one wrote it.
    ///
    /// Every snapshot and the index are in the output folder's `weeks/`, and there is no history
    /// folder. Built once, copied for each test.
    static let legacy = Result { () throws -> String in
        let output = try BinaryRunner.temporaryFolder() + "/site"
        try SampleWeeks.build(weeks, into: output, environment: SampleRun.tokyo)
        let history = StoredHistory.folder(output)
        for file in BinaryRunner.files(under: history) where file.hasPrefix("weeks/") {
            try FileManager.default.moveItem(atPath: history + "/" + file, toPath: output + "/" + file)
        }
        try FileManager.default.removeItem(atPath: history)
        return output
    }

    /// A copy of the legacy site, and its snapshots' bytes by week.
    static func copy() throws -> (output: String, snapshots: [String: Data]) {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        try FileManager.default.copyItem(atPath: try legacy.get(), toPath: output)
        var snapshots: [String: Data] = [:]
        for week in weeks {
            snapshots[week] = try Data(contentsOf: URL(fileURLWithPath: "\(output)/weeks/\(week)/digest.json"))
        }
        return (output, snapshots)
    }

    /// Where each week's snapshot is readable now with the bytes it had: "output", "history",
    /// "both", or what is wrong ("lost", "changed").
    static func places(_ output: String, _ snapshots: [String: Data]) -> [String: String] {
        var places: [String: String] = [:]
        for (week, bytes) in snapshots {
            let old = FileManager.default.contents(atPath: "\(output)/weeks/\(week)/digest.json")
            let new = FileManager.default.contents(atPath: StoredHistory.snapshot(output, week))
            switch (old, new) {
            case (nil, nil): places[week] = "lost"
            case (let old?, nil): places[week] = old == bytes ? "output" : "changed"
            case (nil, let new?): places[week] = new == bytes ? "history" : "changed"
            case (let old?, let new?): places[week] = old == bytes && new == bytes ? "both" : "changed"
            }
        }
        return places
    }

    @Test func aSixtyWeekSiteMovesOverWithNothingLost() throws {
        let (output, snapshots) = try Self.copy()
        #expect(snapshots.count == 60)
        let render = try BinaryRunner.digest(
            ["render", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("Moved 60 stored weeks out of \(output)/weeks"), "\(render.stdout)")
        #expect(Set(Self.places(output, snapshots).values) == ["history"], "every week, byte for byte, moved")
        #expect(!FileManager.default.fileExists(atPath: output + "/weeks/index.json"))
        #expect(
            BinaryRunner.files(under: output).allSatisfy { !$0.hasSuffix(".json") || StoredHistory.isPublicData($0) },
            "no stored history left: the only JSON is the weeks' public data, its schema and the JSON Feed")
        #expect(
            SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: StoredHistory.folder(output)) == [])
        // The sample's weeks are known as such: they never join a live history.
        #expect(FileManager.default.fileExists(atPath: StoredHistory.folder(output) + "/sample"))
        let again = try BinaryRunner.digest(
            ["render", "-q", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(again.status == 0 && !again.stdout.contains("Moved"))
    }

    /// Killed at 20 seeded moments of its first command: every week is readable with its bytes in
    /// the output folder or the history (or both), and the next command completes the move.
    ///
    /// The moments are drawn (seeded) from 0 to 80 ms after the move's first week appears in the
    /// history, so they fall in the move, just after it, or in what the command does next, however
    /// loaded the machine. (Moments counted from the command's start, even when they closed in on
    /// the move trial by trial, missed a move of a few milliseconds in a clean CI run.)
    @Test func aMoveKilledAtSeededMomentsLosesNoWeek() throws {
        var random = SeededRandom(seed: 49_049)
        var (killed, midway) = (0, 0)
        for trial in 0..<20 {
            let (output, snapshots) = try Self.copy()
            let arguments = trial.isMultiple(of: 2) ? ["render", "-q"] : ["run", "--sample", "-q"]
            let moment = Double.random(in: 0...0.08, using: &random)
            if try BinaryRunner.digestKilled(
                arguments + ["--output", output] + SampleRun.pinned, after: moment,
                once: StoredHistory.snapshot(output, Self.weeks[0]), environment: SampleRun.tokyo)
            {
                killed += 1
            }
            let places = Self.places(output, snapshots)
            #expect(
                places.values.allSatisfy { ["output", "history", "both"].contains($0) }, "trial \(trial): \(places)")
            if ![["output"], ["history"]].contains(Set(places.values)) { midway += 1 }
            let next = try BinaryRunner.digest(
                ["render", "-q", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
            #expect(next.status == 0, "trial \(trial): \(next.stderr)")
            #expect(Set(Self.places(output, snapshots).values) == ["history"], "trial \(trial)")
            #expect(
                SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: StoredHistory.folder(output))
                    == [], "trial \(trial)")
        }
        #expect(killed >= 10, "only \(killed) of 20 kills fell while the command ran")
        #expect(midway > 0, "no kill fell in the middle of the move")
    }

    /// `doctor` on an older site names the weeks still in the output folder and where they will go.
    @Test func doctorNamesTheWeeksStillInTheOutputFolder() throws {
        let (output, _) = try Self.copy()
        let doctor = try BinaryRunner.digest(["doctor", "--output", output], environment: SampleRun.tokyo)
        #expect(
            doctor.stdout.contains(
                "History    60 stored weeks are still in \(output)/weeks, where a web server can serve them: the next run, render or publish moves them to \(StoredHistory.folder(output))"
            ), "\(doctor.stdout)")
        #expect(FileManager.default.fileExists(atPath: output + "/weeks/2026-W47/digest.json"), "doctor moves nothing")
    }

    /// Without a state folder (HOME empty, no DIGEST_STATE), a run has nowhere to keep its weeks:
    /// exit 64 naming DIGEST_STATE, and nothing made.
    @Test func aRunWithoutAStateFolderNamesDIGEST_STATE() throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let run = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + SampleRun.pinned,
            environment: ["HOME": "", "DIGEST_TIMEZONE": "UTC"])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("set DIGEST_STATE to an absolute path for the stored weeks"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// An older site whose index is gone: a weekly run (which looks for the index alone) leaves
    /// its weeks and their pages where they are, and the next render moves them.
    @Test func aSiteWithoutItsOldIndexKeepsItsPagesUntilTheMove() throws {
        let (output, snapshots) = try Self.copy()
        try FileManager.default.removeItem(atPath: output + "/weeks/index.json")
        let run = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            FileManager.default.fileExists(atPath: output + "/weeks/2026-W40/index.html"),
            "no page of an unmoved week goes")
        #expect(Self.places(output, snapshots)["2026-W40"] == "output")
        let render = try BinaryRunner.digest(
            ["render", "-q", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(Self.places(output, snapshots).values.allSatisfy { $0 == "history" }, "every week moved, none lost")
        #expect(FileManager.default.fileExists(atPath: output + "/weeks/2026-W40/index.html"))
        #expect(
            SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: StoredHistory.folder(output)) == [])
    }
}
