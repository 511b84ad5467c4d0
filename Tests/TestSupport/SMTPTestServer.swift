import Foundation

/// A real SMTP server on loopback: Debian's python3-aiosmtpd running `Tests/Support/smtp_server.py`.
///
/// Each message it accepts is kept in `folder` as `N.eml` (the bytes received) and `N.json` (the
/// envelope). Recipients containing "refused" get 550. With `login`, AUTH is required.
public final class SMTPTestServer: Sendable {
    /// The Python that has aiosmtpd (Debian's, not the one first on PATH).
    public static let python = "/usr/bin/python3"
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Support/smtp_server.py").path

    /// The port it listens on.
    public let port: Int
    /// The host it listens on.
    public let host: String
    /// Where received messages are stored.
    public let folder: String
    let process: Process

    /// `smtp://<host>:<port>` (`smtps://` when it speaks TLS at once).
    public var url: String { "\(implicit ? "smtps" : "smtp")://\(host):\(port)" }
    let implicit: Bool

    /// Starts the server on `host`; `login` is `user:password` when AUTH is required; `tls` (a
    /// certificate and its key) makes it require STARTTLS, or with `implicit` speak TLS at once;
    /// `dataDelay` seconds pass between storing a message and answering its DATA; with
    /// `dropAfterData` it stores the message and closes the connection without answering; with
    /// `dataReply` (`451 4.3.0 …`) it answers DATA so and stores nothing.
    public init(
        host: String = "127.0.0.1", login: String? = nil, tls: (certificate: String, key: String)? = nil,
        implicit: Bool = false, dataDelay: Double? = nil, dropAfterData: Bool = false, dataReply: String? = nil
    ) throws {
        let folder = try TestFolder.make("smtp")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments =
            [Self.script, folder, "--host", host] + (login.map { ["--login", $0] } ?? [])
            + (tls.map { ["--tls", $0.certificate, $0.key] } ?? []) + (implicit ? ["--implicit"] : [])
            + (dataDelay.map { ["--data-delay", String($0)] } ?? []) + (dropAfterData ? ["--drop-after-data"] : [])
            + (dataReply.map { ["--data-reply", $0] } ?? [])
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableLine(), as: UTF8.self)
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw ServerError(
                "the SMTP test server did not start (install python3-aiosmtpd: apt-get install python3-aiosmtpd): \(problem)"
            )
        }
        self.port = port
        self.host = host
        self.implicit = implicit
        self.folder = folder
        self.process = process
    }

    /// The messages received so far, oldest first: the raw bytes and the envelope's JSON.
    public var messages: [(eml: Data, envelope: String)] {
        var result: [(Data, String)] = []
        var index = 1
        while let eml = FileManager.default.contents(atPath: "\(folder)/\(index).eml") {
            result.append((eml, (try? String(contentsOfFile: "\(folder)/\(index).json", encoding: .utf8)) ?? ""))
            index += 1
        }
        return result
    }

    /// Stops the server (SIGKILL: the test runner's children may ignore SIGTERM).
    public func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit { stop() }
}

/// A self-signed certificate for 127.0.0.2 and localhost, made with the openssl command.
public struct TestCertificate: Sendable {
    /// The certificate (PEM), which is also the CA file that trusts it.
    public let certificate: String
    /// Its private key (PEM).
    public let key: String

    /// Makes one in a new temporary folder.
    public init() throws {
        let folder = try TestFolder.make("tls")
        certificate = folder + "/cert.pem"
        key = folder + "/key.pem"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "2",
            "-subj", "/CN=127.0.0.2", "-addext", "subjectAltName=IP:127.0.0.2,DNS:localhost",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ServerError("openssl could not make a test certificate") }
    }
}

extension FileHandle {
    /// Bytes up to and including the first line feed (or the end), read one at a time.
    func availableLine() -> Data {
        var line = Data()
        while let byte = try? read(upToCount: 1), let first = byte.first {
            line.append(first)
            if first == 0x0A { break }
        }
        return line
    }
}
