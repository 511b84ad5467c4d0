import DigestCore
import DigestSources
import DigestSystem
import Foundation

/// The ActivityWatch settings: coding time from a local ActivityWatch, without any account.
///
/// `ACTIVITYWATCH_URL` (such as `http://localhost:5600`) turns it on; `ACTIVITYWATCH_API_KEY` only
/// where the server asks for one. WakaTime, when configured too, is the coding source.
struct ActivityWatchSettings: SourceSettings {
    static let about = SourceAbout(
        name: "ActivityWatch", docs: "activitywatch", part: .coding,
        settings: [
            .on(
                "ACTIVITYWATCH_URL",
                "your ActivityWatch server, for coding time without an account (not with WakaTime)",
                example: "http://localhost:5600"),
            .option(
                "ACTIVITYWATCH_API_KEY", "only where the server asks for one ([server.auth] api_key)", secret: true),
        ],
        unset: "set WAKATIME_API_KEY, or ACTIVITYWATCH_URL for a local ActivityWatch, to see your coding time.",
        runHelp: """
            ActivityWatch (ACTIVITYWATCH_URL, without WakaTime) gives the coding time from its editor \
            watchers, counted only while you were not away; file paths and window titles are never kept.
            """,
        doctorHelp: "for ActivityWatch it lists the buckets;",
        initOption: InitOption(
            name: "activitywatch", valueName: "url",
            help: "Your ActivityWatch server, such as http://localhost:5600 (coding time without an account)."
        ) { given throws(RunError) in
            [
                "# Coding time without an account: a local ActivityWatch with an editor watcher",
                "# (aw-watcher-vscode); not read when WAKATIME_API_KEY is set.",
                InitOption.line(
                    "ACTIVITYWATCH_URL",
                    try InitOption.checked(given) { value throws(RunError) in
                        try Configuration.base("ACTIVITYWATCH_URL", default: value, in: [:]).description
                    }, example: "http://localhost:5600"),
                InitOption.line("ACTIVITYWATCH_API_KEY", nil),
            ]
        })

    /// The server.
    var base: APIBase
    /// The key, when set (a secret: never printed).
    var key: String?

    /// The settings in `environment`; nil when `ACTIVITYWATCH_URL` is unset, or when WakaTime is
    /// configured (then the coding source).
    init?(environment: [String: String], fileSystem: any FileSystem) throws(RunError) {
        guard let url = Configuration.value("ACTIVITYWATCH_URL", in: environment),
            Configuration.value("WAKATIME_API_KEY", in: environment) == nil
        else { return nil }
        base = try Configuration.base("ACTIVITYWATCH_URL", default: url, in: environment)
        key = try Configuration.secret("ACTIVITYWATCH_API_KEY", in: environment)
    }

    /// Not configured, or not used beside WakaTime.
    static func notConfigured(in environment: [String: String]) -> String {
        if Configuration.value("ACTIVITYWATCH_URL", in: environment) != nil {
            return
                "not used: WAKATIME_API_KEY is set, and WakaTime is the coding source (unset it to read ActivityWatch)."
        }
        return
            "not configured: set ACTIVITYWATCH_URL (such as http://localhost:5600) for coding time without an account."
    }

    /// The source over `context`'s HTTP.
    func source(_ context: SourceContext) -> ActivityWatchSource {
        ActivityWatchSource(
            client: ActivityWatchClient(base: base, key: key, http: context.http, timeout: Double(context.timeout)))
    }

    /// Its events reach back as far as the server keeps them: asked week by week.
    func past(_ context: SourceContext) -> PastReach {
        .weekly(make(context).part)
    }

    func make(_ context: SourceContext) -> MadeSource {
        MadeSource(part: .coding(source(context)))
    }

    /// The buckets: how many editors' and AFK watchers'.
    func check(_ context: SourceContext, into report: inout DoctorReport) async {
        report.add("ActivityWatch", "base URL \(base)\(key == nil ? "" : " (with ACTIVITYWATCH_API_KEY)")")
        do throws(ActivityWatchError) {
            let found = try await source(context).verify()
            guard found.editors > 0 else { throw .noEditorBucket(base: base.description) }
            report.add(
                "",
                "✓ \(found.editors) editor bucket\(found.editors == 1 ? "" : "s")\(found.away == 0 ? "; no AFK watcher: time away counts too" : ", and the AFK watcher")"
            )
        } catch {
            switch error {
            case .keyRejected, .noEditorBucket, .notActivityWatch: report.problem("", error.description, status: .usage)
            default: report.problem("", error.description, status: .failure)
            }
        }
    }
}
