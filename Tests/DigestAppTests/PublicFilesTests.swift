import Foundation
import TestSupport
import Testing

@testable import DigestApp

/// Issue 57, a layer of "nothing private is published": whatever the output folder holds (a
/// stored file an older version, a copy or a hand put there after the move), a publish's list of
/// files leaves every stored one out.
struct PublicFilesTests {
    @Test func storedFilesInTheOutputFolderAreNeverSent() throws {
        let output = try TestFolder.make("public-files")
        let files = [
            "index.html", "weeks/2026-W47/index.html", "weeks/2026-W47/digest.md", "weeks/2026-W47/digest.json",
            "weeks/index.json", "feed.xml",
        ]
        for file in files {
            let path = output + "/" + file
            try FileManager.default.createDirectory(
                atPath: NSString(string: path).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        }
        let sent = Set(PublishJob.publicFiles(under: output))
        #expect(!sent.contains("weeks/2026-W47/digest.json") && !sent.contains("weeks/index.json"))
        #expect(sent == ["index.html", "weeks/2026-W47/index.html", "weeks/2026-W47/digest.md", "feed.xml"])
    }
}
