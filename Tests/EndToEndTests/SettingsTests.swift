import Foundation
import TestSupport
import Testing

/// Settings that cannot work stop `run` before anything is fetched or written: exit 64, and a
/// message that names the variable and the fix.
struct SettingsTests {
    @Test(arguments: [
        (["QIITA_TAGS": "swift, ios cocoa"], "QIITA_TAGS has 'ios cocoa'"),
        (["QIITA_TAGS": "tag:swift"], "QIITA_TAGS has 'tag:swift'"),
        (["QIITA_TAGS": " , ,"], "QIITA_TAGS is set but names no tag"),
        (["QIITA_TAGS": "swift", "QIITA_MAX_ARTICLES": "0"], "QIITA_MAX_ARTICLES is '0'"),
        (["QIITA_TAGS": "swift", "QIITA_MAX_ARTICLES": "lots"], "from 1 to 100"),
        (
            ["QIITA_TAGS": "swift", "DIGEST_HTTP_TIMEOUT": "0"],
            "DIGEST_HTTP_TIMEOUT is '0': set it to a whole number from 1 to 600"
        ),
        (["QIITA_TAGS": "swift", "DIGEST_HTTP_ATTEMPTS": "∞"], "DIGEST_HTTP_ATTEMPTS is '∞'"),
        (["QIITA_TAGS": "swift", "QIITA_API_URL": "http://qiita.example/api/v2"], "QIITA_API_URL"),
        (["QIITA_TAGS": "swift", "QIITA_ACCESS_TOKEN": "two words"], "QIITA_ACCESS_TOKEN contains spaces"),
        (
            ["X_BEARER_TOKEN": "t", "X_USERNAME": "hanako", "X_QUERY": "from:hanako filter:replies"],
            "X_QUERY uses filter:replies"
        ),
        (["X_BEARER_TOKEN": "t", "X_USERNAME": "not a handle"], "X_USERNAME is 'not a handle'"),
        (
            ["X_BEARER_TOKEN": "t", "X_USERNAME": "hanako", "X_QUERY": String(repeating: "a", count: 600)],
            "at most 512"
        ),
        (["X_ARCHIVE": "/nonexistent/archive"], "X_ARCHIVE is '/nonexistent/archive'"),
        (["X_BEARER_TOKEN": "t", "X_USERNAME": "hanako", "X_API_URL": "http://api.example/2"], "X_API_URL"),
        (
            ["QIITA_TAGS": "swift", "DIGEST_SITE_URL": "me.github.io/digest"],
            "DIGEST_SITE_URL is 'me.github.io/digest'"
        ),
        (["QIITA_TAGS": "swift", "DIGEST_SITE_URL": "javascript:alert(1)//"], "DIGEST_SITE_URL is"),
        (["QIITA_TAGS": "swift", "DIGEST_SITE_URL": "https://me.example/?utm_source=x"], "without query or fragment"),
        (["QIITA_TAGS": "swift", "DIGEST_SITE_URL": "https://user:pw@me.example/"], "DIGEST_SITE_URL is"),
        (["QIITA_TAGS": "swift", "DIGEST_SITE_URL": "ftp://me.example/"], "DIGEST_SITE_URL is"),
    ])
    func badSettingsAreUsageErrors(environment: [String: String], message: String) throws {
        let output = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(BinaryRunner.files(under: output).isEmpty)
    }

    /// The reading list's cap by its old name still works, and the run says the new name once;
    /// `doctor` says it too.
    @Test func theCapsOldNameWorksAndNamesTheNewOne() throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let environment = SampleRun.tokyo.merging(["QIITA_MAX_ARTICLES": "3"]) { $1 }
        let run = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.components(separatedBy: "rename it to DIGEST_READING_LIST_MAX=3").count == 2, "\(run.stderr)")
        let doctor = try BinaryRunner.digest(["doctor", "--output", output], environment: environment)
        #expect(doctor.stdout.contains("⚠ QIITA_MAX_ARTICLES is read as DIGEST_READING_LIST_MAX"), "\(doctor.stdout)")
    }
}
