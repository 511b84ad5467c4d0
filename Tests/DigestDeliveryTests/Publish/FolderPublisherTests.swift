import Foundation
import SiteFixtures
import TestSupport
import Testing

@testable import DigestDelivery
@testable import DigestSystem

/// Publishing to a local folder: synchronised, atomic per file, and never touching files that are not ours.
struct FolderPublisherTests {
    static func bytes(_ root: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for file in LocalFileSystem().files(under: root) {
            result[file] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + file))
        }
        return result
    }

    @Test func theTargetMatchesTheSiteAndKeepsItsOwnFiles() async throws {
        let site = try await SampleSite.built()
        let target = try TestFolder.make("store") + "/www"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        try Data("digest.example.com\n".utf8).write(to: URL(fileURLWithPath: target + "/CNAME"))

        let files = LocalFileSystem().files(under: site)
        let first = try FolderPublisher(fileSystem: LocalFileSystem()).publish(from: site, files: files, to: target)
        #expect(first == PublishReport(changed: files.count, removed: 0))
        var published = try Self.bytes(target)
        #expect(published.removeValue(forKey: "CNAME") != nil, "a file that was there before is left alone")
        #expect(published == (try Self.bytes(site)))

        // The site changes: one page edited, one week gone.
        try Data("<!DOCTYPE html>changed".utf8).write(to: URL(fileURLWithPath: site + "/archive/index.html"))
        try FileManager.default.removeItem(atPath: site + "/weeks/2026-W36")
        let second = try FolderPublisher(fileSystem: LocalFileSystem()).publish(
            from: site, files: LocalFileSystem().files(under: site), to: target)
        // The week's page, Markdown, data and (in this site of the old layout) snapshot.
        #expect(second == PublishReport(changed: 1, removed: 4))
        #expect(!FileManager.default.fileExists(atPath: target + "/weeks/2026-W36"), "an emptied folder goes too")
        #expect(FileManager.default.fileExists(atPath: target + "/CNAME"))
        var again = try Self.bytes(target)
        again.removeValue(forKey: "CNAME")
        #expect(again == (try Self.bytes(site)))
        #expect(
            try FolderPublisher(fileSystem: LocalFileSystem()).publish(
                from: site, files: LocalFileSystem().files(under: site), to: target)
                == PublishReport(changed: 0, removed: 0))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: target).allSatisfy { !$0.contains(".tmp-") },
            "no temporary file is left")
    }

    @Test func aTamperedListCannotRemoveFilesOutsideTheTarget() async throws {
        let site = try await SampleSite.built()
        let folder = try TestFolder.make("store")
        let target = folder + "/www", outside = folder + "/keep.txt"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: outside))
        try Data("../keep.txt\n/etc/hostname\n.git/config\n".utf8).write(
            to: URL(fileURLWithPath: target + "/" + FolderPublisher.manifest))
        let report = try FolderPublisher(fileSystem: LocalFileSystem()).publish(
            from: site, files: LocalFileSystem().files(under: site), to: target)
        #expect(report.removed == 0)
        #expect(FileManager.default.fileExists(atPath: outside))
    }

    @Test(arguments: ["", "/weeks", "/.."])
    func theOutputFolderItselfIsRefused(suffix: String) async throws {
        let site = try await SampleSite.built()
        #expect(throws: PublishError.self) {
            try FolderPublisher(fileSystem: LocalFileSystem()).publish(
                from: site, files: LocalFileSystem().files(under: site), to: site + suffix)
        }
    }
}
