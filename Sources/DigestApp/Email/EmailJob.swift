import DigestCore
import DigestDelivery
import DigestRender
import DigestSite
import DigestSystem
import Foundation
import Logging

/// `email`'s work: a week's digest sent once, as text and HTML, by SMTP or sendmail.
package struct EmailJob: Sendable, ReportingJob {
    /// `--to`.
    var recipients: String?
    /// `--dry-run`.
    var dryRun: Bool
    /// `--force`.
    var force: Bool
    /// `--sendmail`.
    var sendmail: Bool
    /// The options.
    var inputs: CommandInputs
    /// What the job talks to the world through.
    var services: AppServices

    /// The job of these options.
    package init(
        recipients: String?, dryRun: Bool, force: Bool, sendmail: Bool, inputs: CommandInputs,
        services: AppServices = .live
    ) {
        self.recipients = recipients
        self.dryRun = dryRun
        self.force = force
        self.sendmail = sendmail
        self.inputs = inputs
        self.services = services
    }

    /// Sends with `environment` at `clockNow` (unless `--now` pins it); `report` names each week sent
    /// (or each draft written).
    package func run(
        environment: [String: String], clockNow: Date, report: inout JobReport
    ) async throws(RunError) -> ExitStatus {
        let config = try Configuration(environment: environment, fileSystem: services.fileSystem)
        let log = AppLog.logger(inputs.level, format: config.logFormat)
        let mail = try MailSettings(environment: environment, toOption: recipients, fileSystem: services.fileSystem)
        let clock = try inputs.clock(timeZone: config.timeZone, systemNow: clockNow)
        let now = clock.now
        if let week = inputs.week { _ = try clock.week(week) }
        let transport =
            try dryRun ? nil : makeTransport(mail, environment: environment, timeout: config.commandTimeout, log: log)
        let output = inputs.folder(config)
        // Read only, but never through a link: a week mailed is read from the site alone.
        try CommandLocks.refuseLinks(in: output, command: "email")
        let folders = try SiteFolders(output: output, config: config, fileSystem: services.fileSystem)
        // A site written before the history left the output folder is moved first, under its lock.
        if SiteHistoryMove(output: output, history: folders.history, fileSystem: folders.fileSystem).isNeeded() {
            let lock = try folders.lock(command: "email", config: config, log: log)
            if !inputs.quiet { report.say(lock.moved) }
        }
        let store = folders.store(clock, log: log)
        let lock = try CommandLocks.state(mail.stateFolder, command: "email", wait: config.lockWait)
        defer { withExtendedLifetime(lock) {} }
        // The sends of this site: one state folder may serve several.
        let ledger = MailLedger(folder: mail.stateFolder, site: folders.historyName, fileSystem: services.fileSystem)
        let plan = try plan(
            store, ledger: ledger, recipients: mail.to, output: output, endedBy: clock.lastEnded, log: log)
        guard !plan.isEmpty else {
            if !inputs.quiet {
                let latest = store.weeks().last
                if let latest, inputs.week == nil, Self.isBackfilled(latest, in: store) {
                    report.say(
                        "\(latest) was made by backfill, and a week made afterwards is not emailed unasked; nothing to do. `weekly-digest email --week \(latest)` sends it."
                    )
                    return .complete
                }
                report.say(
                    "\(latest.map(\.description) ?? "The latest week") was already sent to \(mail.to.map(\.address).joined(separator: ", ")); nothing to do. Use --force to send it again."
                )
            }
            return .complete
        }
        let templates = try inputs.loadTemplates(config, fileSystem: services.fileSystem)
        for (week, to) in plan {
            var message = try message(
                for: week, to: to, store: store, templates: templates, config: config, mail: mail, now: now)
            guard let transport else {
                report.say(
                    try writeDraft(message, week: week, locale: templates.words.code, folder: mail.stateFolder))
                continue
            }
            try await send(
                &message, week: week, to: to.map(\.address), by: transport, ledger: ledger, now: now, log: log,
                report: &report)
        }
        return .complete
    }

    /// Sends `message` once: recorded as being sent first (a state folder that cannot be written
    /// stops it there), then as sent.
    ///
    /// After a run that stopped in between, the same Message-ID is reused.
    func send(
        _ message: inout MailMessage, week: ISOWeek, to: [String], by transport: any MailTransport,
        ledger: MailLedger, now: Date, log: Logger, report: inout JobReport
    ) async throws(RunError) {
        do {
            if !force, let interrupted = try ledger.interrupted(week, to: to) {
                message.messageID = interrupted.messageID
                log.warning(
                    "an earlier run stopped while sending \(week) to \(interrupted.to), so a copy may already have arrived; sending it again with the same Message-ID \(interrupted.messageID), which mail clients can recognise."
                )
            }
            try ledger.beginSending(week, to: to, messageID: message.messageID, at: now)
        } catch { throw .failure(error.message) }
        let started = ContinuousClock.now
        log.debug(
            "sending \(week) to \(to.count) recipient(s) by \(transport.destination)",
            metadata: ["messageID": "\(message.messageID)"])
        do throws(MailError) { try await transport.send(message, from: message.from.address, to: to) } catch {
            // A message that may have arrived stays recorded as being sent, with its Message-ID.
            if error.kind == .unknownOutcome {
                log.info(
                    "\(transport.destination) gave no answer to \(week) after \(ProgressReporter.milliseconds(ContinuousClock.now - started)) ms"
                )
                throw .failure(error.message)
            }
            try? ledger.cancelSending(week, to: to)
            log.info(
                "\(transport.destination) refused \(week) after \(ProgressReporter.milliseconds(ContinuousClock.now - started)) ms"
            )
            throw .failure(error.message)
        }
        log.debug(
            "\(transport.destination) accepted \(week) in \(ProgressReporter.milliseconds(ContinuousClock.now - started)) ms"
        )
        do { try ledger.markSent(week, to: to, at: now) } catch { throw .failure(error.message) }
        if !inputs.quiet {
            report.say("Sent \(week) to \(to.joined(separator: ", ")) by \(transport.destination): \(message.subject)")
        }
    }

    /// What to send: `--week` (to whoever has not had it, or everyone with --force or --dry-run);
    /// else the latest week and any week a failed send left behind (``MailPlan``).
    ///
    /// Weeks the ledger records that have not ended by `endedBy` (a clock that ran ahead) count for
    /// nothing, and are reported with how to clear them.
    func plan(
        _ store: SnapshotStore, ledger: MailLedger, recipients: [MailAddress], output: String, endedBy: ISOWeek,
        log: Logger
    ) throws(RunError) -> [(week: ISOWeek, to: [MailAddress])] {
        let week = try chosenWeek(store, output: output)
        if force || dryRun { return [(week, recipients)] }
        do {
            let sent = try ledger.entries()
            let ahead = MailPlan.ahead(of: endedBy, in: sent)
            if !ahead.isEmpty {
                log.warning(
                    "The sent-mail ledger \(ledger.path) records \(ahead.map(\.description).joined(separator: ", ")) as sent, which \(ahead.count == 1 ? "has" : "have") not ended (the last week that has is \(endedBy)): a clock that ran ahead sent \(ahead.count == 1 ? "it" : "them"). Ignored until then; to clear \(ahead.count == 1 ? "it" : "them"), remove \(ahead.count == 1 ? "its entries" : "their entries") from \(ledger.path)."
                )
            }
            guard inputs.week != nil else {
                return MailPlan.weeks(Self.mailable(store), recipients: recipients, sent: sent, endedBy: endedBy)
            }
            let done = Set(try ledger.alreadySent(week, to: recipients.map(\.address)).map { $0.to.lowercased() })
            let pending = recipients.filter { !done.contains($0.address.lowercased()) }
            return pending.isEmpty ? [] : [(week, pending)]
        } catch { throw .failure(error.message) }
    }

    /// The message of `week`'s digest to `to`.
    package func message(
        for week: ISOWeek, to: [MailAddress], store: SnapshotStore, templates: TemplateSet, config: Configuration,
        mail: MailSettings, now: Date
    ) throws(RunError) -> MailMessage {
        let loaded: Digest?
        do { loaded = try store.load(week) } catch { throw .failure(error.description) }
        guard let digest = loaded else {
            throw .failure(
                "There is no digest of \(week) to email (\(store.path(of: week)) is missing): run `weekly-digest run --week \(week)` first."
            )
        }
        let previous = (try? store.load(week.previous)) ?? nil
        let email: RenderedEmail
        // What the recipients see of the names: every project unless DIGEST_MAIL_PROJECTS narrows it.
        let names = config.names.mail
        do {
            email = try EmailRenderer(templates: templates, site: config.site).render(
                names.apply(to: digest), previous: previous.map(names.apply(to:)), unsubscribe: mail.unsubscribe,
                history: store.indexedHistory().map { WeekHistory($0.summaries.map(names.apply(to:))) })
        } catch {
            throw .failure("Template \(error)")
        }
        // The same week, recipients and words make the same Message-ID; --force sends a new message.
        let token = MessageToken.derive(
            [week.description] + to.map { $0.address.lowercased() }.sorted()
                + [email.subject, email.text, email.html] + (force ? [ISOTimestamp.string(now)] : []))
        return MailMessage(
            from: mail.from, to: to, subject: email.subject, date: now, timeZone: config.timeZone,
            token: token, text: email.text, html: email.html, unsubscribe: mail.unsubscribe)
    }

    /// `--week`, else the latest week with a snapshot.
    func chosenWeek(_ store: SnapshotStore, output: String) throws(RunError) -> ISOWeek {
        if let week = inputs.week { return week }
        guard let latest = store.weeks().last else {
            throw .failure("\(output) holds no digest to email: run `weekly-digest run` first.")
        }
        return latest
    }

    func makeTransport(_ mail: MailSettings, environment: [String: String], timeout: Int, log: Logger)
        throws(RunError)
        -> any MailTransport
    {
        if sendmail {
            guard
                let command = SendmailTransport.locate(
                    explicit: mail.sendmail, path: environment["PATH"] ?? "/usr/bin:/bin",
                    fileSystem: services.fileSystem)
            else {
                throw .usage(
                    "--sendmail needs a sendmail command: install msmtp-mta or postfix, or set DIGEST_SENDMAIL to its path\(mail.sendmail.map { " (\($0) is not an executable)" } ?? "")."
                )
            }
            SignalCleanup.install()
            return SendmailTransport(command: command, runner: services.commandRunner(Double(timeout), log))
        }
        guard let smtp = mail.smtp else {
            throw .usage(
                "Say how to send: set SMTP_URL (smtp://host:587 or smtps://host:465), or pass --sendmail, or --dry-run to only write the message."
            )
        }
        return services.smtp(smtp, timeout)
    }

    /// Writes `message` into the outbox as a draft; its path, which the report gives.
    func writeDraft(_ message: MailMessage, week: ISOWeek, locale: String, folder: String) throws(RunError) -> String {
        let outbox = NSString(string: folder).appendingPathComponent("outbox")
        // Named by week and language, so an English and a Japanese dry run do not overwrite each other.
        let path = NSString(string: outbox).appendingPathComponent("\(week).\(locale).eml")
        do {
            try FolderCheck.make(outbox, mode: 0o700)
            try services.fileSystem.writeAtomically(message.encoded, to: path)
        } catch let problem as FolderProblem {
            throw .failure(
                "Cannot write \(path): \(problem.cause); free space there, or set DIGEST_STATE to a folder you can write."
            )
        } catch {
            throw .failure("Cannot write \(error); free space there, or set DIGEST_STATE to a folder you can write.")
        }
        return path
    }
}
