import DigestDelivery
import DigestSources
import DigestSystem
import Foundation
import Logging

/// The edges a job touches, handed in: the live ones by default, others in tests.
///
/// The clock and the environment come in as values; these make what talks to the world.
package struct AppServices: Sendable {
    /// `weekly-digest/0.1.0`: names the tool and its version in every request.
    static let userAgent = "weekly-digest/\(AppVersion.current)"

    /// What every API request goes through.
    var transport: any HTTPTransport
    /// What retries wait on.
    var retryClock: any RetryClock
    /// Runs git, rsync and sendmail with a deadline in seconds, telling each to the logger.
    var commandRunner: @Sendable (Double, Logger) -> any CommandRunner
    /// Delivers mail to an SMTP server, within a deadline in seconds (DIGEST_COMMAND_TIMEOUT).
    var smtp: @Sendable (SMTPServer, Int) -> any MailTransport
    /// The files and folders: the site, the state folder, the templates.
    var fileSystem: any FileSystem

    /// The live services, or others where given.
    init(
        transport: any HTTPTransport = CurlHTTPTransport(), retryClock: any RetryClock = SystemRetryClock(),
        commandRunner: @escaping @Sendable (Double, Logger) -> any CommandRunner = {
            ProcessCommandRunner(timeout: $0, logger: $1)
        },
        smtp: @escaping @Sendable (SMTPServer, Int) -> any MailTransport = {
            CurlSMTPTransport(server: $0, timeout: $1)
        },
        fileSystem: any FileSystem
    ) {
        self.transport = transport
        self.retryClock = retryClock
        self.commandRunner = commandRunner
        self.smtp = smtp
        self.fileSystem = fileSystem
    }

    /// The real network, clock, processes, SMTP and disk: made once, where a command starts.
    static var live: AppServices { AppServices(fileSystem: LocalFileSystem()) }

    /// A new HTTP client for every source of one command; `attempts` per request (DIGEST_HTTP_ATTEMPTS).
    func httpClient(attempts: Int, logger: Logger) -> HTTPClient {
        HTTPClient(
            transport: transport, clock: retryClock, policy: RetryPolicy(maximumAttempts: attempts),
            userAgent: Self.userAgent, logger: logger)
    }
}

extension Configuration {
    /// What the sources of one command are made with and checked through.
    func sourceContext(http: HTTPClient, now: Date, log: Logger, services: AppServices) -> SourceContext {
        SourceContext(
            http: http, timeout: httpTimeout, state: try? state.get(), now: now, readingListLimit: readingListLimit,
            log: log, fileSystem: services.fileSystem,
            commands: services.commandRunner(Double(min(commandTimeout, GitSettings.readTimeout)), log))
    }
}
