import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Feeds a child's standard input and drains its output and error pipes with one `poll(2)` loop,
/// on the calling thread: no helper thread, and no pipe left to fill up and stall the child.
struct PipeExchange {
    let input: Data
    var stdin: Int32
    var stdout: Int32
    var stderr: Int32
    private(set) var output = Data()
    private(set) var errors = Data()
    private(set) var inputRefused = false
    private var written = 0

    init(input: Data, stdin: Int32, stdout: Int32, stderr: Int32) {
        self.input = input
        self.stdin = stdin
        self.stdout = stdout
        self.stderr = stderr
        // A write never waits for room: the loop comes back when the child has read some.
        if input.isEmpty { closeInput() } else { _ = fcntl(stdin, F_SETFL, fcntl(stdin, F_GETFL) | O_NONBLOCK) }
    }

    /// Runs until every pipe is done (true) or `deadline` passes (false): both outputs at their end,
    /// and the input written whole or refused by a reader that has gone.
    ///
    /// Closes every pipe.
    mutating func run(until deadline: Date) -> Bool {
        defer {
            closeInput()
            for end in [stdout, stderr] where end >= 0 { close(end) }
            (stdout, stderr) = (-1, -1)
        }
        while stdout >= 0 || stderr >= 0 || stdin >= 0 {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            var fds = [
                pollfd(fd: stdout, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stderr, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stdin, events: Int16(POLLOUT), revents: 0),
            ]
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(left, 1) * 1000) + 1)
            if ready < 0 && errno != EINTR { return false }
            if fds[0].revents != 0 { Self.drain(&stdout, into: &output) }
            if fds[1].revents != 0 { Self.drain(&stderr, into: &errors) }
            if fds[2].revents != 0 { feed() }
        }
        return true
    }

    /// Reads what is there; closes the pipe at its end.
    static func drain(_ descriptor: inout Int32, into data: inout Data) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            data.append(contentsOf: buffer[..<count])
        } else if count == 0 || errno != EINTR {
            close(descriptor)
            descriptor = -1
        }
    }

    /// Writes the next piece of the input; a reader that has gone (EPIPE) is noted, not fatal.
    mutating func feed() {
        let count = input.withUnsafeBytes { bytes in
            write(stdin, bytes.baseAddress.map { $0 + written }, min(65_536, bytes.count - written))
        }
        if count > 0 {
            written += count
            if written == input.count { closeInput() }
        } else if count < 0 && errno != EINTR && errno != EAGAIN {
            inputRefused = true
            closeInput()
        }
    }

    mutating func closeInput() {
        if stdin >= 0 { close(stdin) }
        stdin = -1
    }
}
