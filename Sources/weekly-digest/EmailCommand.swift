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
            site) records who got which week; a rerun skips them unless --force. A failed send \
            records nothing, so the next run sends it: without --week, the latest week goes out \
            with any week after the last one a recipient got (at most four, oldest first). \
            DIGEST_LIST_UNSUBSCRIBE adds a List-Unsubscribe header and link.

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

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        do {
            try execute(environment: ProcessInfo.processInfo.environment, clockNow: Date())
        } catch {
            ProgressReporter.printError("error: \(error.message)")
            throw error.status.exitCode
        }
    }

    func execute(environment: [String: String], clockNow: Date) throws(RunError) {
        let config = try Configuration(environment: environment, systemZone: .current)
        let mail = try MailSettings(environment: environment, toOption: recipients)
        let now: Date
        do { now = try options.now.map(options.parsedNow) ?? clockNow } catch { throw .usage("\(error)") }
        let transport = try dryRun ? nil : makeTransport(mail, environment: environment)
        let output = options.output ?? config.outputFolder
        let store = SnapshotStore(root: output)
        let ledger = MailLedger(folder: mail.stateFolder)
        let plan = try plan(store, ledger: ledger, recipients: mail.to, output: output)
        guard !plan.isEmpty else {
            if !options.quiet {
                let latest = store.weeks().last.map(\.description) ?? "The latest week"
                print("\(latest) was already sent to \(mail.to.map(\.address).joined(separator: ", ")); nothing to do. Use --force to send it again.")
            }
            return
        }
        let templates = try TemplateLoader.load(folder: options.templates ?? config.templateFolder, locale: options.locale ?? config.locale)
        for (week, to) in plan {
            let message = try message(for: week, to: to, store: store, templates: templates, config: config, mail: mail, now: now)
            guard let transport else {
                try writeDraft(message, week: week, folder: mail.stateFolder)
                continue
            }
            do { try transport.send(message, from: mail.from.address, to: to.map(\.address)) } catch { throw .failure(error.message) }
            do {
                try ledger.record(to.map { MailLedger.Entry(week: week, to: $0.address, sentAt: now, messageID: message.messageID) })
            } catch { throw .failure(error.message) }
            if !options.quiet {
                print("Sent \(week) to \(to.map(\.address).joined(separator: ", ")) by \(transport.destination): \(message.subject)")
            }
        }
    }

    /// What to send: `--week` (to whoever has not had it, or everyone with --force or --dry-run);
    /// else the latest week and any week a failed send left behind (``MailPlan``).
    func plan(_ store: SnapshotStore, ledger: MailLedger, recipients: [MailAddress], output: String) throws(RunError) -> [(week: ISOWeek, to: [MailAddress])] {
        let week = try chosenWeek(store, output: output)
        if force || dryRun { return [(week, recipients)] }
        do {
            guard options.week != nil else { return MailPlan.weeks(store.weeks(), recipients: recipients, sent: try ledger.entries()) }
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
        return MailMessage(from: mail.from, to: to, subject: email.subject, date: now, timeZone: config.timeZone,
                           token: UUID().uuidString, text: email.text, html: email.html, unsubscribe: mail.unsubscribe)
    }

    /// `--week`, else the latest week with a snapshot.
    func chosenWeek(_ store: SnapshotStore, output: String) throws(RunError) -> ISOWeek {
        if let text = options.week {
            do { return try options.parsedWeek(text) } catch { throw .usage("\(error)") }
        }
        guard let latest = store.weeks().last else {
            throw .failure("\(output) holds no digest to email: run `weekly-digest run` first.")
        }
        return latest
    }

    func makeTransport(_ mail: MailSettings, environment: [String: String]) throws(RunError) -> any MailTransport {
        if sendmail {
            guard let command = SendmailTransport.locate(explicit: mail.sendmail, path: environment["PATH"] ?? "/usr/bin:/bin") else {
                throw .usage("--sendmail needs a sendmail command: install msmtp-mta or postfix, or set DIGEST_SENDMAIL to its path\(mail.sendmail.map { " (\($0) is not an executable)" } ?? "").")
            }
            return SendmailTransport(command: command)
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
            try FileManager.default.createDirectory(atPath: outbox, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try message.encoded.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .failure("Cannot write \(path) (\(error.localizedDescription)); set DIGEST_STATE to a folder you can write.")
        }
        print(path)
    }
}
