import Foundation
import Testing

@testable import DigestDelivery

/// Reading `publish --to`.
struct PublishTargetTests {
    @Test(arguments: [
        ("/srv/www/digest", PublishTarget.folder("/srv/www/digest")),
        ("site", .folder("site")),
        ("file:///srv/www/digest", .folder("/srv/www/digest")),
        ("git+file:///srv/site.git#gh-pages", .git(repository: "file:///srv/site.git", branch: "gh-pages")),
        (
            "git@github.com:me/me.github.io.git#main",
            .git(repository: "git@github.com:me/me.github.io.git", branch: "main")
        ),
        ("https://github.com/me/site.git", .git(repository: "https://github.com/me/site.git", branch: "gh-pages")),
        ("git+ssh://git@host/srv/site#pages/site", .git(repository: "ssh://git@host/srv/site", branch: "pages/site")),
        ("rsync:me@host:/var/www/digest", .rsync("me@host:/var/www/digest")),
        (
            "git+site.git#pages",
            .git(repository: FileManager.default.currentDirectoryPath + "/site.git", branch: "pages")
        ),
        ("rsync:/tmp/site", .rsync("/tmp/site")),
    ])
    func targetsAreRead(text: String, expected: PublishTarget) throws {
        #expect(try PublishTarget(parsing: text) == expected)
    }

    @Test(arguments: [
        ("", "empty"), ("rsync:", "needs a destination"), ("rsync:--rsh=evil", "needs a destination"),
        ("git+#main", "names no repository"), ("git+--upload-pack=evil#x", "names no repository"),
        ("git+file:///srv/site.git#a..b", "'a..b' is not a branch name"),
        ("git+file:///srv/site.git#-f", "is not a branch name"),
        ("git+file:///srv/site.git#ブランチ", "is not a branch name"), ("folder#main", "a folder takes no #branch"),
        ("/srv/www\ndigest", "control characters"),
    ])
    func unusableTargetsSayWhy(text: String, mentions: String) {
        #expect {
            try PublishTarget(parsing: text)
        } throws: { error in
            "\(error)".contains(mentions)
                && "\(error)".contains("git+<url>#<branch>, rsync:<destination> or vault:<folder>")
        }
    }

    @Test func aPasswordInTheURLIsNeverShown() throws {
        let target = try PublishTarget(parsing: "git+https://me:s3cret-token@github.com/me/site.git#gh-pages")
        // Issue 66: the user part is a secret whether or not a password follows it (a token may be
        // the user: `https://<token>:x-oauth-basic@host`), so it is hidden whole.
        #expect(target.description == "git+https://***@github.com/me/site.git#gh-pages")
        #expect(
            PublishTarget.redacted("https://ghp_t0ken:x-oauth-basic@github.com/x.git") == "https://***@github.com/x.git"
        )
        // A user part without a password is a token as often as a name (`https://<token>@host`):
        // issue 66 found it printed by publish and doctor. It is hidden whole.
        #expect(PublishTarget.redacted("https://ghp_token1234@github.com/x.git") == "https://***@github.com/x.git")
        // A password may hold an `@`: the user part runs to the last one before the path.
        #expect(PublishTarget.redacted("https://me:p@ss@github.com/x.git") == "https://***@github.com/x.git")
        // scp-like and ssh addresses name who ssh logs in as; a path's own `@` is no login.
        #expect(PublishTarget.redacted("git@github.com:me/x.git") == "git@github.com:me/x.git")
        #expect(PublishTarget.redacted("file:///srv/a@b/x.git") == "file:///srv/a@b/x.git")
    }

    /// Over http(s) git is given the address without its login, which reaches it through the
    /// environment of our credential helper; over ssh the address is git's as written.
    @Test func theLoginLeavesTheAddressGitIsGiven() {
        let https = GitAddress("https://me:p%40ss@word@github.com/me/site.git")
        #expect(https.plain == "https://github.com/me/site.git")
        #expect(https.username == "me" && https.password == "p@ss@word")
        #expect(https.environment["WDGIT_PASSWORD"] == "p@ss@word")
        #expect(https.environment["GIT_CONFIG_VALUE_0"] == "", "the user's own helpers are not asked")
        #expect(!https.environment.values.contains { $0.contains("github.com") })
        let ssh = GitAddress("ssh://git@github.com/me/site.git")
        #expect(ssh.plain == "ssh://git@github.com/me/site.git" && ssh.environment.isEmpty)
        #expect(GitAddress("/srv/site.git").environment.isEmpty)
    }
}
