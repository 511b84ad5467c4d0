import Foundation
import TestSupport
import Testing

/// `DIGEST_PROFILE_README` with the built binary and real git: `publish` rewrites only the block
/// between the markers of the profile's `README.md`, as one commit pushed, and none when the block
/// already shows the week.
@Suite(.serialized)
struct ProfileReadmeTests {
    static let site = "https://me.example/digest/"

    /// A bare repository whose `main` holds `readme` as `README.md` (and a second file), committed once.
    static func repository(_ readme: [UInt8]) throws -> String {
        let git = try #require(BinaryRunner.which("git"))
        let work = try BinaryRunner.temporaryFolder() + "/me"
        let bare = try BinaryRunner.temporaryFolder() + "/me.git"
        _ = try BinaryRunner.run(git, ["init", "-q", "-b", "main", work])
        try Data(readme).write(to: URL(fileURLWithPath: work + "/README.md"))
        try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: work + "/other.txt"))
        let identity = ["-c", "user.name=Me", "-c", "user.email=me@example.com"]
        _ = try BinaryRunner.run(git, ["-C", work, "add", "-A"])
        let commit = try BinaryRunner.run(git, ["-C", work] + identity + ["commit", "-q", "-m", "initial"])
        #expect(commit.status == 0, "\(commit.stderr)")
        _ = try BinaryRunner.run(git, ["clone", "-q", "--bare", work, bare])
        return bare
    }

    static func log(_ bare: String) throws -> [String] {
        let result = try BinaryRunner.run(
            try #require(BinaryRunner.which("git")), ["-C", bare, "log", "--format=%s", "main"])
        return result.stdout.split(separator: "\n").map(String.init)
    }

    static func readme(_ bare: String) throws -> [UInt8] {
        let git = try #require(BinaryRunner.which("git"))
        let work = try BinaryRunner.temporaryFolder() + "/read"
        _ = try BinaryRunner.run(git, ["clone", "-q", "-b", "main", bare, work])
        return Array(try Data(contentsOf: URL(fileURLWithPath: work + "/README.md")))
    }

    static func publish(_ output: String, _ environment: [String: String]) throws -> BinaryRunner.Result {
        let target = try BinaryRunner.temporaryFolder() + "/www"
        return try BinaryRunner.digest(
            ["publish", "--now", "2026-11-23T12:00:00Z", "--to", target, "--output", output],
            environment: ["DIGEST_SITE_URL": site, "DIGEST_TIMEZONE": "Asia/Tokyo"].merging(environment) { $1 })
    }

    /// A README with CR LF lines, Japanese, an emoji and bytes that are not UTF-8 around its block.
    static let before =
        [0xFF, 0x0D, 0x0A] + Array("# こんにちは 👋\r\n\r\nI write Swift.\r\n<!-- weekly-digest:start -->".utf8)
    static let after = Array("<!-- weekly-digest:end -->\r\nMore about me.\r\n".utf8) + [0xC3]

    @Test func onePublishMakesOneCommitAndNothingOutsideTheMarkersChanges() throws {
        let readme = Self.before + Array("\r\nan old card\r\n".utf8) + Self.after
        let bare = try Self.repository(readme)
        let output = try PublishTests.site()
        let profile = ["DIGEST_PROFILE_README": "git+file://\(bare)#main"]
        let first = try Self.publish(output, profile)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Updated the profile README git+file://\(bare)#main: commit "), "\(first.stdout)")
        #expect(try Self.log(bare) == ["weekly-digest 2026-W47", "initial"])
        let updated = try Self.readme(bare)
        let head = Self.before
        #expect(Array(updated.prefix(head.count)) == head, "every byte before the block")
        #expect(Array(updated.suffix(Self.after.count)) == Self.after, "every byte after the block")
        let block = String(decoding: updated.dropFirst(head.count).dropLast(Self.after.count), as: UTF8.self)
        #expect(block.hasPrefix("\r\n<a href=\"\(Self.site)weeks/2026-W47/\"><picture>"), "\(block)")
        #expect(
            block.contains("srcset=\"\(Self.site)card-dark.svg\"") && block.contains("src=\"\(Self.site)card.svg\""))
        #expect(block.contains("alt=\"Weekly digest 2026-W47 (16–22 November 2026): 13 h 5 m coding (mostly Swift)"))
        #expect(block.hasSuffix("</picture></a>\r\n"))
        let again = try Self.publish(output, profile)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("already shows this week; nothing was pushed"), "\(again.stdout)")
        #expect(try Self.log(bare) == ["weekly-digest 2026-W47", "initial"], "no second commit")
        #expect(try Self.readme(bare) == updated)
    }

    @Test func theBlockFollowsThePublicRules() throws {
        let bare = try Self.repository(Array("<!-- weekly-digest:start -->\n<!-- weekly-digest:end -->\n".utf8))
        let output = try PublishTests.site()
        let result = try Self.publish(
            output, ["DIGEST_PROFILE_README": "git+file://\(bare)#main", "DIGEST_IGNORE_LANGUAGES": "Swift"])
        #expect(result.status == 0, "\(result.stderr)")
        let readme = String(decoding: try Self.readme(bare), as: UTF8.self)
        #expect(readme.contains("Weekly digest 2026-W47") && !readme.contains("Swift"), "\(readme)")
    }

    @Test func aReadmeWithoutMarkersIsRefusedWithTheLinesToAdd() throws {
        let bare = try Self.repository(Array("# Just me\n".utf8))
        let output = try PublishTests.site()
        let result = try Self.publish(output, ["DIGEST_PROFILE_README": "git+file://\(bare)#main"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("The site was published, but not the profile README"), "\(result.stderr)")
        #expect(result.stderr.contains("<!-- weekly-digest:start -->\n<!-- weekly-digest:end -->"))
        #expect(try Self.log(bare) == ["initial"])
        #expect(try Self.readme(bare) == Array("# Just me\n".utf8))
    }

    @Test func aBranchThatIsNotThereIsNamed() throws {
        let bare = try Self.repository(Array("<!-- weekly-digest:start -->\n<!-- weekly-digest:end -->\n".utf8))
        let result = try Self.publish(try PublishTests.site(), ["DIGEST_PROFILE_README": "git+file://\(bare)#trunk"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("has no branch trunk"), "\(result.stderr)")
        #expect(try Self.log(bare) == ["initial"])
    }

    @Test func withoutTheSitesAddressNothingIsPublished() throws {
        let bare = try Self.repository(Array("<!-- weekly-digest:start -->\n<!-- weekly-digest:end -->\n".utf8))
        let output = try PublishTests.site()
        let target = try BinaryRunner.temporaryFolder() + "/www"
        let result = try BinaryRunner.digest(
            ["publish", "--now", "2026-11-23T12:00:00Z", "--to", target, "--output", output],
            environment: ["DIGEST_PROFILE_README": "git+file://\(bare)#main"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("DIGEST_PROFILE_README needs DIGEST_SITE_URL"), "\(result.stderr)")
        #expect(BinaryRunner.files(under: target).isEmpty)
        #expect(try Self.log(bare) == ["initial"])
    }

    @Test(arguments: [
        ("rsync:me@host:/srv", "is not a git repository"), ("/srv/profile", "is not a git repository"),
        ("git+file:///srv/me.git#bad..branch", "is not a branch name"),
    ])
    func aSettingThatIsNotAGitBranchIsAUsageError(value: String, message: String) throws {
        let result = try Self.publish(try PublishTests.site(), ["DIGEST_PROFILE_README": value])
        #expect(result.status == 64)
        #expect(result.stderr.contains("DIGEST_PROFILE_README"), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// Issue 66: a README that shows the two lines as an example in a fence (and names a marker in
    /// a sentence) gets the card in its real block, below; the example stays byte for byte.
    @Test func theMarkersShownInAFenceAreLeftAsTheyAre() throws {
        let example = "# Me\n\nAdd this:\n\n```md\n<!-- weekly-digest:start -->\n<!-- weekly-digest:end -->\n```\n\n"
        let prose = "Or write `<!-- weekly-digest:start -->` anywhere.\n"
        let block = "<!-- weekly-digest:start -->\nold\n<!-- weekly-digest:end -->\n"
        let bare = try Self.repository(Array((example + prose + block).utf8))
        let result = try Self.publish(try PublishTests.site(), ["DIGEST_PROFILE_README": "git+file://\(bare)#main"])
        #expect(result.status == 0, "\(result.stderr)")
        let updated = String(decoding: try Self.readme(bare), as: UTF8.self)
        #expect(updated.hasPrefix(example + prose + "<!-- weekly-digest:start -->\n<a href="), "\(updated)")
        #expect(updated.hasSuffix("\n<!-- weekly-digest:end -->\n") && !updated.contains("old"))
    }

    /// A password in the repository's address is never printed, whatever git says.
    @Test func aPasswordInTheAddressIsNeverPrinted() throws {
        let result = try Self.publish(
            try PublishTests.site(),
            ["DIGEST_PROFILE_README": "git+https://me:s3cret-token@127.0.0.1:1/me/me.git#main"])
        #expect(result.status == 1)
        #expect(!(result.stdout + result.stderr).contains("s3cret-token"), "\(result.stderr)")
        // Issue 66: the user part is hidden whole, whether or not a password follows it.
        #expect(result.stderr.contains("git+https://***@127.0.0.1"), "\(result.stderr)")
    }
}
