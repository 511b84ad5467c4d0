import Foundation
import TestSupport
import Testing

/// Issue 18.6 and 18.9: git, ssh, rsync and sendmail never outlive their deadline or us.
///
/// A remote
/// that accepts and never answers is given up; a stopped publish takes its git with it and leaves
/// no clone; a sendmail that hangs or quits before reading is an error with a sentence.
@Suite(.serialized)
struct SubprocessTests {
    /// Processes whose command line mentions `text` (git and its helpers name the remote's URL).
    static func processes(mentioning text: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid in
            guard Int(pid) != nil, let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
                return nil
            }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(text) ? "\(pid): \(line)" : nil
        }
    }

    /// Waits up to a second for processes to be gone (the kernel reaps killed ones quickly, not at once).
    static func settled(_ text: String) -> [String] {
        for _ in 0..<50 where !processes(mentioning: text).isEmpty { usleep(20_000) }
        return processes(mentioning: text)
    }

    /// A publish of a built site to a git remote that accepts and never answers, with a
    /// temporary folder of its own (where its clone goes): what these tests stop and time out.
    struct SilentPublish {
        let server: LoopbackHTTPServer
        let temporary: String
        let arguments: [String]
    }

    static func silentPublish() throws -> SilentPublish {
        let server = try LoopbackHTTPServer { _ in .silence }
        let output = try PublishTests.site(), temporary = try BinaryRunner.temporaryFolder()
        let target = "git+\(server.baseURL)/site.git#gh-pages"
        return SilentPublish(
            server: server, temporary: temporary,
            arguments: ["publish", "--now", "2026-11-23T12:00:00Z", "--to", target, "--output", output])
    }

    @Test func aGitRemoteThatNeverAnswersIsGivenUpAtTheDeadline() throws {
        let publish = try Self.silentPublish()
        let (server, temporary) = (publish.server, publish.temporary)
        defer { server.stop() }
        let started = Date()
        let result = try BinaryRunner.digest(
            publish.arguments, environment: ["DIGEST_COMMAND_TIMEOUT": "2", "TMPDIR": temporary])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("did not finish within 2 s (DIGEST_COMMAND_TIMEOUT) and was stopped"),
            "\(result.stderr)")
        #expect(Date().timeIntervalSince(started) < 15)
        #expect(Self.settled(server.baseURL).isEmpty, "no git is left talking to the remote")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty, "the clone is removed")
    }

    /// How a command launched with `arguments` and sent `signal` after `delay` microseconds ended.
    struct Stop {
        /// Its exit status.
        let status: Int32
        /// Whether it exited with 128 + the signal, or died of it.
        let endedAsAsked: Bool
        /// Seconds from the signal to its end.
        let seconds: Double
    }

    /// Launches the binary with `arguments`, sends `signal` after `delay` microseconds, and waits for it.
    static func stop(_ arguments: [String], environment: [String: String], after delay: UInt32, with signal: Int32)
        throws -> Stop
    {
        // The launched command's pipes stay open until it ends.
        let launched = try BinaryRunner.launch(BinaryRunner.binary, arguments, environment: environment)
        let process = launched.process
        usleep(delay)
        kill(process.processIdentifier, signal)
        let signalled = Date()
        process.waitUntilExit()
        withExtendedLifetime(launched) {}
        return Stop(
            status: process.terminationStatus,
            endedAsAsked: process.terminationStatus == 128 + signal || process.terminationReason == .uncaughtSignal,
            seconds: Date().timeIntervalSince(signalled))
    }

    /// SIGTERM and SIGINT at seeded random moments: each time, exit 128 + the signal, no git left,
    /// no clone left.
    ///
    /// Then SIGKILL, which nothing of ours survives: the next publish removes the clone.
    @Test func aStoppedPublishTakesItsGitAndItsCloneWithIt() throws {
        let publish = try Self.silentPublish()
        let (server, temporary, arguments) = (publish.server, publish.temporary, publish.arguments)
        defer { server.stop() }
        var random = SeededRandom(seed: 18_006)
        for trial in 0..<20 {
            let signal = trial.isMultiple(of: 2) ? SIGTERM : SIGINT
            let stop = try Self.stop(
                arguments, environment: ["TMPDIR": temporary],
                after: UInt32(Double.random(in: 0.05...0.5, using: &random) * 1_000_000), with: signal)
            #expect(stop.endedAsAsked, "trial \(trial): \(stop.status)")
            #expect(Self.settled(server.baseURL).isEmpty, "trial \(trial): no git is left")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty,
                "trial \(trial): no clone is left")
        }
        let killed = try BinaryRunner.launch(BinaryRunner.binary, arguments, environment: ["TMPDIR": temporary])
        // Killed once its clone is there (a fixed 0.3 s was too soon on a loaded machine), and
        // while its git still waits on the silent remote.
        let deadline = Date().addingTimeInterval(20)
        while try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty, Date() < deadline {
            usleep(20_000)
        }
        usleep(100_000)
        kill(killed.process.processIdentifier, SIGKILL)
        // Its git, in a group of its own, would give up the silent remote only after 30 s
        // (GIT_HTTP_LOW_SPEED_TIME), holding the test's pipes open; the test does not wait for that.
        for line in Self.processes(mentioning: server.baseURL) {
            if let pid = Int32(line.prefix { $0 != ":" }) { kill(pid, SIGKILL) }
        }
        killed.process.waitUntilExit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).count == 1, "SIGKILL leaves the clone")
        let next = try BinaryRunner.digest(
            arguments, environment: ["TMPDIR": temporary, "DIGEST_COMMAND_TIMEOUT": "1"])
        #expect(next.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty, "the next publish removed it")
    }

    /// A stop signal in a publish's first moments, while its handlers are being set up, is never
    /// lost: the process dies of it, or cleans up and exits with 128 + the signal, at once.
    ///
    /// A dispatch signal source alone ignored signals for a moment while it was set up, and the
    /// publish then ran on until its timeout.
    @Test func aStopSignalWhileHandlersAreSetUpIsNeverLost() throws {
        let publish = try Self.silentPublish()
        let (server, temporary, arguments) = (publish.server, publish.temporary, publish.arguments)
        defer { server.stop() }
        var random = SeededRandom(seed: 18_010)
        for trial in 0..<24 {
            let stop = try Self.stop(
                arguments, environment: ["TMPDIR": temporary, "DIGEST_COMMAND_TIMEOUT": "30"],
                after: UInt32.random(in: 0...40_000, using: &random), with: SIGTERM)
            #expect(stop.endedAsAsked, "trial \(trial): \(stop.status)")
            #expect(stop.seconds < 5, "trial \(trial): stopped at once")
            #expect(Self.settled(server.baseURL).isEmpty, "trial \(trial): no git is left")
        }
    }

    /// A sendmail script in a new folder.
    static func sendmail(_ script: String) throws -> String {
        let path = try BinaryRunner.temporaryFolder() + "/sendmail"
        try ("#!/bin/sh\n" + script + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    /// (the script, what the error says): one that hangs, one that quits before reading.
    static let sendmails: [(String, String)] = [
        ("sleep 600", "did not finish within 2 s (DIGEST_COMMAND_TIMEOUT) and was stopped"),
        (
            "echo 'sendmail: no configuration' >&2; exit 78",
            "exited with status 78 before reading the whole message: sendmail: no configuration"
        ),
    ]

    @Test(arguments: sendmails)
    func aSendmailThatHangsOrQuitsEarlyIsAnErrorNotASignal(script: String, message: String) throws {
        let path = try Self.sendmail(script)
        // A week of 300 long shared links: a message larger than a pipe holds, so one that quits
        // unread breaks the pipe (which once ended us with SIGPIPE, status 141 and no word).
        let output = try EmailTests.site { json in
            guard var links = json["sharedLinks"] as? [String: Any],
                var first = (links["value"] as? [[String: Any]])?.first
            else { return }
            var share = (first["shares"] as? [[String: Any]])?.first ?? [:]
            share["text"] = String(repeating: "A long post about Swift concurrency. ", count: 20)
            links["value"] = (0..<300).map { index in
                first.merging(["url": "https://example.com/\(index)", "shares": [share]]) { $1 }
            }
            json["sharedLinks"] = links
        }
        let state = try BinaryRunner.temporaryFolder() + "/state"
        let started = Date()
        let result = try EmailTests.email(
            output,
            [
                "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com",
                "DIGEST_STATE": state, "DIGEST_SENDMAIL": path, "DIGEST_COMMAND_TIMEOUT": "2",
            ], ["--sendmail"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(Date().timeIntervalSince(started) < 15)
        #expect(Self.settled(path).isEmpty, "the sendmail is not left running")
    }
}
