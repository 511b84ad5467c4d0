import DigestSystem
import Foundation

/// Sends mail by piping it to `sendmail -t -i -f <sender>` (the interface of msmtp, Postfix, exim
/// and sendmail): recipients come from the `To` header, a line holding only `.` does not end the
/// message, and the envelope sender is DIGEST_MAIL_FROM.
package struct SendmailTransport: MailTransport {
    /// The command's path.
    let command: String
    let runner: any CommandRunner

    /// Where sendmail is usually installed when it is not on PATH.
    static let usualPlaces = ["/usr/sbin/sendmail", "/usr/lib/sendmail"]

    /// A transport through `command`, run by `runner` (with its deadline).
    package init(command: String, runner: any CommandRunner = ProcessCommandRunner()) {
        self.command = command
        self.runner = runner
    }

    /// The sendmail to use: `explicit` (DIGEST_SENDMAIL) when given, else `sendmail` on `path`, else
    /// the usual places, as `fileSystem` finds them; nil when there is none.
    package static func locate(explicit: String?, path: String, fileSystem: any FileSystem) -> String? {
        if let explicit { return fileSystem.allows(.execute, at: explicit) ? explicit : nil }
        let candidates = path.split(separator: ":").map { "\($0)/sendmail" } + usualPlaces
        return candidates.first { fileSystem.allows(.execute, at: $0) }
    }

    package var destination: String { "\(command) -t -i" }

    package func send(_ message: MailMessage, from sender: String, to recipients: [String]) async throws(MailError) {
        // Local mail programs expect the system's line ends.
        let text = String(decoding: message.encoded, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        let result: CommandResult
        do {
            result = try await runner.run(
                command, ["-t", "-i", "-f", sender], in: nil, environment: [:], input: Data(text.utf8))
        } catch {
            throw MailError(
                .delivery,
                "Cannot run \(command) (\(error.localizedDescription)); install msmtp-mta or postfix, or set DIGEST_SENDMAIL to its path."
            )
        }
        let said = result.tail.isEmpty ? "" : ": \(result.tail)"
        if result.timedOut {
            throw MailError(
                .delivery,
                "\(command) -t -i did not finish within \(Int(runner.timeout)) s (DIGEST_COMMAND_TIMEOUT) and was stopped\(said). Check that its mail server answers (msmtp: set `timeout` in its configuration); the next run sends it again."
            )
        }
        guard result.status == 0 else {
            let early = result.inputRefused ? " before reading the whole message" : ""
            throw MailError(
                .delivery,
                "\(command) -t -i exited with status \(result.status)\(early)\(said). Nothing is recorded as sent, so the next run sends it."
            )
        }
        if result.inputRefused {
            throw MailError(
                .delivery,
                "\(command) -t -i stopped reading the message before its end, though it exited with 0\(said). Check its configuration; the next run sends it again."
            )
        }
    }
}
