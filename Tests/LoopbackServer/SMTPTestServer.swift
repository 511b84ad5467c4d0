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

    /// `smtp://<host>:<port>`.
    public var url: String { "smtp://\(host):\(port)" }

    /// Starts the server on `host`; `login` is `user:password` when AUTH is required.
    public init(host: String = "127.0.0.1", login: String? = nil) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wd-smtp-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = [Self.script, folder, "--host", host] + (login.map { ["--login", $0] } ?? [])
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableLine(), as: UTF8.self)
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw ServerError("the SMTP test server did not start (install python3-aiosmtpd: apt-get install python3-aiosmtpd): \(problem)")
        }
        self.port = port
        self.host = host
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
