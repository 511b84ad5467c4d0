import Foundation

/// A real HTTPS server on 127.0.0.2 that answers every request with one redirect.
///
/// Python's `http.server` over `ssl` (`Tests/Support/https_redirect.py`): how a test sees what an
/// https API's redirect down to plain http does. Its certificate is a ``TestCertificate``, trusted
/// through its CA file.
public final class TLSRedirectServer: Sendable {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Support/https_redirect.py").path

    /// The port it listens on.
    public let port: Int
    /// The certificate clients must trust (its own CA file).
    public let caFile: String
    let process: Process
    let output: Pipe
    let log: String

    /// `https://127.0.0.2:<port>`.
    public var baseURL: String { "https://127.0.0.2:\(port)" }

    /// Starts a server answering `status` with `Location: location`.
    public init(status: Int, location: String) throws {
        let certificate = try TestCertificate()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SMTPTestServer.python)
        let log = try TestFolder.make("https") + "/requests.jsonl"
        process.arguments = [
            Self.script, certificate.certificate, certificate.key, "127.0.0.2", "\(status)", location, log,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableLine(), as: UTF8.self)
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(process.processIdentifier, SIGKILL)
            throw ServerError("the HTTPS test server did not start")
        }
        self.port = port
        self.caFile = certificate.certificate
        self.process = process
        self.output = output
        self.log = log
    }

    /// Each request answered so far, a line of JSON (method, path, Authorization) each.
    public var requests: [String] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    deinit { stop() }

    /// Stops the server.
    public func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
