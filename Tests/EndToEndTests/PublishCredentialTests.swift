import Foundation
import Synchronization
import TestSupport
import Testing

/// Issue 66: a git target's login is on no command line and in no file others can read.
///
/// Before, `git remote add origin <url>` and `git remote-http origin <url>` showed the token in
/// `ps`, and the temporary clone's `.git/config` held it, mode 644 in a 755 folder under /tmp.
@Suite(.serialized)
struct PublishCredentialTests {
    static let token = "tok3n-\(UUID().uuidString.prefix(8))"

    /// Every process's command line, as `ps` shows them, but weekly-digest's own (the test's
    /// `weekly-digest publish --to <address>`, the address the user typed, which a child also
    /// shows for the moment between its fork and its exec).
    static func commandLines() -> [String] {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return processes.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map {
                String(decoding: $0.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            }
        }.filter { !$0.hasPrefix(BinaryRunner.binary + " ") }
    }

    /// The clones of the publish run by process `pid` under the temporary folder (not those of
    /// publishes other suites run meanwhile).
    static func clones(of pid: Int32) -> [String] {
        let temporary = FileManager.default.temporaryDirectory.path
        return ((try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? [])
            .filter { $0.hasPrefix("weekly-digest-publish-\(pid)-") }.map { temporary + "/" + $0 }
    }

    /// While a publish waits on a remote that never answers, no process shows the token, and the
    /// clone it works in is its owner's alone and holds no login.
    @Test(arguments: ["me:\(token)", token, "me:\(token)@with-at"])
    func theLoginIsInNoCommandLineAndNoFile(login: String) throws {
        let server = try LoopbackHTTPServer { _ in .silence }
        defer { server.stop() }
        let output = try PublishTests.site()
        let target = "git+http://\(login)@127.0.0.1:\(server.port)/me/site.git#gh-pages"
        let publish = try BinaryRunner.launch(
            BinaryRunner.binary, ["publish", "--to", target, "--output", output, "--now", "2026-11-23T12:00:00Z"],
            environment: ["DIGEST_COMMAND_TIMEOUT": "6"])
        var seen: [String] = [], clone: String?
        var mode: Int?, config = ""
        let deadline = Date().addingTimeInterval(30)
        while publish.process.isRunning, Date() < deadline {
            seen += Self.commandLines().filter { $0.contains("git") }
            if let made = Self.clones(of: publish.process.processIdentifier).first {
                clone = made
                // Kept from the last look that found the clone: it goes when the publish ends.
                mode = (try? FileManager.default.attributesOfItem(atPath: made))?[.posixPermissions] as? Int ?? mode
                config = (try? String(contentsOfFile: made + "/.git/config", encoding: .utf8)) ?? config
            }
            usleep(20_000)
        }
        publish.process.waitUntilExit()
        let result = publish.result()
        #expect(result.status == 1, "\(result.stderr)")
        #expect(!server.requests.isEmpty, "git asked the silent remote")
        #expect(seen.contains { $0.contains("remote-http") || $0.contains("ls-remote") }, "\(seen)")
        let secret = String(login.split(separator: ":").last ?? "")
        #expect(!seen.contains { $0.contains(Self.token) }, "\(seen.filter { $0.contains(Self.token) })")
        #expect(clone != nil && mode == 0o700, "\(String(describing: clone)) \(String(describing: mode))")
        #expect(config.contains("url = http://127.0.0.1:\(server.port)/me/site.git"), "\(config)")
        #expect(!config.contains(Self.token) && !config.contains(secret))
        #expect(!(result.stdout + result.stderr).contains(Self.token), "\(result.stderr)")
    }

    /// The login still reaches the server that asks for it, through our credential helper, and
    /// only there; a login without a password (a token as the user) is shown as `***`.
    @Test(arguments: [("me", "s3cr3t-\(token)"), ("\(token)", "")])
    func theLoginReachesTheServerThatAsksForIt(user: String, password: String) throws {
        let server = try LoopbackHTTPServer { request in
            guard request.header("authorization") != nil else {
                return .respond(
                    status: 401, headers: ["WWW-Authenticate": "Basic realm=\"git\""], body: Data("login".utf8))
            }
            return .respond(status: 404, headers: [:], body: Data("no such repository".utf8))
        }
        defer { server.stop() }
        let login = password.isEmpty ? user : "\(user):\(password)"
        let target = "git+http://\(login)@127.0.0.1:\(server.port)/me/site.git#gh-pages"
        let result = try BinaryRunner.digest(
            ["publish", "--to", target, "--output", try PublishTests.site(), "--now", "2026-11-23T12:00:00Z"])
        #expect(result.status == 1)
        let sent = server.requests.compactMap { $0.header("authorization") }
        #expect(sent.contains("Basic " + Data("\(user):\(password)".utf8).base64EncodedString()), "\(sent)")
        #expect(!(result.stdout + result.stderr).contains(Self.token), "\(result.stderr)")
        #expect(result.stderr.contains("http://***@127.0.0.1"), "\(result.stderr)")
    }
}
