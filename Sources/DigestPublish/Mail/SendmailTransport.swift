import Foundation

/// Sends mail by piping it to `sendmail -t -i -f <sender>` (the interface of msmtp, Postfix, exim
/// and sendmail): recipients come from the `To` header, a line holding only `.` does not end the
/// message, and the envelope sender is DIGEST_MAIL_FROM.
public struct SendmailTransport: MailTransport {
    /// The command's path.
    public let command: String

    /// Where sendmail is usually installed when it is not on PATH.
    public static let usualPlaces = ["/usr/sbin/sendmail", "/usr/lib/sendmail"]

    /// A transport through `command`.
    public init(command: String) {
        self.command = command
    }

    /// The sendmail to use: `explicit` (DIGEST_SENDMAIL) when given, else `sendmail` on `path`, else
    /// the usual places; nil when there is none.
    public static func locate(explicit: String?, path: String) -> String? {
        if let explicit { return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil }
        let candidates = path.split(separator: ":").map { "\($0)/sendmail" } + usualPlaces
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    public var destination: String { "\(command) -t -i" }

    public func send(_ message: MailMessage, from sender: String, to recipients: [String]) throws(MailError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = ["-t", "-i", "-f", sender]
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = errors
        process.standardError = errors
        do { try process.run() } catch {
            throw MailError(.delivery, "Cannot run \(command) (\(error.localizedDescription)); install msmtp-mta or postfix, or set DIGEST_SENDMAIL to its path.")
        }
        // Local mail programs expect the system's line ends.
        let text = String(decoding: message.encoded, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        let collector = ErrorCollector(errors.fileHandleForReading)
        do { try input.fileHandleForWriting.write(contentsOf: Data(text.utf8)) } catch {}
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let said = CommandResult(status: process.terminationStatus, output: "", errors: String(decoding: collector.wait(), as: UTF8.self)).tail
        guard process.terminationStatus == 0 else {
            throw MailError(.delivery, "\(command) -t -i exited with status \(process.terminationStatus)\(said.isEmpty ? "" : ": \(said)"). Nothing is recorded as sent, so the next run sends it.")
        }
    }
}
