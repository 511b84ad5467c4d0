import DigestCore
import Foundation
import TestSupport
import Testing

/// Issue 70, part 4: coding time without an account, from a loopback server answering as
/// ActivityWatch does, read by the built binary; WakaTime, when set too, is the coding source.
@Suite(.serialized)
struct ActivityWatchRunTests {
    typealias A = ActivityWatchFixtures

    static func environment(_ server: LoopbackHTTPServer, state: String) -> [String: String] {
        [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": state, "DIGEST_HTTP_ATTEMPTS": "1",
            "ACTIVITYWATCH_URL": server.baseURL, "ACTIVITYWATCH_API_KEY": A.key,
        ]
    }

    @Test func theWeeksCodingTimeComesFromTheEditorsWhileNotAway() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let server = try LoopbackHTTPServer(handler: A.reply)
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned, environment: Self.environment(server, state: state))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(server.requests.count == 3)
        #expect(server.requests.allSatisfy { $0.header("authorization") == "Bearer " + A.key })
        let markdown = try String(contentsOfFile: output + "/weeks/2026-W47/digest.md", encoding: .utf8)
        #expect(markdown.contains("**Total:** 1 h 10 m"), "\(markdown)")
        #expect(markdown.contains("Swift"), "\(markdown)")
        for file in BinaryRunner.files(under: folder) {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for secret in ["/home/hanako", "secret-draft", "Private.swift", "App.tsx", A.key] {
                #expect(!text.contains(secret), "\(secret) in \(file)")
            }
        }
        for text in [run.stdout, run.stderr] { #expect(!text.contains(A.key)) }
    }

    @Test func withWakaTimeSetActivityWatchIsNotReadAndDoctorSaysSo() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let server = try LoopbackHTTPServer(handler: A.reply)
        defer { server.stop() }
        var environment = Self.environment(server, state: folder + "/state")
        environment["WAKATIME_API_KEY"] = "waka_not-a-key"
        environment["WAKATIME_API_URL"] = server.baseURL + "/wakatime"
        let doctor = try BinaryRunner.digest(["doctor"], environment: environment)
        #expect((doctor.stdout + doctor.stderr).contains("not used: WAKATIME_API_KEY is set"), "\(doctor.stdout)")
        #expect(!server.requests.contains { $0.path.hasPrefix("/api/0/") })
    }

    @Test func doctorCountsTheBuckets() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let server = try LoopbackHTTPServer(handler: A.reply)
        defer { server.stop() }
        let doctor = try BinaryRunner.digest(["doctor"], environment: Self.environment(server, state: folder + "/s"))
        #expect(doctor.stdout.contains("✓ 1 editor bucket, and the AFK watcher"), "\(doctor.stdout)\(doctor.stderr)")
        #expect(!(doctor.stdout + doctor.stderr).contains(A.key))
    }
}
