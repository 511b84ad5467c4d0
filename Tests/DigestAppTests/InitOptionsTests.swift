import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestApp

/// Every source's `init` option writes its lines with the switch set, and a value a run would
/// refuse is refused by `init` first (nothing written).
struct InitOptionsTests {
    /// The example a source's commented lines carry (`# QIITA_TAGS=swift,ios`): what its option
    /// is given here; nil for a flag.
    static func example(_ about: SourceAbout) throws -> String? {
        guard about.initOption.valueName != nil else { return nil }
        let examples = try about.initOption.lines(nil).compactMap { line -> String? in
            guard line.hasPrefix("# "), let equals = line.firstIndex(of: "=") else { return nil }
            let value = String(line[line.index(after: equals)...])
            return value.isEmpty ? nil : value
        }
        return try #require(examples.first)
    }

    @Test(arguments: SourceCatalogue.abouts.map(\.name))
    func eachSourcesOptionSetsItsSwitch(name: String) throws {
        let about = try #require(SourceCatalogue.abouts.first { $0.name == name })
        let path = try TestFolder.make("init-options") + "/config"
        var choices = InitJob.Choices()
        choices.path = path
        choices.timeZone = "Asia/Tokyo"
        choices.sources = [about.initOption.name: try Self.example(about) ?? ""]
        #expect(
            try InitJob(choices, fileSystem: LocalFileSystem()).run(environment: ["HOME": "/nonexistent"]).status
                == .complete)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("\(about.switches[0])=") }, "\(text)")
        for other in SourceCatalogue.abouts where other.name != name {
            #expect(!lines.contains { $0.hasPrefix("\(other.switches[0])=") }, "\(other.name) is set too")
        }
    }

    @Test(arguments: [
        "qiita-tags", "zenn-topics", "x-username", "bluesky-handle", "mastodon-account", "hatena-user",
        "misskey-account", "git-roots",
    ])
    func aValueARunWouldRefuseIsRefused(option: String) throws {
        let path = try TestFolder.make("init-refused") + "/config"
        var choices = InitJob.Choices()
        choices.path = path
        choices.timeZone = "UTC"
        choices.sources = [option: "<script> a b,\"c\""]
        #expect(throws: RunError.self) {
            try InitJob(choices, fileSystem: LocalFileSystem()).run(environment: ["HOME": "/nonexistent"])
        }
        #expect(!FileManager.default.fileExists(atPath: path), "nothing is written")
    }
}
