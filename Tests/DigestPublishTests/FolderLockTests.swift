import Foundation
import TestSupport
import Testing

@testable import DigestPublish

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
}
