/// Reads a command's output a line at a time, as DigestSystem's `ChildProcess` streams it.
package protocol LineReader: Sendable {
    /// Takes one line, without its line feed and cut at ``OutputLines/lineLimit`` bytes; returns
    /// false when no more is wanted (the command is then stopped).
    mutating func read(line: String) -> Bool
}

/// A command's standard output cut into lines for a ``LineReader``, holding at most one line
/// (of at most ``lineLimit`` bytes) however much the command prints.
package struct OutputLines<Reader: LineReader>: Sendable {
    /// The most bytes of one line handed on; the rest of a longer line is counted, not kept.
    package static var lineLimit: Int { 4096 }

    /// The reader, as the lines have left it.
    package private(set) var reader: Reader
    /// Every byte the command printed that was read.
    package private(set) var bytes = 0
    /// The lines longer than ``lineLimit``, cut.
    package private(set) var cutLines = 0
    private var line: [UInt8] = []
    private var lineIsLong = false
    private var stopped = false

    /// Lines for `reader`.
    package init(_ reader: Reader) {
        self.reader = reader
    }

    /// Takes the next bytes of the output; false once the reader wants no more.
    package mutating func take(_ chunk: some Sequence<UInt8>) -> Bool {
        guard !stopped else { return false }
        for byte in chunk {
            bytes += 1
            guard byte == UInt8(ascii: "\n") else {
                if line.count < Self.lineLimit { line.append(byte) } else { lineIsLong = true }
                continue
            }
            guard hand() else { return false }
        }
        return true
    }

    /// The last line, when the output does not end with a line feed.
    package mutating func finish() {
        if !stopped, !line.isEmpty || lineIsLong { _ = hand() }
    }

    private mutating func hand() -> Bool {
        if lineIsLong { cutLines += 1 }
        let text = String(decoding: line, as: UTF8.self)
        line.removeAll(keepingCapacity: true)
        lineIsLong = false
        if !reader.read(line: text) { stopped = true }
        return !stopped
    }
}
