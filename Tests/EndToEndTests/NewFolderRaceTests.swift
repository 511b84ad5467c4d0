import Foundation
import TestSupport
import Testing

@testable import DigestSystem

/// Issue 57: a command that locks a new output folder and writes nothing (a `render` with no
/// stored week) removes the folder it made as it lets go only when no other command has claimed
/// it, so a `run` that has made the folder and not yet opened its lock never finds it gone
/// ("… does not exist").
@Suite(.serialized)
struct NewFolderRaceTests {
    @Test func runsRacingCommandsThatWriteNothingOnANewFolderAllSucceed() throws {
        for trial in 0..<20 {
            let output = try BinaryRunner.temporaryFolder() + "/site"
            let state = try BinaryRunner.temporaryFolder() + "/state"
            let environment = SampleRun.tokyo.merging(["DIGEST_STATE": state]) { $1 }
            var commands: [BinaryRunner.Launched] = []
            for index in 0..<9 {
                let arguments =
                    index % 3 == 2
                    ? ["run", "--sample", "-q", "--output", output] + SampleRun.pinned
                    : ["render", "-q", "--output", output, "--templates", SampleRun.templates]
                commands.append(try BinaryRunner.launch(BinaryRunner.binary, arguments, environment: environment))
            }
            commands.forEach { $0.process.waitUntilExit() }
            let results = commands.map { $0.result() }
            for (index, result) in results.enumerated() {
                #expect(!result.stderr.contains("does not exist"), "trial \(trial), command \(index): \(result.stderr)")
                if index % 3 == 2 { #expect(result.status == 0, "trial \(trial): \(result.stderr)") }
            }
            #expect(FileManager.default.fileExists(atPath: output + "/index.html"), "trial \(trial)")
        }
    }

    /// The interleaving itself: a command has made the folder (claimed it) and not yet opened its
    /// lock when the command that made it first lets go having written nothing.
    @Test func aReleaseNeverRemovesAFolderAnotherCommandHasClaimed() throws {
        let folder = try TestFolder.make("lock") + "/new/site"
        var first: FolderLock? = try FolderLock.acquire(FolderLock.outputName, in: folder, holder: "first", wait: 1)
        let claim = try FolderLock.claim(folder, mode: 0o755)
        withExtendedLifetime(first) { first = nil }
        #expect(FileManager.default.fileExists(atPath: folder), "the claimed folder stays")
        let second = try FolderLock.acquire(FolderLock.outputName, in: folder, holder: "second", wait: 1)
        close(claim)
        #expect(FileManager.default.fileExists(atPath: folder + "/" + FolderLock.outputName))
        withExtendedLifetime(second) {}
    }

    /// Unclaimed, the empty folder a lock made goes with it: a command that failed leaves nothing.
    @Test func anEmptyFolderNobodyClaimedGoesWithTheLockThatMadeIt() throws {
        let folder = try TestFolder.make("lock") + "/new/site"
        do {
            let lock = try FolderLock.acquire(FolderLock.outputName, in: folder, holder: "test", wait: 1)
            withExtendedLifetime(lock) {}
        }
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
