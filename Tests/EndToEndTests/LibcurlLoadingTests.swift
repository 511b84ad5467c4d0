import Foundation
import TestSupport
import Testing

/// libcurl is opened only when a fetch or a mail needs it: the binary starts without it, `render`
/// works where it cannot be loaded, and a fetch there says at once what to install.
@Suite(.serialized)
struct LibcurlLoadingTests {
    /// A folder whose `libcurl.so.4` and `libcurl-gnutls.so.4` are not libraries: with it first on
    /// `LD_LIBRARY_PATH`, loading libcurl fails as on a machine without it.
    static func brokenLibraries() throws -> String {
        let folder = try BinaryRunner.temporaryFolder()
        for name in ["libcurl.so.4", "libcurl-gnutls.so.4"] {
            try Data("not a library\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
        }
        return folder
    }

    @Test func theBinaryDoesNotLinkLibcurl() throws {
        let result = try BinaryRunner.run("/usr/bin/ldd", [BinaryRunner.binary], in: "/")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("libcmark"), "ldd lists the linked libraries: \(result.stdout)")
        #expect(!result.stdout.contains("libcurl"), "\(result.stdout)")
    }

    @Test func renderWorksWhereLibcurlCannotBeLoaded() throws {
        let output = try BinaryRunner.temporaryFolder()
        let sample = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + SampleRun.pinned, environment: ["DIGEST_TIMEZONE": "Asia/Tokyo"])
        #expect(sample.status == 0, "\(sample.stderr)")
        let page = output + "/weeks/2026-W47/index.html"
        try FileManager.default.removeItem(atPath: page)
        let render = try BinaryRunner.digest(
            ["render", "--output", output],
            environment: ["DIGEST_TIMEZONE": "Asia/Tokyo", "LD_LIBRARY_PATH": try Self.brokenLibraries()])
        #expect(render.status == 0, "\(render.stdout)\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: page))
    }

    @Test func aFetchWithoutLibcurlSaysWhatToInstallAtOnce() throws {
        let server = try LoopbackHTTPServer { _ in .json(200, "{}") }
        defer { server.stop() }
        let output = try BinaryRunner.temporaryFolder()
        let started = Date()
        let result = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned,
            environment: [
                "DIGEST_TIMEZONE": "Asia/Tokyo", "WAKATIME_API_KEY": "not-a-real-key-libcurl-0001",
                "WAKATIME_API_URL": server.baseURL + "/api/v1", "LD_LIBRARY_PATH": try Self.brokenLibraries(),
            ])
        #expect(result.status == 3, "the digest is written and the source reported failed: \(result.stderr)")
        #expect(server.requests.isEmpty)
        // A connection refused is retried for about 5 s; a missing library is not retried.
        #expect(Date().timeIntervalSince(started) < 4, "not retried as if the network were down")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(
            page.contains("libcurl.so.4") && page.contains("apt-get install libcurl4"), "the page says what to install")
    }
}
