import Foundation
import Testing

@testable import DigestSite
@testable import DigestSystem

/// A build's files are written stage by stage (``SiteFile/Stage``): what a failure leaves.
struct SiteWriterStageTests {
    /// A page that cannot be moved into place (a folder stands at its path) ends its stage: the
    /// stage's other files and the stages before are in place, the index after is not, and no
    /// temporary file is left behind.
    @Test func aStageThatFailsStopsTheLaterOnesAndLeavesNoTemporaries() throws {
        let root = try SiteWriterTests.temporaryFolder() + "/site"
        try FileManager.default.createDirectory(atPath: root + "/archive/index.html", withIntermediateDirectories: true)
        let files = [
            SiteFile(path: "weeks/index.json", text: "{\"weeks\":[]}"),
            SiteFile(path: "archive/index.html", text: "archive"),
            SiteFile(path: "feed.xml", text: "<feed/>"),
            SiteFile(path: "weeks/2026-W47/index.html", text: "週"),
        ]
        #expect(files.map(\.stage) == [.index, .links, .links, .pages])
        let error = #expect(throws: FileWriteError.self) {
            try SiteWriter(fileSystem: LocalFileSystem()).write(files, into: root)
        }
        #expect(error?.path == root + "/archive/index.html")
        #expect(error?.description.contains("cannot move the new file into place") == true)
        #expect(SiteWriterTests.allFiles(under: root) == ["feed.xml", "weeks/2026-W47/index.html"])
        let hidden = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.contains(".tmp-") }
        #expect(hidden.isEmpty, "every temporary file is moved into place or removed")
    }

    /// A site of many years gets a folder for each under a new archive, and a file standing where
    /// a folder must go stops the write with the folder named.
    @Test func yearFoldersAreMadeAndAFileInTheWayIsNamed() throws {
        let root = try SiteWriterTests.temporaryFolder() + "/site"
        let years = (2000..<2050).map { SiteFile(path: "archive/\($0)/index.html", text: "\($0)") }
        #expect(try SiteWriter(fileSystem: LocalFileSystem()).write(years, into: root).count == 50)
        #expect(try String(contentsOfFile: root + "/archive/2049/index.html", encoding: .utf8) == "2049")

        try Data("file".utf8).write(to: URL(fileURLWithPath: root + "/trends"))
        let error = #expect(throws: FileWriteError.self) {
            try SiteWriter(fileSystem: LocalFileSystem()).write(
                [SiteFile(path: "trends/2026/index.html", text: "t")], into: root)
        }
        #expect(error?.path == root + "/trends/2026")
        #expect(error?.description.contains("cannot create the folder") == true)
    }
}
