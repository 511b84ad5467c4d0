import DigestCore
import DigestDelivery
import DigestRender
import DigestSite
import DigestSources
import DigestSystem
import Foundation
import Logging

/// `notify`'s work: the latest week (or `--week`), as the site shows it, posted once to each
/// configured channel; a channel that fails is tried again by the next run, and the others are
/// not posted twice (``NotifyLedger``).
///
/// A post is never sent twice within a run once it may have reached the service; one that may
/// have is "maybe posted", and the next run sends it again only where the channel's key makes
/// that safe (Matrix, the webhook), or with `resend`.
package struct NotifyJob: Sendable, ReportingJob {
    /// The options.
    var inputs: CommandInputs
    /// What the job talks to the world through.
    var services: AppServices
    /// `--resend`: post again what may have been posted to a channel that could show it twice.
    var resend: Bool
    /// `--team`: a team site's folder, whose week (`team.json`) is posted instead of the site's.
    var team: String?

    /// The job of these options.
    package init(inputs: CommandInputs, resend: Bool = false, team: String? = nil, services: AppServices = .live) {
        self.inputs = inputs
        self.resend = resend
        self.team = team
        self.services = services
    }

    /// How one channel's post ended, when not posted: why, and whether it may have arrived.
    struct Unposted {
        var sentence: String
        var mayHaveArrived: Bool
    }

    /// Posts with `environment` at `clockNow` (unless `--now` pins it); `report` names each channel
    /// posted to.
    package func run(
        environment: [String: String], clockNow: Date, report: inout JobReport
    ) async throws(RunError) -> ExitStatus {
        let config = try Configuration(environment: environment, fileSystem: services.fileSystem)
        let log = AppLog.logger(inputs.level, format: config.logFormat)
        let channels = try NotifySettings.channels(environment)
        guard !channels.isEmpty else {
            throw .usage(
                "No channel is configured: set at least one of \(NotifySettings.switches.joined(separator: ", ")) (docs/notify.md)."
            )
        }
        let clock = try inputs.clock(timeZone: config.timeZone, systemNow: clockNow)
        if let team {
            let (message, site) = try teamMessage(team, config: config)
            return try await post(
                message, site: site, to: channels, config: config, now: clock.now, log: log, report: &report)
        }
        let folders = try SiteFolders(output: inputs.folder(config), config: config, fileSystem: services.fileSystem)
        let store = folders.store(clock, log: log)
        let week = try inputs.week.map { text throws(RunError) in try clock.week(text) } ?? store.weeks().last
        guard let week else {
            throw .failure(
                "\(folders.output) has no stored week yet: run `weekly-digest run` first. Nothing was posted.")
        }
        let stored: Digest?
        do { stored = try store.load(week) } catch { throw .failure("\(error) Nothing was posted.") }
        guard let digest = stored else {
            throw .failure(
                "\(week) is not stored for \(folders.output): run `weekly-digest run --week \(week)` first. Nothing was posted."
            )
        }
        if inputs.week == nil, digest.backfill != nil {
            if !inputs.quiet {
                report.say(
                    "\(week) was made by backfill, and a week made afterwards is not posted unasked; nothing was posted. `weekly-digest notify --week \(week)` posts it."
                )
            }
            return .complete
        }
        let templates = try inputs.loadTemplates(config, fileSystem: services.fileSystem)
        let message = WeekNotification(
            config.names.site.apply(to: digest), words: templates.words, goal: config.goal, site: config.site)
        return try await post(
            message, site: folders.historyName, to: channels, config: config, now: clock.now, log: log, report: &report)
    }

    /// Posts `message` once to each of `channels`, the ledger keyed by `site`; a failure names the
    /// channels not posted to.
    func post(
        _ message: WeekNotification, site: String, to channels: [any NotifyChannel], config: Configuration, now: Date,
        log: Logger, report: inout JobReport
    ) async throws(RunError) -> ExitStatus {
        let week: ISOWeek
        do { week = try ISOWeek(parsing: message.week) } catch { throw .failure(error.description) }
        let state = try config.state.get()
        let lock = try CommandLocks.state(state, command: "notify", wait: config.lockWait)
        defer { withExtendedLifetime(lock) {} }
        let ledger = NotifyLedger(folder: state, site: site, fileSystem: services.fileSystem)
        let http = services.httpClient(attempts: config.httpAttempts, logger: log)
        var unposted: [Unposted] = []
        for channel in channels {
            if let outcome = try await post(
                message, week: week, to: channel, ledger: ledger, http: http, config: config, now: now, log: log,
                report: &report)
            {
                unposted.append(outcome)
            }
        }
        let failures = unposted.filter { !$0.mayHaveArrived }.map(\.sentence)
        let maybes = unposted.filter(\.mayHaveArrived).map(\.sentence)
        guard unposted.isEmpty else {
            let failed =
                failures.isEmpty
                ? ""
                : "\(week) was not posted to \(failures.joined(separator: "; ")). The next `weekly-digest notify` tries \(failures.count == 1 ? "it" : "them") again; no channel that has it gets it twice."
            throw .failure(([failed] + maybes).filter { !$0.isEmpty }.joined(separator: " "))
        }
        return .complete
    }

    /// Posts `message` of `week` to `channel` unless the ledger says it has it (or may have it);
    /// what went wrong, or nil.
    func post(
        _ message: WeekNotification, week: ISOWeek, to channel: any NotifyChannel, ledger: NotifyLedger,
        http: HTTPClient, config: Configuration, now: Date, log: Logger, report: inout JobReport
    ) async throws(RunError) -> Unposted? {
        do {
            let entry = try ledger.entry(week, channel: channel.name)
            if entry?.sent == true {
                if !inputs.quiet { report.say("\(week) was already posted to \(channel.shown).") }
                return nil
            }
            if entry?.mayHaveArrived == true, !channel.resendIsSafe, !resend {
                return Unposted(
                    sentence:
                        "\(week) may already be in \(channel.shown): an earlier post got no answer saying so. It is not posted again, so that it does not show twice; look, and run `weekly-digest notify --resend` to post it again.",
                    mayHaveArrived: true)
            }
            if entry != nil {
                log.notice(
                    "\(channel.shown): a run that did not finish began posting \(week); it is posted again with the same key."
                )
            }
            try ledger.begin(week, channel: channel.name, at: now)
            let request = channel.request(
                message, key: ledger.key(week, channel: channel.name), timeout: Double(config.httpTimeout))
            let response: HTTPResponse
            do { response = try await http.send(request) } catch {
                if case .unreachable(_, let reason, _) = error, reason.mayHaveArrived {
                    try ledger.markMaybePosted(week, channel: channel.name, at: now)
                    return Unposted(sentence: Self.maybePosted(week, to: channel, error), mayHaveArrived: true)
                }
                // Nothing of it left: the entry stays, and the next run posts it with the same key.
                return Unposted(sentence: "\(channel.shown) (\(error))", mayHaveArrived: false)
            }
            if let refusal = channel.refusal(response, to: request.url) {
                try ledger.forget(week, channel: channel.name)
                return Unposted(sentence: "\(channel.shown), which \(refusal)", mayHaveArrived: false)
            }
            try ledger.markSent(week, channel: channel.name, at: now)
            if !inputs.quiet { report.say("Posted \(week) to \(channel.shown).") }
            return nil
        } catch {
            throw .failure(error.description)
        }
    }

    /// What a post that may have arrived means for the next run, by the channel's rule.
    static func maybePosted(_ week: ISOWeek, to channel: any NotifyChannel, _ error: HTTPError) -> String {
        let next =
            channel.resendIsSafe
            ? "The next `weekly-digest notify` posts it again with the same key, which the service keeps as one message."
            : "It is not posted again, so that it does not show twice: look, and run `weekly-digest notify --resend` if it is not there."
        return "\(week) was maybe posted to \(channel.shown): \(error). \(next)"
    }
}
