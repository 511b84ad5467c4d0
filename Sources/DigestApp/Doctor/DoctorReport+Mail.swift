import DigestDelivery
import DigestSystem

extension DoctorReport {
    /// The state folder (the ledger, the locks): it must take a write and have room, or `email`
    /// would refuse to send; checked with a probe file that is removed again.
    mutating func checkState(_ environment: [String: String]) {
        let folder: String
        do { folder = try Configuration.stateFolder(environment) } catch {
            problem("State", error.message, status: error.status)
            return
        }
        if let problem = FolderCheck.problem(writing: folder) {
            self.problem(
                "State",
                "\(problem.description): `email` sends nothing until it can record what it sends; free space there or set DIGEST_STATE to a folder you can write.",
                status: .failure)
        } else {
            add("State", "\(folder) (writable, at least 1 MB free)")
        }
    }

    /// The email settings as `email` would read them; nothing is sent.
    mutating func checkMail(_ environment: [String: String]) {
        guard Configuration.value("DIGEST_MAIL_TO", in: environment) != nil else {
            add("Email", "not configured: set DIGEST_MAIL_TO, DIGEST_MAIL_FROM and SMTP_URL to email the digest")
            return
        }
        let settings: MailSettings
        do {
            settings = try MailSettings(environment: environment, toOption: nil, fileSystem: services.fileSystem)
        } catch {
            problem("Email", error.message, status: error.status)
            return
        }
        let recipients = settings.to.map(\.address).joined(separator: ", ")
        let route: String
        if let smtp = settings.smtp {
            let security =
                switch smtp.security {
                case .implicitTLS: "TLS"
                case .startTLS: "STARTTLS required"
                case .plainLoopback: "plain, loopback only"
                }
            route = "\(smtp.url) (\(security))\(smtp.username.map { ", login \($0)" } ?? "")"
        } else {
            route = "no SMTP_URL: only `email --sendmail` or `--dry-run` will work"
        }
        add(
            "Email",
            "from \(settings.from.address) to \(recipients) via \(route); ledger \(MailLedger(folder: settings.stateFolder, fileSystem: services.fileSystem).path)"
        )
    }
}
