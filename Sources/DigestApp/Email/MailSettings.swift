import DigestDelivery
import DigestSystem
import Foundation

/// The email settings: sender, recipients, how to send, where the ledger lives.
package struct MailSettings {
    /// `DIGEST_MAIL_FROM`.
    var from: MailAddress
    /// `--to`, else `DIGEST_MAIL_TO`.
    var to: [MailAddress]
    /// `SMTP_URL` with its login, when set.
    var smtp: SMTPServer?
    /// `DIGEST_SENDMAIL`: the sendmail command's path, when set.
    var sendmail: String?
    /// `DIGEST_STATE`: what is never published (the ledger, dry-run messages).
    var stateFolder: String
    /// `DIGEST_LIST_UNSUBSCRIBE`: an `https:` or `mailto:` address for `List-Unsubscribe`.
    var unsubscribe: String?

    /// Reads `environment`; `toOption` is `--to`.
    init(environment: [String: String], toOption: String?, fileSystem: any FileSystem) throws(RunError) {
        func value(_ name: String) -> String? { Configuration.value(name, in: environment) }
        do {
            guard let from = value("DIGEST_MAIL_FROM") else {
                throw MailError(
                    .setting,
                    "DIGEST_MAIL_FROM is not set: set it to the sender, e.g. DIGEST_MAIL_FROM='Weekly digest <me@example.com>'."
                )
            }
            self.from = try MailAddress(parsing: from, setting: "DIGEST_MAIL_FROM")
            guard let to = toOption ?? value("DIGEST_MAIL_TO") else {
                throw MailError(
                    .setting, "No recipient: pass --to ADDR or set DIGEST_MAIL_TO (several may be separated by commas)."
                )
            }
            self.to = try MailAddress.list(to, setting: toOption == nil ? "DIGEST_MAIL_TO" : "--to")
            let username = try Configuration.secret("SMTP_USERNAME", in: environment)
            let password = try Configuration.secret("SMTP_PASSWORD", in: environment)
            let caFile = value("SMTP_CA_FILE")
            self.smtp = try value("SMTP_URL").map { (url: String) throws(MailError) in
                try SMTPServer(
                    url: url, username: username, password: password, caFile: caFile, fileSystem: fileSystem)
            }
        } catch let error as MailError {
            throw .usage(error.message)
        } catch let error as RunError {
            throw error
        } catch {
            throw .usage("\(error)")
        }
        self.sendmail = value("DIGEST_SENDMAIL")
        self.stateFolder = try Configuration.stateFolder(environment)
        if let unsubscribe = value("DIGEST_LIST_UNSUBSCRIBE") {
            guard let checked = MailMessage.unsubscribeHeader(unsubscribe) else {
                throw .usage(
                    "DIGEST_LIST_UNSUBSCRIBE is not an https: or mailto: address without spaces: set it to e.g. mailto:me@example.com?subject=unsubscribe, or unset it."
                )
            }
            self.unsubscribe = checked
        }
    }
}
