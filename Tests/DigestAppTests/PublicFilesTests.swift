import Foundation
import TestSupport
import Testing

@testable import DigestApp

/// Issue 57, a layer of "nothing private is published": whatever the output folder holds (a
/// stored file an older version, a copy or a hand put there after the move), a publish's list of
/// files leaves every stored one out.
struct PublicFilesTests {
    @Test func storedFilesInTheOutputFolderAreNeverSent() throws {
        let disk = MemoryFileSystem()
        let output = "/site"
        let files = [
            "index.html", "weeks/2026-W47/index.html", "weeks/2026-W47/digest.md", "weeks/2026-W47/digest.json",
            "weeks/index.json", "feed.xml",
        ]
        for file in files {
            let path = output + "/" + file
            try disk.createDirectory(at: NSString(string: path).deletingLastPathComponent)
            try disk.writeAtomically(Data("x".utf8), to: path)
        }
        let sent = Set(PublishJob.publicFiles(under: output, fileSystem: disk))
        #expect(!sent.contains("weeks/2026-W47/digest.json") && !sent.contains("weeks/index.json"))
        #expect(sent == ["index.html", "weeks/2026-W47/index.html", "weeks/2026-W47/digest.md", "feed.xml"])
    }
}
