import Foundation
import TestSupport
import Testing

/// Issue 57: every way a settings file can be wrong, with a secret in every secret setting; the
/// error names the file, the line and the setting, and no byte of the secret reaches stdout,
/// stderr, the log or any file.
@Suite(.serialized)
struct SecretSettingsErrorTests {
    static let names = [
        "WAKATIME_API_KEY", "QIITA_ACCESS_TOKEN", "X_BEARER_TOKEN", "SMTP_PASSWORD", "MASTODON_ACCESS_TOKEN",
    ]
    /// Two words, so that a message quoting either half is caught.
    static let first = "hunter2SECRETfirst", second = "SECRETsecondHALF"

    /// (what is wrong, the file's bytes given a setting's name, what the error must say).
    static let mistakes: [(String, @Sendable (String) -> Data, String)] = [
        ("no =", { Data("\($0) \(first)\(second)\n".utf8) }, "config:1: expected NAME=value"),
        ("no = after others", { Data("DIGEST_LOCALE=en\n\($0):\(first)\n".utf8) }, "config:2: expected NAME=value"),
        ("a space", { Data("\($0)=\(first) \(second)\n".utf8) }, "config:1: a value with spaces must be quoted"),
        ("an open quote", { Data("\($0)=\"\(first) \(second)\n".utf8) }, "never closes"),
        ("after the quote", { Data("\($0)='\(first)' \(second)\n".utf8) }, "something follows the closing quote"),
        ("a variable", { Data("\($0)=\(first)$\(second)\n".utf8) }, "only ~, $HOME and ${HOME} are expanded"),
        ("an unknown name", { Data("\($0)S=\(first)\n".utf8) }, "is not a setting; did you mean"),
        ("the secret as a name", { Data("\(first)\(second)=\($0)\n".utf8) }, "is not a setting"),
        ("a line alone", { Data("\($0)=x\n\(first)\(second)\n".utf8) }, "config:2: expected NAME=value"),
        ("binary", { Data("\($0)=\(first)\n\u{0}\u{1}\(second)\n".utf8) }, "holds binary data"),
        ("not UTF-8", { Data("\($0)=\(first)".utf8) + Data([0xFF, 0xFE]) + Data(second.utf8) }, "UTF-8"),
        ("JSON", { Data(#"{"\#($0)": "\#(first)\#(second)"}"#.utf8) }, "config:1: expected NAME=value"),
        ("INI", { Data("[secrets]\n\($0) = \(first)\(second)\n".utf8) }, "config:1: expected NAME=value"),
    ]

    static let cases = names.flatMap { name in mistakes.indices.map { (name, $0) } }

    /// The commands that read the settings file, given the folder a test writes in.
    static func commands(_ folder: String) -> [[String]] {
        [["run", "--output", folder + "/site"], ["doctor"], ["email", "--dry-run"]]
    }

    /// Each case is run by one of the three commands, in turn: each mistake still meets every
    /// command (it has five names) and each name every command, through the one settings reader
    /// they share, in 65 runs of the binary where every command for every case took 195.
    @Test(arguments: cases)
    func aBadSettingsFileNeverShowsItsSecret(name: String, mistake: Int) throws {
        let (what, bytes, message) = Self.mistakes[mistake]
        let turn = ((Self.names.firstIndex(of: name) ?? 0) + mistake) % 3
        let folder = try BinaryRunner.temporaryFolder()
        // A file of another format, reached through a symbolic link as `--config`.
        let real = folder + "/elsewhere.dat", link = folder + "/config"
        try bytes(name).write(to: URL(fileURLWithPath: real))
        chmod(real, 0o600)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        let environment = ["DIGEST_LOG": folder + "/digest.log", "DIGEST_STATE": folder + "/state"]
        let command = Self.commands(folder)[turn]
        let result = try BinaryRunner.digest(command + ["--config", link], environment: environment)
        #expect(result.status == 64, "\(what) \(command): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(what): \(result.stderr)")
        let files = BinaryRunner.files(under: folder).filter { $0 != "elsewhere.dat" && $0 != "config" }
        for text in [result.stdout, result.stderr]
            + files.compactMap({ path in
                FileManager.default.contents(atPath: folder + "/" + path).map {
                    String(decoding: $0, as: UTF8.self)
                }
            })
        {
            #expect(!text.contains(Self.first) && !text.contains(Self.second), "\(what) \(command): \(text)")
            #expect(!text.contains("hunter2"), "\(what) \(command): \(text)")
        }
    }

    @Test(arguments: names)
    func aSecretThatIsNotUTF8IsNamedNotShown(name: String) throws {
        // Foundation's Process cannot pass a value that is not UTF-8; the shell can.
        let raw = try BinaryRunner.run(
            "/bin/sh", ["-c", "\(name)=\"$(printf '\(Self.first)\\377')\" exec \"$0\" doctor", BinaryRunner.binary],
            environment: [:])
        #expect(raw.status == 64, "\(raw.stderr)")
        #expect(raw.stderr.contains("\(name) (its value not shown"), "\(raw.stderr)")
        #expect(!raw.stderr.contains(Self.first) && !raw.stdout.contains(Self.first))
    }
}
