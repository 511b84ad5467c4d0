import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DigestSystem

/// The lock file tells a command whether the one before it was killed (a released lock removes it).
struct FolderLockTests {
    @Test func aLockFileLeftBehindMeansTheHolderBeforeWasKilled() throws {
        let folder = try TestFolder.make("lock")
        do {
            let first = try FolderLock.acquire(FolderLock.outputName, in: folder, holder: "test", wait: 0)
            #expect(!first.followsKilledHolder)
        }
        #expect(
            !FileManager.default.fileExists(atPath: folder + "/" + FolderLock.outputName),
            "a released lock removes its file")
        // What SIGKILL leaves: the file, held by nobody.
        try Data("weekly-digest run, process 1, since then\n".utf8).write(
            to: URL(fileURLWithPath: folder + "/" + FolderLock.outputName))
        let after = try FolderLock.acquire(FolderLock.outputName, in: folder, holder: "test", wait: 0)
        #expect(after.followsKilledHolder)
        #expect(throws: FolderLockError.self) {
            try FolderLock.acquire(FolderLock.outputName, in: folder, holder: "second", wait: 0)
        }
    }

    /// A folder the holder before made and removed is made again.
    ///
    /// Two commands both make a new output folder; the first to hold the lock lets go having
    /// written nothing, and removes the folder it made (so a failed command leaves none behind).
    /// The one that waited makes it again and takes the lock, never "the folder does not exist"
    /// (what one of five runs at once met in CI).
    ///
    /// The second waits on a thread of its own: `acquire` blocks, and a task blocking a thread of
    /// Swift's small shared pool for seconds starves the tests running beside it.
    @Test func aFolderRemovedByTheHolderBeforeIsMadeAgain() throws {
        let folder = try TestFolder.make("lock") + "/site"
        let outcome = Mutex<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        do {
            let first = try FolderLock.acquire(FolderLock.outputName, in: folder, holder: "first", wait: 0)
            #expect(first.createdFolder == folder)
            Thread.detachNewThread {
                do {
                    let second = try FolderLock.acquire(FolderLock.outputName, in: folder, holder: "second", wait: 10)
                    let held = FileManager.default.fileExists(atPath: folder + "/" + FolderLock.outputName)
                    outcome.withLock { $0 = held ? "held" : "no lock file" }
                    withExtendedLifetime(second) {}
                } catch {
                    outcome.withLock { $0 = "\(error)" }
                }
                done.signal()
            }
            usleep(200_000)
        }
        // The first lock is released here, with the folder it made and nothing in it.
        #expect(done.wait(timeout: .now() + 15) == .success)
        #expect(outcome.withLock { $0 } == "held")
    }

    /// A real process holds the lock while this one waits, then lets go: killed (its file stays)
    /// or released as weekly-digest releases it (the file removed first).
    @Test(arguments: [(released: false, killed: true), (released: true, killed: false)])
    func aHolderThatDiesWhileWeWaitIsKnownAsKilled(released: Bool, killed: Bool) throws {
        let folder = try TestFolder.make("lock")
        let path = folder + "/" + FolderLock.outputName
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let release = released ? "os.unlink(path); lock.close()" : "time.sleep(60)"
        holder.arguments = [
            "python3", "-c",
            """
            import fcntl, os, sys, time
            path = sys.argv[1]
            lock = open(path, "a"); fcntl.flock(lock, fcntl.LOCK_EX)
            print("held", flush=True); time.sleep(0.4); \(release)
            """, path,
        ]
        let out = Pipe()
        holder.standardOutput = out
        try holder.run()
        defer { if holder.isRunning { kill(holder.processIdentifier, SIGKILL) } }
        // Once it says so, it holds the lock.
        #expect(String(decoding: out.fileHandleForReading.availableData, as: UTF8.self).hasPrefix("held"))
        if killed {
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.4) { kill(holder.processIdentifier, SIGKILL) }
        }
        let lock = try FolderLock.acquire(FolderLock.outputName, in: folder, holder: "test", wait: 20)
        #expect(lock.followsKilledHolder == killed)
        holder.waitUntilExit()
    }

    /// The file names its holder, so a command that has to wait can say who for, and since when.
    @Test func theLockFileNamesItsHolderAndSinceWhen() throws {
        let folder = try TestFolder.make("lock")
        let lock = try FolderLock.acquire(
            FolderLock.outputName, in: folder, holder: "weekly-digest render", wait: 0,
            now: { Date(timeIntervalSince1970: 1_795_384_800) })
        let text = try String(contentsOfFile: lock.path, encoding: .utf8)
        #expect(text == "weekly-digest render, process \(getpid()), since 2026-11-22T22:00:00Z\n")
    }
}
