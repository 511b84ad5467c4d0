import Foundation
import TestSupport
import Testing

/// Every page type in headless Chromium (`scripts/browser-check.sh`), and proof that the check
/// itself catches each problem it looks for.
@Suite(.serialized)
struct BrowserTests {
    static let checker = BinaryRunner.repository.appendingPathComponent("scripts/browser-check.py").path

    static func requireChromium() throws {
        _ = try #require(BinaryRunner.which("chromium"), "install it: apt-get install chromium python3-websocket")
    }

    @Test func everyPageTypeAndTheEmailRenderCleanlyAtEveryWidthInBothSchemesAndLanguages() throws {
        try Self.requireChromium()
        let result = try BinaryRunner.run(
            "/bin/bash", [BinaryRunner.repository.appendingPathComponent("scripts/browser-check.sh").path],
            environment: ["WEEKLY_DIGEST": BinaryRunner.binary])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        // Five pages (the latest week, an older week, the archive, the trends page, the year) and the
        // profile cards as a README shows them at 320, 390 and 1280 px, and the email at 320, 360 and
        // 600 px, light and dark: 42 views a language.
        #expect(
            result.stdout.components(separatedBy: "42 views checked, 0 problem(s)").count == 3, "\(result.stdout)")
        // And the team page, with a member's hostile name, in each language: 6 views each.
        #expect(
            result.stdout.components(separatedBy: "\n6 views checked, 0 problem(s)").count == 3, "\(result.stdout)")
        let shots = BinaryRunner.repository.appendingPathComponent(".build/browser-check/shots").path
        for name in [
            "en/index-320-light", "en/index-1280-dark", "ja/weeks-2026-W46-390-dark", "en/archive-1280-light",
            "en/email-360-light", "ja/email-320-dark", "ja/email-600-light", "en/trends-390-dark",
            "ja/trends-1280-light", "ja/archive-2026-390-light", "en/archive-2026-1280-dark", "en/card-390-dark",
            "ja/card-1280-light", "team-en/index-320-light", "team-ja/index-390-dark", "team-ja/index-1280-light",
        ] {
            #expect(FileManager.default.fileExists(atPath: "\(shots)/\(name).png"), "no screenshot \(name)")
        }
    }

    @Test func theCheckCatchesEachProblemItLooksFor() throws {
        try Self.requireChromium()
        let site = try BinaryRunner.temporaryFolder()
        let page = """
            <!DOCTYPE html>
            <html><head><title> </title><link rel="stylesheet" href="missing.css"></head>
            <body style="background:#fff"><h1>One</h1><h1>Two</h1><h3>Skip</h3>
            <p style="color:#bbb">faint text</p><a href="x"></a><img src="missing.png" alt="gone">
            <div style="width:2000px">wide</div><svg><rect width="1" height="1"/></svg><img src="broken.svg" alt="x">
            <p style="width:3em">took 6 h 10 m</p><input type="text">
            <script>alert('x'); console.error('boom');</script>
            </body></html>
            """
        try page.write(toFile: site + "/bad.html", atomically: true, encoding: .utf8)
        try "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect></svg>".write(
            toFile: site + "/broken.svg", atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run("/usr/bin/python3", [Self.checker, "--no-shots", site, "bad.html"])
        #expect(result.status == 1)
        // --no-shots checks everything below and takes no picture.
        #expect(BinaryRunner.files(under: site).filter { $0.hasSuffix(".png") } == [])
        for problem in [
            "a request failed: net::ERR_FILE_NOT_FOUND (Stylesheet)",
            "a request failed: net::ERR_FILE_NOT_FOUND (Image)",
            "a JavaScript dialog opened: 'x'", "console error: boom", "no lang attribute", "no <title>",
            "2 h1 elements", "skips from h1 to h3", "has no role=img with a text alternative",
            "a link to x has no text",
            "\"faint text\" (<p class=\"\">) has contrast 1.92:1, below 4.5:1", "wider than a 390 px screen",
            "wider than a 320 px screen", "the image file://\(site)/broken.svg cannot be shown",
            "\"6 h 10 m\" is split over two lines", "axe html-has-lang:", "axe label:",
        ] {
            #expect(result.stdout.contains(problem), "the check missed: \(problem)")
        }
    }
}
