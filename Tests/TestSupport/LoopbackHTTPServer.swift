import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A real HTTP/1.1 server on 127.0.0.1, on a port the kernel picks, for tests.
///
/// Blocking sockets on plain threads: one for accepting, one per connection, keep-alive supported.
/// Every request is recorded; `handler` decides the reply, including silence and truncated bodies.
public final class LoopbackHTTPServer: Sendable {
    /// The port the server listens on.
    public let port: Int
    let listener: Int32
    let handler: @Sendable (RecordedRequest) -> Reply
    let state = Mutex(State())

    struct State {
        var requests: [RecordedRequest] = []
        var silences: [Double] = []
        var silenceEnds: [Date] = []
        var connections: Set<Int32> = []
        var stopped = false
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Every request received so far, in order.
    public var requests: [RecordedRequest] { state.withLock { $0.requests } }

    /// For each `.silence` reply, the seconds until the client gave up and closed the connection,
    /// measured on the server's own thread (so a busy test runner does not stretch it).
    public var silences: [Double] { state.withLock { $0.silences } }

    /// For each `.silence` reply, when the client closed the connection, seen on the server's own
    /// thread: a test's tasks may wait for a thread of the runner long after that.
    public var silenceEnds: [Date] { state.withLock { $0.silenceEnds } }

    /// Starts a server that answers every request with `handler`.
    public init(handler: @escaping @Sendable (RecordedRequest) -> Reply) throws {
        self.handler = handler
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError("socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(fd, generic, length) == 0 && listen(fd, 64) == 0 && getsockname(fd, generic, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw ServerError("cannot listen on 127.0.0.1: errno \(errno)")
        }
        self.listener = fd
        self.port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// A server that plays `script`.
    public convenience init(script: ReplyScript) throws {
        try self.init { script.reply(to: $0) }
    }

    deinit { stop() }

    /// Stops accepting and closes every open connection.
    ///
    /// Sockets are only shut down here; each is closed by the thread that uses it, under the lock,
    /// so a descriptor number is never touched after the kernel may have reused it.
    public func stop() {
        state.withLock { state in
            guard !state.stopped else { return }
            state.stopped = true
            shutdown(listener, Int32(SHUT_RDWR))
            for fd in state.connections { shutdown(fd, Int32(SHUT_RDWR)) }
        }
    }

    func acceptLoop() {
        defer { close(listener) }
        while true {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { return }
            let accepted = state.withLock { state in
                guard !state.stopped else { return false }
                state.connections.insert(fd)
                return true
            }
            guard accepted else {
                close(fd)
                return
            }
            let thread = Thread { [self] in
                serve(fd)
                state.withLock { state in
                    state.connections.remove(fd)
                    close(fd)
                }
            }
            thread.start()
        }
    }

    func serve(_ fd: Int32) {
        var buffer = Data()
        while let request = readRequest(fd, buffer: &buffer) {
            state.withLock { $0.requests.append(request) }
            guard write(handler(request), to: fd) else { return }
        }
    }

    /// Writes `reply`; false when the connection must close afterwards.
    func write(_ reply: Reply, to fd: Int32) -> Bool {
        switch reply {
        case let .respond(status, headers, body):
            return send(Reply.head(status: status, headers: headers, length: body.count) + body, to: fd)
        case let .raw(bytes):
            _ = send(bytes, to: fd)
            return false
        case .silence:
            let started = Date()
            var scratch = [UInt8](repeating: 0, count: 1024)
            while recv(fd, &scratch, scratch.count, 0) > 0 {}
            let ended = Date()
            state.withLock {
                $0.silences.append(ended.timeIntervalSince(started))
                $0.silenceEnds.append(ended)
            }
            return false
        case let .drip(status, body, interval):
            guard send(Reply.head(status: status, headers: [:], length: body.count), to: fd) else { return false }
            for byte in body {
                Thread.sleep(forTimeInterval: interval)
                guard send(Data([byte]), to: fd) else { return false }
            }
            return true
        }
    }

    func send(_ data: Data, to fd: Int32) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(
                    fd, raw.baseAddress?.advanced(by: offset), raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    /// Reads one request from `fd`; nil when the client closed the connection.
    func readRequest(_ fd: Int32, buffer: inout Data) -> RecordedRequest? {
        let separator = Data("\r\n\r\n".utf8)
        var scratch = [UInt8](repeating: 0, count: 16 * 1024)
        while buffer.range(of: separator) == nil {
            let count = recv(fd, &scratch, scratch.count, 0)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: scratch[0..<count])
        }
        guard let end = buffer.range(of: separator) else { return nil }
        let head = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex..<end.upperBound)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while buffer.count < length {
            let count = recv(fd, &scratch, scratch.count, 0)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: scratch[0..<count])
        }
        let body = Data(buffer.prefix(length))
        buffer.removeFirst(length)
        return RecordedRequest(
            method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: body)
    }
}

/// The loopback server could not start.
public struct ServerError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
