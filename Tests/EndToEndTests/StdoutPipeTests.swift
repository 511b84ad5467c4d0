import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A command never waits on its own output while it holds the lock: with standard output and
/// error a full pipe nobody reads, `run` finishes, and the next command finds the lock free.
@Suite(.serialized)
struct StdoutPipeTests {
    /// A pipe whose buffer is one page and already full.
    static func fullPipe() throws -> Pipe {
        let pipe = Pipe()
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        _ = fcntl(descriptor, 1031, 4096)  // F_SETPIPE_SZ: the smallest buffer, one page
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 512)
        var filled = 0
        while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 { filled += 512 }
        // Blocking again, as a pipe handed to a command is: the command must not wait on it.
        _ = fcntl(descriptor, F_SETFL, flags)
        #expect(filled >= 4096, "the pipe is full")
        return pipe
    }

    @Test(arguments: [["run", "--sample", "-v"], ["render", "-v"]])
    func aFullPipeNobodyReadsHoldsNoCommand(arguments: [String]) throws {
        let output = try SiteTests.build(["2026-W46", "2026-W47"], environment: SampleRun.tokyo)
        let pipe = try Self.fullPipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BinaryRunner.binary)
        process.arguments = arguments + ["--output", output] + SampleRun.pinned
        process.environment = [
            "PATH": "/usr/bin:/bin", "TZ": "UTC", "DIGEST_TIMEZONE": "Asia/Tokyo",
            "DIGEST_STATE": BinaryRunner.defaultState,
        ]
        process.standardOutput = pipe.fileHandleForWriting
        process.standardError = pipe.fileHandleForWriting
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        let hung = process.isRunning
        if hung { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(!hung, "\(arguments[0]) waited on its own output")
        #expect(process.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: output + "/.weekly-digest.lock"), "the lock is released")
        withExtendedLifetime(pipe) {}
    }

    /// What a command prints whole when nobody is in a hurry: the help dump (the man page is made
    /// from it, and it is larger than a pipe's 64 KiB) and a command's help.
    static let printedWhole = [["--experimental-dump-help"], ["run", "--help"]]

    /// Help and the help dump are never cut short by a slow reader: only a command that holds a
    /// lock drops what does not fit in a full pipe (the man page was once made from 64 KiB of 66).
    @Test(arguments: printedWhole)
    func aSlowReaderGetsAllOfTheHelp(arguments: [String]) throws {
        let whole = try BinaryRunner.digest(arguments, environment: [:])
        #expect(whole.status == 0)
        #expect(whole.stdout.utf8.count > 4096, "more than the pipe holds")
        let pipe = Pipe()
        _ = fcntl(pipe.fileHandleForWriting.fileDescriptor, 1031, 4096)  // F_SETPIPE_SZ: one page
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BinaryRunner.binary)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin"]
        process.standardOutput = pipe.fileHandleForWriting
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try pipe.fileHandleForWriting.close()
        usleep(300_000)  // the reader is slow: the command has filled the pipe long before
        let read = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: read, as: UTF8.self) == whole.stdout, "\(arguments) arrived whole")
    }
}
