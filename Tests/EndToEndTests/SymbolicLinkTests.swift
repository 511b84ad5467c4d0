import Foundation
import TestSupport
import Testing

/// The site never reaches outside itself: a symbolic link in the output folder, to a folder that
/// holds a secret, stops every command that reads or writes the site, and no publish target gets
/// a byte of what it points at.
@Suite(.serialized)
struct SymbolicLinkTests {
    static let now = ["--now", "2026-11-23T12:00:00Z"]
    static let secret = "the-secret-\(UUID().uuidString)"

    /// Where a link is put in the site, and what it points at (relative to a folder outside).
    enum Placement: String, CaseIterable, Sendable {
        /// `weeks/2026-W30 -> outside`, a folder with `secret.txt` in it.
        case weekFolder
        /// `weeks/2026-W30 -> outside`, where outside holds a `digest.json` as a week would.
        case weekWithSnapshot
        /// `notes.txt -> outside/secret.txt`, a file at the top of the site.
        case file

        /// Makes the link in `output` to the folder `outside`, and returns its relative path.
        func make(in output: String, to outside: String) throws -> String {
            try Data("\(SymbolicLinkTests.secret)\n".utf8).write(to: URL(fileURLWithPath: outside + "/secret.txt"))
            switch self {
            case .weekFolder, .weekWithSnapshot:
                if self == .weekWithSnapshot {
                    try FileManager.default.copyItem(
                        atPath: StoredHistory.snapshot(output, "2026-W46"), toPath: outside + "/digest.json")
                }
                try FileManager.default.createSymbolicLink(
                    atPath: output + "/weeks/2026-W30", withDestinationPath: outside)
                return "weeks/2026-W30"
            case .file:
                try FileManager.default.createSymbolicLink(
                    atPath: output + "/notes.txt", withDestinationPath: outside + "/secret.txt")
                return "notes.txt"
            }
        }
    }

    /// A site of two weeks with a link placed in it, and the folder outside it points at.
    static func linkedSite(_ placement: Placement) throws -> (output: String, outside: String, link: String) {
        let output = try PublishTests.site()
        let outside = try BinaryRunner.temporaryFolder()
        let link = try placement.make(in: output, to: outside)
        return (output, outside, link)
    }

    /// Every byte under `root`, as text, for looking for the secret in it.
    static func everything(under root: String) -> String {
        BinaryRunner.files(under: root).compactMap { FileManager.default.contents(atPath: root + "/" + $0) }
            .map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
    }

    static func expectRefused(_ result: BinaryRunner.Result, naming link: String, in output: String) {
        #expect(result.status == 1, "\(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains("\(output)/\(link) is a symbolic link"), "\(result.stderr)")
        #expect(result.stderr.contains("rm '\(output)/\(link)'"), "the message says how to clear it")
        #expect(!result.stderr.contains(secret))
    }

    @Test(arguments: Placement.allCases)
    func aFolderTargetGetsNothing(placement: Placement) throws {
        let (output, _, link) = try Self.linkedSite(placement)
        let target = try BinaryRunner.temporaryFolder() + "/www"
        let result = try BinaryRunner.digest(["publish", "--to", target, "--output", output] + Self.now)
        Self.expectRefused(result, naming: link, in: output)
        #expect(BinaryRunner.files(under: target).isEmpty, "nothing is published")
        #expect(!Self.everything(under: target).contains(Self.secret))
    }

    @Test(arguments: Placement.allCases)
    func aGitTargetGetsNoCommit(placement: Placement) throws {
        let git = try #require(BinaryRunner.which("git"))
        let (output, _, link) = try Self.linkedSite(placement)
        let repository = try BinaryRunner.temporaryFolder() + "/site.git"
        _ = try BinaryRunner.run(git, ["init", "-q", "--bare", repository])
        let result = try BinaryRunner.digest(
            ["publish", "--to", "git+file://\(repository)#gh-pages", "--output", output] + Self.now)
        Self.expectRefused(result, naming: link, in: output)
        let branches = try BinaryRunner.run(git, ["-C", repository, "branch", "--list"])
        #expect(branches.stdout.isEmpty, "no branch was pushed: \(branches.stdout)")
        #expect(!Self.everything(under: repository).contains(Self.secret))
    }

    @Test(arguments: Placement.allCases)
    func anRsyncTargetGetsNothing(placement: Placement) throws {
        _ = try #require(BinaryRunner.which("rsync"), "install it: apt-get install rsync")
        let (output, _, link) = try Self.linkedSite(placement)
        let target = try BinaryRunner.temporaryFolder() + "/www"
        let result = try BinaryRunner.digest(["publish", "--to", "rsync:\(target)", "--output", output] + Self.now)
        Self.expectRefused(result, naming: link, in: output)
        #expect(!FileManager.default.fileExists(atPath: target), "rsync never ran")
    }

    /// `render` and `run` refuse too, and write nothing through the link: the folder outside keeps
    /// exactly what it had, and the site what it had.
    @Test(arguments: Placement.allCases)
    func renderAndRunWriteNothingThroughTheLink(placement: Placement) throws {
        let (output, outside, link) = try Self.linkedSite(placement)
        let before = BinaryRunner.files(under: outside), site = Self.everything(under: output)
        for arguments in [["render"], ["run", "--sample", "--week", "2026-W47"] + SampleRun.pinned] {
            let result = try BinaryRunner.digest(arguments + ["--output", output] + Self.now)
            Self.expectRefused(result, naming: link, in: output)
            #expect(BinaryRunner.files(under: outside) == before, "nothing written in the folder outside")
            #expect(Self.everything(under: output) == site, "nothing in the site changed")
        }
    }

    /// `email` reads the site only, and not through a link either.
    @Test func emailSendsNothing() throws {
        let (output, _, link) = try Self.linkedSite(.weekWithSnapshot)
        let state = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["email", "--dry-run", "--week", "2026-W30", "--output", output] + Self.now,
            environment: [
                "DIGEST_MAIL_FROM": "digest@example.org", "DIGEST_MAIL_TO": "me@example.org", "DIGEST_STATE": state,
            ])
        Self.expectRefused(result, naming: link, in: output)
        #expect(BinaryRunner.files(under: state).isEmpty, "no message was written")
    }

    /// With the link removed, as the message says, publishing goes ahead.
    @Test func theSiteIsPublishedOnceTheLinkIsGone() throws {
        let (output, _, link) = try Self.linkedSite(.weekFolder)
        try FileManager.default.removeItem(atPath: output + "/" + link)
        let target = try BinaryRunner.temporaryFolder() + "/www"
        let result = try BinaryRunner.digest(["publish", "--to", target, "--output", output] + Self.now)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(BinaryRunner.files(under: target).contains("weeks/2026-W47/index.html"))
    }
}
