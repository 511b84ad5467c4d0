import Foundation
import SiteFixtures
import TestSupport
import Testing

@testable import DigestDelivery
@testable import DigestSystem

/// Publishing through the real `rsync` command (Debian's package) to a temporary folder.
struct RsyncPublisherTests {
    @Test func theDestinationHoldsTheSiteAndItsOwnDotFiles() async throws {
        let site = try await SampleSite.built()
        let destination = try TestFolder.make("store") + "/www"
        try FileManager.default.createDirectory(atPath: destination + "/old", withIntermediateDirectories: true)
        try Data("stale".utf8).write(to: URL(fileURLWithPath: destination + "/old/page.html"))
        try Data("Options -Indexes\n".utf8).write(to: URL(fileURLWithPath: destination + "/.htaccess"))

        let report = try await RsyncPublisher().publish(from: site, to: destination, remoteShell: nil)
        #expect(report.changed == LocalFileSystem().files(under: site).count)
        #expect(report.removed >= 1)
        #expect(
            try FolderPublisherTests.bytes(destination) == FolderPublisherTests.bytes(site),
            "--delete: nothing else is left")
        #expect(
            FileManager.default.fileExists(atPath: destination + "/.htaccess"),
            "names starting with . are neither sent nor deleted")
        #expect(
            try await RsyncPublisher().publish(from: site, to: destination, remoteShell: nil)
                == PublishReport(changed: 0, removed: 0))
    }

    @Test func anUnreachableDestinationIsAnErrorWithRsyncsReason() async throws {
        let site = try await SampleSite.built()
        await #expect {
            try await RsyncPublisher().publish(from: site, to: "/nonexistent/parent/www", remoteShell: nil)
        } throws: { error in
            "\(error)".contains("rsync failed") && "\(error)".contains("No such file or directory")
        }
    }
}

/// Issue 57, a layer of "the site never reaches outside itself": rsync runs without `-l` (or
/// `-L`), so a symbolic link that got into the site after it was checked is sent neither as a
/// link nor as what it points at.
struct RsyncLinkTests {
    @Test func aLinkInTheSiteIsNeverSent() async throws {
        let folder = try TestFolder.make("rsync-link")
        let site = folder + "/site", destination = folder + "/www"
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
        try Data("<p>page</p>".utf8).write(to: URL(fileURLWithPath: site + "/index.html"))
        try Data("PRIVATE".utf8).write(to: URL(fileURLWithPath: folder + "/outside.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: site + "/leak.html", withDestinationPath: folder + "/outside.txt")
        _ = try await RsyncPublisher().publish(from: site, to: destination, remoteShell: nil)
        #expect(FileManager.default.fileExists(atPath: destination + "/index.html"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: destination + "/leak.html")) == nil)
        #expect(!FileManager.default.fileExists(atPath: destination + "/leak.html"))
    }
}
