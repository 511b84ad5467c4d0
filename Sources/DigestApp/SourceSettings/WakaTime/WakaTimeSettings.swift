import DigestCore
import DigestSources
import DigestSystem
import Foundation

/// The WakaTime settings: `WAKATIME_API_KEY` turns coding time on; `WAKATIME_API_URL` names a
/// Wakapi server (or another WakaTime-compatible API).
struct WakaTimeSettings: SourceSettings {
    static let about = SourceAbout(
        name: "WakaTime", docs: "wakatime-or-wakapi", part: .coding,
        settings: [
            .on("WAKATIME_API_KEY", "your WakaTime or Wakapi API key", secret: true, example: "waka_..."),
            .option(
                "WAKATIME_API_URL", "the API's base URL, for a Wakapi server",
                example: "https://wakapi.dev/api/compat/wakatime/v1", standard: "`\(WakaTimeClient.defaultBase)`"),
        ],
        unset:
            "set WAKATIME_API_KEY to your WakaTime or Wakapi API key, or ACTIVITYWATCH_URL to a local ActivityWatch, to see your coding time.",
        runHelp: "WakaTime (or Wakapi, with WAKATIME_API_URL) gives the coding time.",
        doctorHelp: "for WakaTime it makes one request to check the key;",
        initOption: InitOption(name: "wakatime", valueName: nil, help: "Add the WakaTime key's line (coding time).") {
            given in
            [
                "# Coding time: your key from https://wakatime.com/settings/api-key",
                InitOption.line("WAKATIME_API_KEY", given),
            ]
        })

    /// The key (a secret: never printed).
    var key: String
    /// The API's base.
    var base: APIBase

    init?(environment: [String: String], fileSystem: any FileSystem) throws(RunError) {
        let base = try Configuration.base("WAKATIME_API_URL", default: WakaTimeClient.defaultBase, in: environment)
        guard let key = try Configuration.secret("WAKATIME_API_KEY", in: environment) else { return nil }
        (self.key, self.base) = (key, base)
    }

    /// The sentence, with the base URL a key would be sent to.
    static func notConfigured(in environment: [String: String]) -> String {
        let base =
            (try? Configuration.base("WAKATIME_API_URL", default: WakaTimeClient.defaultBase, in: environment))
            .map(\.description) ?? WakaTimeClient.defaultBase
        return
            "not configured: set WAKATIME_API_KEY to your WakaTime or Wakapi API key (\(base) is the base URL it would use)."
    }

    /// The client over `context`'s HTTP.
    func client(_ context: SourceContext) -> WakaTimeClient {
        WakaTimeClient(base: base, key: key, http: context.http, timeout: Double(context.timeout))
    }

    /// WakaTime's free plan answers only the last two weeks: older weeks come from its export (WAKATIME_DUMP).
    func past(_ context: SourceContext) -> PastReach {
        .recent(make(context).part, days: 14)
    }

    func make(_ context: SourceContext) -> MadeSource {
        MadeSource(part: .coding(WakaTimeSource(client: client(context))))
    }

    func check(_ context: SourceContext, into report: inout DoctorReport) async {
        report.add("WakaTime", "configured, base URL \(base)")
        do {
            let endpoint = try await client(context).verifyKey()
            report.add("", "✓ key accepted (\(endpoint))")
        } catch {
            switch error {
            case .keyRejected, .notFound, .answer(.malformed), .planLimit:
                report.problem("", error.description, status: .usage)
            default: report.problem("", error.description, status: .failure)
            }
        }
    }
}
