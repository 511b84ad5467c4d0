import Foundation
import TestSupport
import Testing

@testable import DigestApp

/// `templates export` where the command line alone cannot say where to write, and with an
/// injected set of files: nothing is written without a place, and `--only` names are checked.
struct TemplatesExportJobTests {
    @Test(arguments: [[String: String](), ["HOME": ""], ["XDG_CONFIG_HOME": "relative/config"]])
    func withoutAFolderOrAHomeItSaysToNameOne(environment: [String: String]) throws {
        do {
            _ = try TemplatesExportJob(folder: nil, files: ["style.css": "x"]).run(environment: environment)
            Issue.record("wrote somewhere")
        } catch {
            #expect(error.status == .usage)
            #expect(error.message.contains("name a folder (weekly-digest templates export DIR)"), "\(error)")
        }
    }

    @Test func aNameGivenTwiceIsWrittenOnce() throws {
        let folder = try TestFolder.make("export") + "/t"
        let job = TemplatesExportJob(folder: folder, only: ["a.css", "a.css"], files: ["a.css": "é\r\n", "b.md": "b"])
        #expect(try job.run(environment: [:]).status == .complete)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/a.css")) == Data("é\r\n".utf8))
        #expect(!FileManager.default.fileExists(atPath: folder + "/b.md"))
    }
}
