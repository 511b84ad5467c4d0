import Foundation
import TestSupport
import Testing

/// Issue 66: publish's filter keeps stored files out of every publish, whatever put them in the
/// output folder.
///
/// The lock moves an older site's stored weeks out before a publish, so the filter behind it was
/// held by a unit test alone. Here another process (no weekly-digest command: it takes no lock)
/// keeps putting a stored week and the index back into the output folder while publishes run:
/// each copies the site, and no target ever gets a stored file.
@Suite(.serialized)
struct PublishFilterTests {
    @Test func storedFilesPutInTheOutputMeanwhileAreNeverPublished() throws {
        let output = try PublishTests.site()
        let outside = try BinaryRunner.temporaryFolder()
        let snapshot = StoredHistory.snapshot(output, "2026-W47"), index = StoredHistory.index(output)
        // A writer that renames whole files into place, never leaving one half-written.
        let script = """
            end=$(( $(date +%s) + 60 ))
            while [ "$(date +%s)" -lt "$end" ] && [ ! -e '\(outside)/stop' ]; do
                cp '\(snapshot)' '\(outside)/s.tmp' && mv '\(outside)/s.tmp' '\(output)/weeks/2026-W47/digest.json'
                cp '\(index)' '\(outside)/i.tmp' && mv '\(outside)/i.tmp' '\(output)/weeks/index.json'
            done
            """
        let writer = try BinaryRunner.launch("/bin/sh", ["-c", script])
        defer {
            FileManager.default.createFile(atPath: outside + "/stop", contents: Data())
            writer.process.waitUntilExit()
        }
        var published = 0
        for round in 0..<5 {
            let target = outside + "/www\(round)"
            while !FileManager.default.fileExists(atPath: output + "/weeks/2026-W47/digest.json") { usleep(1_000) }
            let result = try BinaryRunner.digest([
                "publish", "--now", "2026-11-23T12:00:00Z", "--to", target, "--output", output,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let files = BinaryRunner.files(under: target)
            #expect(files.contains("weeks/2026-W47/index.html"), "\(files)")
            #expect(!files.contains { $0.hasSuffix("digest.json") || $0 == "weeks/index.json" }, "\(files)")
            published += files.isEmpty ? 0 : 1
        }
        #expect(published == 5)
    }
}
