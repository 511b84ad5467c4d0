import Foundation
import Logging

/// The diagnostics a command prints on standard error, besides its `[i/n] step … ms` lines:
/// warnings, `--verbose` details (each HTTP request, each retry and wait) and errors, as text or,
/// with `DIGEST_LOG_FORMAT=json`, one JSON object a line for schedulers that collect logs.
package enum AppLog {
    /// How lines are written.
    package enum Format: String, Sendable {
        /// `warning: …`, `error: …`, and details indented.
        case text
        /// `{"level":"warning","message":"…","metadata":{…}}`.
        case json
    }

    /// A logger for a command: errors only with `--quiet`, warnings by default, everything with `--verbose`.
    package static func logger(_ level: ProgressReporter.Level, format: Format) -> Logger {
        var logger = Logger(label: "weekly-digest") { _ in StandardErrorLogHandler(format: format) }
        logger.logLevel =
            switch level {
            case .quiet: .error
            case .normal: .warning
            case .verbose: .debug
            }
        return logger
    }

    /// The format `environment` asks for, read without the rest of the configuration (for an
    /// error that happens before it could be read).
    package static func format(in environment: [String: String]) -> Format {
        Format(rawValue: Configuration.value("DIGEST_LOG_FORMAT", in: environment) ?? "") ?? .text
    }
}

/// Writes each record as one line on standard error.
struct StandardErrorLogHandler: LogHandler {
    let format: AppLog.Format
    var logLevel: Logger.Level = .warning
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        ProgressReporter.printError(
            line(
                level: event.level, message: "\(event.message)",
                metadata: metadata.merging(event.metadata ?? [:]) { $1 }))
    }

    /// The line for one record.
    func line(level: Logger.Level, message: String, metadata: Logger.Metadata) -> String {
        switch format {
        case .text:
            switch level {
            case .critical, .error: return "error: " + message
            case .warning, .notice: return "warning: " + message
            case .info, .debug, .trace: return "      " + message
            }
        case .json:
            var object: [String: Any] = ["level": level.rawValue, "message": message]
            if !metadata.isEmpty { object["metadata"] = metadata.mapValues { "\($0)" } }
            let data =
                (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
                ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
    }
}
