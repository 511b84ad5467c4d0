import Foundation
import Testing

@testable import DigestSources

/// Which API bases are accepted, and what the refusal says.
struct APIBaseTests {
    static let accepted: [(String, String)] = [
        ("https://wakatime.com/api/v1", "https://wakatime.com/api/v1"),
        ("https://wakapi.dev/api/compat/wakatime/v1/", "https://wakapi.dev/api/compat/wakatime/v1"),
        ("  https://api.x.com/2  ", "https://api.x.com/2"),
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
        ("http://localhost:3000/api", "http://localhost:3000/api"),
    ]

    @Test(arguments: accepted)
    func accepts(text: String, expected: String) throws {
        #expect(try APIBase(text, variable: "WAKATIME_API_URL").description == expected)
    }

    static let refused: [(String, String)] = [
        ("http://wakatime.com/api/v1", "plain http"),
        // IPv6 literals are refused up front (URLSession, the transport before libcurl, could not reach them).
        ("http://[::1]:9000", "IPv6 address"),
        ("https://[2001:db8::1]/api", "IPv6 address"),
        ("http://127.evil.example/api", "plain http"),
        ("http://127.0.0.1.nip.io/api", "plain http"),
        ("ftp://example.com", "https://"),
        ("javascript:alert(1)", "absolute URL"),
        ("wakatime.com/api/v1", "absolute URL"),
        ("", "absolute URL"),
        ("https://user:secret@wakatime.com/api", "password"),
        ("https://wakatime.com/api?api_key=abc", "query"),
        ("https://", "absolute URL"),
    ]

    @Test(arguments: refused)
    func refuses(text: String, mentions: String) {
        do {
            let base = try APIBase(text, variable: "WAKATIME_API_URL")
            Issue.record("accepted \(base)")
        } catch {
            #expect(error.description.hasPrefix("WAKATIME_API_URL"))
            #expect(error.description.contains(mentions), "\(error.description)")
            #expect(!error.description.contains("secret"))
        }
    }

    @Test func buildsPathsAndEncodesQueries() throws {
        let base = try APIBase("https://wakapi.dev/api/compat/wakatime/v1", variable: "V")
        let url = base.url(
            "/users/current/summaries", query: [("start", "2026-11-16"), ("timezone", "Etc/GMT+5"), ("q", "a b&c")])
        #expect(
            url.absoluteString
                == "https://wakapi.dev/api/compat/wakatime/v1/users/current/summaries?start=2026-11-16&timezone=Etc/GMT%2B5&q=a%20b%26c"
        )
    }
}
