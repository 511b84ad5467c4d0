import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestApp

/// `init --source NAME=VALUE` (issue 68): each source by its name, the same as its own option, and
/// every way the argument can be wrong named with its fix.
struct InitSourceArgumentTests {
    /// The file `init` writes for `sources` (by option name), or the error it refused them with.
    static func written(_ sources: [String: String]) throws -> Result<String, RunError> {
        let path = try TestFolder.make("init-source") + "/config"
        var choices = InitJob.Choices()
        choices.path = path
        choices.timeZone = "Asia/Tokyo"
        choices.sources = sources
        do {
            _ = try InitJob(choices, fileSystem: LocalFileSystem()).run(environment: ["HOME": "/nonexistent"])
        } catch {
            #expect(!FileManager.default.fileExists(atPath: path), "nothing is written")
            return .failure(error)
        }
        return .success(try String(contentsOfFile: path, encoding: .utf8))
    }

    @Test(arguments: SourceCatalogue.abouts.map(\.name))
    func eachSourceByItsNameWritesWhatItsOwnOptionWrites(name: String) throws {
        let about = try #require(SourceCatalogue.abouts.first { $0.name == name })
        let example = try InitOptionsTests.example(about)
        let argument = example.map { "\(name.lowercased())=\($0)" } ?? name.lowercased()
        let byName = try InitSourceArgument.merged([argument], into: [:])
        #expect(byName == [about.initOption.name: example ?? ""])
        let byOption = try Self.written([about.initOption.name: example ?? ""]).get()
        #expect(try Self.written(byName).get() == byOption)
        #expect(byOption.split(separator: "\n").contains { $0.hasPrefix("\(about.switches[0])=") })
    }

    @Test func hatenaAndZennTogetherWriteBothSettings() throws {
        let sources = try InitSourceArgument.merged(["hatena=hanako", "zenn=swift,ios"], into: ["wakatime": ""])
        let text = try Self.written(sources).get()
        let values = try SettingsFile.parse(text, path: "/c/config", home: "/home/me")
        #expect(values["HATENA_USER"] == "hanako")
        #expect(values["ZENN_TOPICS"] == "swift,ios")
        #expect(values["WAKATIME_API_KEY"] == "")
        #expect(values["QIITA_TAGS"] == nil)
    }

    @Test(arguments: [
        ("Hatena=hanako", "hatena-user", "hanako"),
        ("ZENN=swift", "zenn-topics", "swift"),
        ("qiita=swift,ios", "qiita-tags", "swift,ios"),
        ("git=~/src=old", "git-roots", "~/src=old"),
        ("WakaTime", "wakatime", ""),
    ])
    func aNameInAnyCaseTakesEverythingAfterTheFirstEquals(argument: String, option: String, value: String) throws {
        #expect(try InitSourceArgument.merged([argument], into: [:]) == [option: value])
    }

    @Test(arguments: [
        (
            "sourcehut=me",
            "--source 'sourcehut' names no source: use NAME=VALUE with one of wakatime, activitywatch, git,"
        ),
        ("gti=me", "--source 'gti' names no source (did you mean git?): use NAME=VALUE"),
        ("hatna=hanako", "names no source (did you mean hatena?)"),
        ("", "--source '' names no source"),
        ("=hanako", "--source '' names no source"),
        ("はてな=花子", "--source 'はてな' names no source"),
        ("<b>x</b>=1", "--source '<b>x</b>' names no source"),
        ("hatena\nDIGEST_OUTPUT=/etc", "--source 'hatena DIGEST_OUTPUT' names no source"),
        ("hatena", "--source hatena needs a value: --source hatena=ID (Your Hatena ID"),
        ("zenn", "--source zenn needs a value: --source zenn=TOPICS"),
        ("wakatime=waka_SECRETKEY", "--source wakatime takes no value (what was given is not shown)"),
        ("wakatme=waka_SECRETKEY", "--source 'wakatme' names no source (did you mean wakatime?)"),
        ("wakatime=", "--source wakatime takes no value"),
    ])
    func aWrongArgumentIsNamedWithItsFix(argument: String, message: String) {
        #expect {
            try InitSourceArgument.merged([argument], into: [:])
        } throws: { error in
            guard let error = error as? RunError else { return false }
            // A key typed where none is taken is never repeated back.
            return error.status == .usage && error.message.contains(message) && !error.message.contains("SECRET")
        }
    }

    @Test(arguments: [
        (["hatena=a", "hatena=b"], [String: String]()),
        (["hatena=a"], ["hatena-user": "b"]),
        (["wakatime", "WAKATIME"], [:]),
        (["wakatime"], ["wakatime": ""]),
    ])
    func aSourceGivenTwiceIsRefused(arguments: [String], given: [String: String]) {
        #expect {
            try InitSourceArgument.merged(arguments, into: given)
        } throws: { error in
            (error as? RunError)?.message.contains("is given twice (or with --") == true
        }
    }

    /// The value is checked as the source's own option's is: a run would refuse it, so init does.
    @Test(arguments: ["hatena=", "zenn=swift\nDIGEST_OUTPUT=/etc", "x=@<script>", "mastodon=hanako", "qiita=a b"])
    func aValueARunWouldRefuseWritesNothing(argument: String) throws {
        let sources = try InitSourceArgument.merged([argument], into: [:])
        guard case .failure(let error) = try Self.written(sources) else {
            Issue.record("\(argument) was written")
            return
        }
        #expect(error.status == .usage, "\(error.message)")
    }

    @Test func theHelpNamesEverySourceAndWhatItTakes() {
        for about in SourceCatalogue.abouts {
            let form = about.initOption.valueName.map { "\(about.name.lowercased())=\($0.uppercased())" }
            #expect(InitSourceArgument.help.contains(form ?? about.name.lowercased()), "\(about.name)")
        }
    }
}
