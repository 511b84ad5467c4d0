import Foundation
import TestSupport
import Testing

@testable import DigestSystem

/// Temporary files are numbered from one random start, and a name already taken is passed over.
struct TemporaryFileTests {
    @Test(arguments: [
        ("Name:\tweekly-digest\nUmask:\t0022\nState:\tR (running)\n", mode_t?(0o022)),
        ("Umask:\t0077\n", 0o077),
        ("Umask:\t0002", 0o002),
        ("Umask:\t0000\n", 0),
        ("Umask:   0027\n", 0o027),
        ("Name:\tx\nState:\tR\n", nil),
        ("", nil),
        ("Umask:\t\n", nil),
        ("Umask:\t0099\n", nil),
        ("Umask:\t-022\n", nil),
        ("Umask:\t7777\n", nil),
        ("Umask:\t０２２\n", nil),
    ])
    func theUmaskIsReadFromTheProcessStatus(status: String, mask: mode_t?) {
        #expect(TemporaryFile.umask(inStatus: status) == mask)
    }

    @Test func thisProcessHasAStatusWithAUmask() {
        #expect(TemporaryFile.umask(inStatus: TemporaryFile.processStatus()) != nil)
    }

    /// A killed command's files under the next names are left as they are, and the write goes on.
    @Test func aTakenNameIsPassedOverAndLeftAlone() throws {
        let folder = try TestFolder.make("temporary")
        let next = TemporaryFile.numbers.load(ordering: .relaxed)
        // Other tests in this process take numbers too, so a stretch of the next ones is taken here.
        let taken = (1...40).map { folder + "/.page.html.tmp-" + String(next &+ UInt32($0), radix: 16) }
        for path in taken { try Data("a killed run's".utf8).write(to: URL(fileURLWithPath: path)) }
        try LocalFileSystem().writeAtomically(Data("new".utf8), to: folder + "/page.html")
        #expect(try String(contentsOfFile: folder + "/page.html", encoding: .utf8) == "new")
        for path in taken { #expect(try String(contentsOfFile: path, encoding: .utf8) == "a killed run's") }
    }

    @Test func writesFromEveryCoreAtOnceEachGetTheirOwnName() throws {
        let folder = try TestFolder.make("temporary")
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            let made = TemporaryFile.create(for: "page.html", in: folder)
            #expect(made != nil)
            if let made { close(made.descriptor) }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.count == 400)
        #expect(names.allSatisfy { $0.hasPrefix(".page.html.tmp-") })
    }

    @Test func aFolderThatIsNotThereSaysWhy() {
        #expect(TemporaryFile.create(for: "page.html", in: "/nonexistent-\(UUID())") == nil)
        #expect(errno == ENOENT)
    }
}
