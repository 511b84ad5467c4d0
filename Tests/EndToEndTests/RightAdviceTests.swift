import Foundation
import TestSupport
import Testing

/// Each failure gets the advice that fits it: a folder where the site writes a file is named to be
/// moved (not "once there is room"), and an output folder that is a symbolic link loop is called
/// one (not "a file, not a folder" or "holds no snapshots").
@Suite(.serialized)
struct RightAdviceTests {
    @Test func aFolderWhereTheIndexGoesIsNamedToBeMoved() throws {
        let output = try SiteTests.build(["2026-W46"], environment: SampleRun.tokyo)
        try FileManager.default.removeItem(atPath: StoredHistory.index(output))
        try FileManager.default.createDirectory(
            atPath: StoredHistory.index(output) + "/inside", withIntermediateDirectories: true)
        let run = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--week", "2026-W47", "--output", output] + SampleRun.pinned,
            environment: SampleRun.tokyo)
        #expect(run.status == 1)
        // The index is kept in the site's history folder, so that is where it stands.
        #expect(
            run.stderr.contains("move what stands at \(StoredHistory.index(output)) out of the way"), "\(run.stderr)")
        #expect(!run.stderr.contains("once there is room"), "\(run.stderr)")
        #expect(!run.stderr.contains("?."))
    }

    @Test(arguments: [
        ["run", "--sample", "-q"] + SampleRun.pinned, ["render"] + SampleRun.pinned,
        ["publish", "--to", "/nonexistent/www"],
    ])
    func anOutputFolderThatIsALinkLoopIsCalledOne(arguments: [String]) throws {
        let folder = try BinaryRunner.temporaryFolder(), loop = folder + "/loop"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let result = try BinaryRunner.digest(arguments + ["--output", loop], environment: SampleRun.tokyo)
        #expect(result.status == 1)
        #expect(result.stderr.contains("is a symbolic link that leads back to itself (a loop)"), "\(result.stderr)")
        #expect(!result.stderr.contains("is a file, not a folder") && !result.stderr.contains("holds no snapshots"))
    }
}
