import ArgumentParser
import DigestCore
import DigestPublish
import DigestRender
import Foundation

/// `weekly-digest email`: send a week's digest once, as text and HTML, by SMTP or sendmail.
struct EmailCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "email",
        abstract: "Email the latest week's digest (or --week's): plain text and HTML in one message, sent once.",
        discussion: """
            The message is built from weeks/<week>/digest.json in the output folder (run first). It \
            goes from DIGEST_MAIL_FROM to DIGEST_MAIL_TO (or --to; several addresses separated by \
            commas) through SMTP_URL: smtp://host:587 with STARTTLS required, or smtps://host:465; \
            plain smtp:// only to 127.0.0.1, ::1 or localhost. SMTP_USERNAME and SMTP_PASSWORD log in; \
            SMTP_CA_FILE trusts a private certificate authority. \
            With --sendmail it is piped to `sendmail -t -i` instead (DIGEST_SENDMAIL names the command).

            A ledger in DIGEST_STATE (default ~/.local/state/weekly-digest/sent.json, never in the \
            site) records who got which week; a rerun skips them unless --force. A send is recorded \
            before the message leaves and again once the server accepts it, so a state folder that \
            cannot be written stops it first, and a run killed in between is made up by the next \
            with the same Message-ID. A refused send records nothing, so the next run sends it: \
            without --week, the latest week goes out with any week after the last one a recipient \
            got (at most four, oldest first). DIGEST_LIST_UNSUBSCRIBE adds a List-Unsubscribe header \
            and link. sendmail has DIGEST_COMMAND_TIMEOUT seconds (default 300).

            Exit status: 0 sent (or already sent); 1 not sent; 64 bad usage or configuration.
            """
    )

    @Option(name: .customLong("to"), help: ArgumentHelp("The recipients, comma-separated. Default: DIGEST_MAIL_TO.", valueName: "addr"))
    var recipients: String?

    @Flag(help: "Write the message to DIGEST_STATE/outbox/<week>.eml and print its path; send nothing.")
    var dryRun = false

    @Flag(help: "Send even to recipients the ledger says already got this week.")
    var force = false

    @Flag(help: "Pipe the message to `sendmail -t -i` (msmtp, Postfix) instead of SMTP_URL.")
    var sendmail = false

    @OptionGroup var week: WeekOption
    @OptionGroup var clock: ClockOption
    @OptionGroup var output: OutputOption
    @OptionGroup var templates: TemplateOptions
    @OptionGroup var level: LevelOptions

    func run() async throws {
        do {
            try execute(environment: ProcessInfo.processInfo.environment, clockNow: Date())
        } catch {
            ProgressReporter.printError("error: \(error.message)")
            throw error.status.exitCode
        }
    }

    func execute(environment: [String: String], clockNow: Date) throws(RunError) {
        let config = try Configuration(environment: environment)
        let mail = try MailSettings(environment: environment, toOption: recipients)
        let clock = try self.clock.clock(timeZone: config.timeZone, systemNow: clockNow)
        let now = clock.now
        if let week = week.week { _ = try clock.week(week) }
        let transport = try dryRun ? nil : makeTransport(mail, environment: environment, timeout: config.commandTimeout)
        let output = self.output.folder(config)
        let store = clock.store(output)
        let lock = try CommandLocks.state(mail.stateFolder, command: "email", wait: config.lockWait)
        defer { withExtendedLifetime(lock) {} }
        let ledger = MailLedger(folder: mail.stateFolder)
        let plan = try plan(store, ledger: ledger, recipients: mail.to, output: output)
        guard !plan.isEmpty else {
            if !level.quiet {
                let latest = store.weeks().last.map(\.description) ?? "The latest week"
                print("\(latest) was already sent to \(mail.to.map(\.address).joined(separator: ", ")); nothing to do. Use --force to send it again.")
            }
            return
        }
        let templates = try self.templates.load(config)
        for (week, to) in plan {
            var message = try message(for: week, to: to, store: store, templates: templates, config: config, mail: mail, now: now)
            guard let transport else {
                try writeDraft(message, week: week, folder: mail.stateFolder)
                continue
            }
            try send(&message, week: week, to: to.map(\.address), by: transport, ledger: ledger, now: now)
        }
    }

    /// Sends `message` once: recorded as being sent first (a state folder that cannot be written
    /// stops it there), then as sent. After a run that stopped in between, the same Message-ID is reused.
    func send(_ message: inout MailMessage, week: ISOWeek, to: [String], by transport: any MailTransport,
              ledger: MailLedger, now: Date) throws(RunError) {
        do {
            if !force, let interrupted = try ledger.interrupted(week, to: to) {
                message.messageID = interrupted.messageID
                ProgressReporter.printError("warning: an earlier run stopped while sending \(week) to \(interrupted.to), so a copy may already have arrived; sending it again with the same Message-ID \(interrupted.messageID), which mail clients can recognise.")
            }
            try ledger.beginSending(week, to: to, messageID: message.messageID, at: now)
        } catch { throw .failure(error.message) }
        do throws(MailError) { try transport.send(message, from: message.from.address, to: to) } catch {
            try? ledger.cancelSending(week, to: to)
            throw .failure(error.message)
        }
        do { try ledger.markSent(week, to: to, at: now) } catch { throw .failure(error.message) }
        if !level.quiet {
            print("Sent \(week) to \(to.joined(separator: ", ")) by \(transport.destination): \(message.subject)")
        }
    }

    /// What to send: `--week` (to whoever has not had it, or everyone with --force or --dry-run);
    /// else the latest week and any week a failed send left behind (``MailPlan``).
    func plan(_ store: SnapshotStore, ledger: MailLedger, recipients: [MailAddress], output: String) throws(RunError) -> [(week: ISOWeek, to: [MailAddress])] {
        let week = try chosenWeek(store, output: output)
        if force || dryRun { return [(week, recipients)] }
        do {
            guard self.week.week != nil else { return MailPlan.weeks(store.weeks(), recipients: recipients, sent: try ledger.entries()) }
            let done = Set(try ledger.alreadySent(week, to: recipients.map(\.address)).map { $0.to.lowercased() })
            let pending = recipients.filter { !done.contains($0.address.lowercased()) }
            return pending.isEmpty ? [] : [(week, pending)]
        } catch { throw .failure(error.message) }
    }

    /// The message of `week`'s digest to `to`.
    func message(for week: ISOWeek, to: [MailAddress], store: SnapshotStore, templates: TemplateSet, config: Configuration,
                 mail: MailSettings, now: Date) throws(RunError) -> MailMessage {
        let loaded: Digest?
        do { loaded = try store.load(week) } catch { throw .failure(error.description) }
        guard let digest = loaded else {
            throw .failure("There is no digest of \(week) to email (\(store.path(of: week)) is missing): run `weekly-digest run --week \(week)` first.")
        }
        let previous = (try? store.load(week.previous)) ?? nil
        let email: RenderedEmail
        do { email = try EmailRenderer(templates: templates, site: config.site).render(digest, previous: previous, unsubscribe: mail.unsubscribe) } catch {
            throw .failure("Template \(error)")
        }
        // The same week, recipients and words make the same Message-ID; --force sends a new message.
        let token = MessageToken.derive([week.description] + to.map { $0.address.lowercased() }.sorted()
                                        + [email.subject, email.text, email.html] + (force ? [DateFormat.rfc3339(now)] : []))
        return MailMessage(from: mail.from, to: to, subject: email.subject, date: now, timeZone: config.timeZone,
                           token: token, text: email.text, html: email.html, unsubscribe: mail.unsubscribe)
    }

    /// `--week`, else the latest week with a snapshot.
    func chosenWeek(_ store: SnapshotStore, output: String) throws(RunError) -> ISOWeek {
        if let week = week.week { return week }
        guard let latest = store.weeks().last else {
            throw .failure("\(output) holds no digest to email: run `weekly-digest run` first.")
        }
        return latest
    }

    func makeTransport(_ mail: MailSettings, environment: [String: String], timeout: Int) throws(RunError) -> any MailTransport {
        if sendmail {
            guard let command = SendmailTransport.locate(explicit: mail.sendmail, path: environment["PATH"] ?? "/usr/bin:/bin") else {
                throw .usage("--sendmail needs a sendmail command: install msmtp-mta or postfix, or set DIGEST_SENDMAIL to its path\(mail.sendmail.map { " (\($0) is not an executable)" } ?? "").")
            }
            SignalCleanup.install()
            return SendmailTransport(command: command, runner: ProcessCommandRunner(timeout: Double(timeout)))
        }
        guard let smtp = mail.smtp else {
            throw .usage("Say how to send: set SMTP_URL (smtp://host:587 or smtps://host:465), or pass --sendmail, or --dry-run to only write the message.")
        }
        return CurlSMTPTransport(server: smtp)
    }

    func writeDraft(_ message: MailMessage, week: ISOWeek, folder: String) throws(RunError) {
        let outbox = NSString(string: folder).appendingPathComponent("outbox")
        let path = NSString(string: outbox).appendingPathComponent("\(week).eml")
        do {
            try FolderCheck.make(outbox, mode: 0o700)
            try LocalFileSystem().writeAtomically(message.encoded, to: path)
        } catch let problem as FolderProblem {
            throw .failure("Cannot write \(path): \(problem.cause); free space there, or set DIGEST_STATE to a folder you can write.")
        } catch {
            throw .failure("Cannot write \(error); free space there, or set DIGEST_STATE to a folder you can write.")
        }
        print(path)
    }
}
