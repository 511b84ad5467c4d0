import DigestPublish

extension DoctorReport {
    /// The email settings as `email` would read them; nothing is sent.
    mutating func checkMail(_ environment: [String: String]) {
        guard Configuration.value("DIGEST_MAIL_TO", in: environment) != nil else {
            add("Email", "not configured: set DIGEST_MAIL_TO, DIGEST_MAIL_FROM and SMTP_URL to email the digest")
            return
        }
        let settings: MailSettings
        do { settings = try MailSettings(environment: environment, toOption: nil) } catch {
            problem("Email", error.message, status: error.status)
            return
        }
        let recipients = settings.to.map(\.address).joined(separator: ", ")
        let route: String
        if let smtp = settings.smtp {
            let security = switch smtp.security {
            case .implicitTLS: "TLS"
            case .startTLS: "STARTTLS required"
            case .plainLoopback: "plain, loopback only"
            }
            route = "\(smtp.url) (\(security))\(smtp.username.map { ", login \($0)" } ?? "")"
        } else {
            route = "no SMTP_URL: only `email --sendmail` or `--dry-run` will work"
        }
        add("Email", "from \(settings.from.address) to \(recipients) via \(route); ledger \(MailLedger(folder: settings.stateFolder).path)")
    }
}
