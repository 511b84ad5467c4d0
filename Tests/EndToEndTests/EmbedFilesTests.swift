import Foundation
import TestSupport
import Testing

/// The build-time generator that puts `templates/` and `sample/` into the binary: whatever a file
/// holds, the compiled literal is that file's text exactly.
@Suite(.serialized)
struct EmbedFilesTests {
    static var tool: String {
        URL(fileURLWithPath: BinaryRunner.binary).deletingLastPathComponent().appendingPathComponent("embed-files").path
    }

    static let awkward: [(String, String)] = [
        ("crlf.txt", "line one\r\nline two\r\n"),
        ("lone-cr.txt", "a\rb"),
        ("quotes.md", ##"""" "quoted" \(interpolated) \\ "#raw"# """#"##),
        ("nul.txt", "before\u{0}after\u{7F}"),
        ("locales/ja.json", "{\"言葉\": \"日本語の文章。🎌\"}\n"),
        ("separators.txt", "\u{FEFF}bom \u{2028} line \u{2029} paragraph \u{202E} rtl \u{2060} joiner"),
        ("empty.txt", ""),
        ("tabs\tand spaces.txt", "\t{{x}}\n"),
    ]

    /// Runs the generator over `files`, compiles its output with a main that prints every entry, and
    /// returns what the compiled program holds.
    static func roundTrip(_ files: [(String, String)]) throws -> [String: String] {
        let folder = try BinaryRunner.temporaryFolder()
        let root = folder + "/root"
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let generated = folder + "/Generated.swift"
        let embed = try BinaryRunner.run(
            tool, [generated, "Embedded", "files", root] + files.map { root + "/" + $0.0 })
        #expect(embed.status == 0, "\(embed.stderr)")
        let main = """
            import Foundation
            enum Embedded {}
            let pairs = Embedded.files.map { [Data($0.key.utf8).base64EncodedString(), Data($0.value.utf8).base64EncodedString()] }
            print(String(decoding: try JSONSerialization.data(withJSONObject: pairs), as: UTF8.self))
            """
        try main.write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
        let swiftc = try #require(BinaryRunner.which("swiftc"))
        let compile = try BinaryRunner.run(
            swiftc, ["-o", folder + "/printer", folder + "/main.swift", generated], in: folder)
        #expect(compile.status == 0, "\(compile.stderr)")
        let printed = try BinaryRunner.run(folder + "/printer", [])
        let pairs = try #require(
            try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [[String]])
        var embedded: [String: String] = [:]
        for pair in pairs {
            guard pair.count == 2, let key = Data(base64Encoded: pair[0]), let value = Data(base64Encoded: pair[1])
            else { continue }
            embedded[String(decoding: key, as: UTF8.self)] = String(decoding: value, as: UTF8.self)
        }
        return embedded
    }

    @Test func everyAwkwardFileComesBackByteForByte() throws {
        let embedded = try Self.roundTrip(Self.awkward)
        #expect(embedded.count == Self.awkward.count)
        for (name, text) in Self.awkward {
            #expect(embedded[name].map { Array($0.utf8) } == Array(text.utf8), "\(name) changed")
        }
    }

    @Test func noFilesIsAnEmptyTable() throws {
        #expect(try Self.roundTrip([]).isEmpty)
    }

    @Test func aFileThatIsNotUTF8StopsTheBuildNamingIt() throws {
        let folder = try BinaryRunner.temporaryFolder()
        try Data([0x66, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: folder + "/latin1.css"))
        let result = try BinaryRunner.run(
            Self.tool, [folder + "/out.swift", "Embedded", "files", folder, folder + "/latin1.css"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("latin1.css is not UTF-8 text"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.swift"))
    }
}
