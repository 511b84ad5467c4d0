import DigestRender
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestSite
@testable import DigestSystem

/// Loading a stored week from a real temporary folder.
struct SnapshotStoreTests {
    func folder() throws -> String {
        try TestFolder.make("store")
    }

    @Test func aWeekNeverBuiltIsNil() throws {
        #expect(
            try SnapshotStore(root: folder(), history: folder(), fileSystem: LocalFileSystem()).load(
                try ISOWeek(parsing: "2026-W46")) == nil)
    }

    @Test func aStoredWeekLoads() async throws {
        let root = try folder()
        let digest = try await SnapshotTests.sampleDigest(zone: "Asia/Tokyo")
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            [SiteFile(path: "weeks/2026-W47/digest.json", data: SnapshotCoder.encode(digest))], into: root)
        #expect(try SnapshotStore(root: root, history: root, fileSystem: LocalFileSystem()).load(digest.week) == digest)
    }

    /// The listing a run makes of every week finds what a name-by-name `lstat` of each full path
    /// finds, through no link: a week folder that is a link is never a week (the site never
    /// reaches outside itself; the commands refuse it).
    @Test func listingFoldersByOneReadMatchesLookingUpEachPath() throws {
        let root = try folder()
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            [
                SiteFile(path: "weeks/2026-W47/digest.json", text: "{}"),
                SiteFile(path: "weeks/週/digest.json", text: "{}"),
                SiteFile(path: "weeks/.hidden/digest.json", text: "{}"),
                SiteFile(path: "weeks/empty/other.json", text: "{}"),
                SiteFile(path: "weeks/2026-W44/digest.json/inner", text: "a folder named digest.json"),
                SiteFile(path: "weeks/a-file", text: "not a folder"),
                SiteFile(path: "weeks/2026-W47/index.html", text: "a page"),
                SiteFile(path: "weeks/2026-W46/index.html", text: "a page without a snapshot"),
                SiteFile(path: "weeks/2026-W44/index.html/inner", text: "a folder named index.html"),
            ], into: root)
        #expect(symlink(root + "/weeks/2026-W47", root + "/weeks/linked") == 0)
        #expect(symlink(root + "/weeks/nowhere", root + "/weeks/dangling") == 0)
        let files = ["digest.json", "index.html"]
        let fast = LocalFileSystem().folders(in: root + "/weeks", holding: files)
        var slow: [String: [Bool]] = [:]
        for name in LocalFileSystem().names(in: root + "/weeks") where !name.hasPrefix(".") {
            if Self.isLink(root + "/weeks/" + name) { continue }
            let holds = files.map { LocalFileSystem().isFile(at: root + "/weeks/" + name + "/" + $0) }
            if holds.contains(true) { slow[name] = holds }
        }
        #expect(fast == slow)
        #expect(LocalFileSystem().entries(under: root).folders(in: "weeks", holding: files) == slow, "the lock's walk")
        #expect(
            fast == [
                "2026-W47": [true, true], "週": [true, false], "2026-W46": [false, true],
            ])
        #expect(
            LocalFileSystem().folders(in: root + "/weeks", holding: "digest.json").sorted() == [
                "2026-W47", "週",
            ])
        #expect(LocalFileSystem().folders(in: root + "/missing", holding: files).isEmpty)
    }

    /// Asked for one file or several, the listing says what an `lstat` of each full path says.
    ///
    /// Whatever the entries are:
    /// links to files, dangling links, folders, a pipe, a week that is a file or a link to one.
    /// A link inside a week counts as a file (it is never looked through), and a week that is a
    /// link is no week.
    @Test(arguments: [
        ["digest.json", "digest.md", "index.html"], ["index.html", "digest.json", "digest.md", "other.json"],
        ["digest.json", "index.html"], ["digest.md"],
    ])
    func listingFoldersByReadingEachMatchesLookingUpEachPath(files: [String]) throws {
        let root = try folder()
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            [
                SiteFile(path: "weeks/2026-W40/digest.json", text: "{}"),
                SiteFile(path: "weeks/2026-W40/digest.md", text: "# week"),
                SiteFile(path: "weeks/2026-W40/index.html", text: "a page"),
                SiteFile(path: "weeks/2026-W41/digest.json", text: "{}"),
                SiteFile(path: "weeks/2026-W41/digest.md/inner", text: "a folder named digest.md"),
                SiteFile(path: "weeks/2026-W42/digest.json", text: "{}"),
                SiteFile(path: "weeks/2026-W42/digest.jsonx", text: "a longer name"),
                SiteFile(path: "weeks/2026-W42/index.htm", text: "a shorter name"),
                SiteFile(path: "weeks/2026-W43/other.json", text: "{}"),
                SiteFile(path: "weeks/週/digest.md", text: "# 週"),
                SiteFile(path: "weeks/2026-W44/.digest.md.tmp-0F0F0F0F", text: "half"),
                SiteFile(path: "a-file", text: "not a folder"),
            ], into: root)
        let weeks = root + "/weeks"
        #expect(symlink(weeks + "/2026-W40/digest.md", weeks + "/2026-W41/index.html") == 0)
        #expect(symlink(weeks + "/nowhere", weeks + "/2026-W42/digest.md") == 0)
        #expect(symlink(weeks + "/2026-W40", weeks + "/2026-W42/index.html") == 0, "a link to a folder")
        #expect(mkfifo(weeks + "/2026-W43/index.html", 0o600) == 0)
        #expect(symlink(weeks + "/2026-W40", weeks + "/linked") == 0)
        #expect(symlink(root + "/a-file", weeks + "/2026-W45") == 0, "a week that links to a file")
        #expect(FileManager.default.createFile(atPath: weeks + "/2026-W46", contents: Data("a file".utf8)))
        let listed = LocalFileSystem().folders(in: weeks, holding: files)
        var looked: [String: [Bool]] = [:]
        for name in LocalFileSystem().names(in: weeks) where !name.hasPrefix(".") {
            if Self.isLink(weeks + "/" + name) { continue }
            let holds = files.map { LocalFileSystem().isFile(at: weeks + "/" + name + "/" + $0) }
            if holds.contains(true) { looked[name] = holds }
        }
        #expect(listed == looked)
        #expect(
            LocalFileSystem().entries(under: root).folders(in: "weeks", holding: files) == looked, "the lock's walk")
        let expected: [String: [Bool]] = [
            "2026-W40": [true, true, true, false],
            "2026-W41": [true, false, true, false], "2026-W42": [true, true, true, false],
            "2026-W43": [false, false, true, true], "週": [false, true, false, false],
        ]
        let names = ["digest.json", "digest.md", "index.html", "other.json"]
        let answers = expected.mapValues { holds in files.map { names.firstIndex(of: $0).map { holds[$0] } ?? false } }
        #expect(listed == answers.filter { $0.value.contains(true) })
    }

    /// A rebuild lists each week with the pages its folder holds, so it can write a page that is
    /// not there without looking; weeks not ended are left out, and a remembered listing (which
    /// looked only for snapshots and pages) answers for none.
    @Test func aRebuildsListingSaysWhichPagesEachWeekHolds() throws {
        let root = try folder()
        let week = { (name: String) in try ISOWeek(parsing: name) }
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            [
                SiteFile(path: "weeks/2026-W40/digest.json", text: "{}"),
                SiteFile(path: "weeks/2026-W40/digest.md", text: "# week"),
                SiteFile(path: "weeks/2026-W40/index.html", text: "page"),
                SiteFile(path: "weeks/2026-W41/digest.json", text: "{}"),
                SiteFile(path: "weeks/2026-W41/index.html", text: "page"),
                SiteFile(path: "weeks/2026-W42/index.html", text: "a page without a snapshot"),
                SiteFile(path: "weeks/2026-W43/digest.json", text: "{}"),
                SiteFile(path: "weeks/2027-W10/digest.json", text: "not ended"),
            ], into: root)
        let store = SnapshotStore(
            root: root, history: root, fileSystem: LocalFileSystem(), endedBy: try week("2026-W48"))
        let folders = store.weekFolders(holding: WeekSite.pageNames)
        #expect(folders.map(\.week) == store.weeks())
        #expect(folders.map(\.week) == [try week("2026-W40"), try week("2026-W41"), try week("2026-W43")])
        #expect(folders.map(\.pages) == [["digest.md", "index.html"], ["index.html"], []])
        #expect(store.listed().weekFolders(holding: WeekSite.pageNames).map(\.pages) == [nil, nil, nil])
        #expect(store.listed().weekFolders(holding: WeekSite.pageNames).map(\.week) == store.weeks())
    }

    /// A site of years (thousands of week folders) is listed whole: each folder keeps its own
    /// answers.
    @Test(arguments: [255, 256, 700, 1_100])
    func aLongListingInPiecesKeepsEachFolderWithItsFiles(count: Int) throws {
        let root = try folder()
        var random = SeededRandom(seed: UInt64(count))
        var expected: [String: [Bool]] = [:]
        let files = ["digest.json", "index.html"]
        for index in 0..<count {
            let name = String(format: "f%05d", index)
            let holds = [random.next() % 3 != 0, random.next() % 2 == 0]
            try FileManager.default.createDirectory(
                atPath: root + "/weeks/" + name, withIntermediateDirectories: true)
            for (file, held) in zip(files, holds) where held {
                #expect(FileManager.default.createFile(atPath: root + "/weeks/\(name)/\(file)", contents: Data()))
            }
            if holds.contains(true) { expected[name] = holds }
        }
        #expect(LocalFileSystem().folders(in: root + "/weeks", holding: files) == expected)
    }

    func pages(_ store: SnapshotStore) throws -> SiteBuilder {
        SiteBuilder(templates: try SnapshotTests.templates(), store: store, site: SiteBuilderTests.site)
    }

    /// A run lists `weeks/` once and adds the weeks it writes; the listing it remembers must be
    /// the one a fresh listing would give.
    @Test func aRememberedListingGainsTheWeeksWrittenAndMatchesAFreshOne() throws {
        let root = try folder()
        let week = { (name: String) in try ISOWeek(parsing: name) }
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            [
                SiteFile(path: "weeks/2026-W40/digest.json", text: "{}"),
                SiteFile(path: "weeks/2026-W40/index.html", text: "page"),
                SiteFile(path: "weeks/2026-W42/digest.json", text: "{}"),
                SiteFile(path: "weeks/2026-W43/index.html", text: "a page without a snapshot"),
                SiteFile(path: "weeks/2027-W10/digest.json", text: "not ended"),
            ], into: root)
        let store = SnapshotStore(
            root: root, history: root, fileSystem: LocalFileSystem(), endedBy: try week("2026-W47")
        ).listed()
        #expect(store.weeks().map(\.description) == ["2026-W40", "2026-W42"])
        #expect(store.futureWeeks().map(\.description) == ["2027-W10"])
        #expect(try pages(store).weeksWithoutPages().map(\.description) == ["2026-W42"])

        // Weeks written by the command, in any order, once or twice: later, earlier, known.
        var grown = store
        for name in ["2026-W45", "2026-W41", "2026-W42", "2026-W45", "2026-W39"] {
            try SiteWriter(fileSystem: LocalFileSystem()).write(
                [
                    SiteFile(path: "weeks/\(name)/digest.json", text: "{}"),
                    SiteFile(path: "weeks/\(name)/index.html", text: "page"),
                ], into: root)
            grown = grown.adding(try week(name))
            let fresh = SnapshotStore(
                root: root, history: root, fileSystem: LocalFileSystem(), endedBy: try week("2026-W47"))
            #expect(grown.listing() == fresh.listing())
            #expect(grown.weeks() == fresh.weeks())
            #expect(try pages(grown).weeksWithoutPages() == pages(fresh).weeksWithoutPages())
        }
        #expect(grown.weeks().map(\.description) == ["2026-W39", "2026-W40", "2026-W41", "2026-W42", "2026-W45"])
        // The store it was made from still remembers the folder as it was listed.
        #expect(store.weeks().map(\.description) == ["2026-W40", "2026-W42"])
    }

    @Test func weeksListsOnlyRealSnapshotsOldestFirst() throws {
        let root = try folder()
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            [
                SiteFile(path: "weeks/2027-W01/digest.json", text: "{}"),
                SiteFile(path: "weeks/2026-W47/digest.json", text: "not even json: listing does not read it"),
                SiteFile(path: "weeks/2026-W46/index.html", text: "a page without a snapshot"),
                SiteFile(path: "weeks/notes/digest.json", text: "{}"),
                SiteFile(path: "weeks/2026-w45/digest.json", text: "{}"),
                SiteFile(path: "weeks/2026-W44/digest.json/inner", text: "a folder named digest.json"),
            ], into: root)
        let weeks = SnapshotStore(root: root, history: root, fileSystem: LocalFileSystem()).weeks().map(\.description)
        #expect(weeks == ["2026-W47", "2027-W01"])
        #expect(
            SnapshotStore(root: root + "/missing", history: root + "/missing", fileSystem: LocalFileSystem()).weeks()
                .isEmpty)
    }

    /// Before the lock, a command asks whether there is any week and which are in the future by
    /// looking into as few folders as it can; the answers are those of the full listing.
    @Test(arguments: [nil, "2026-W46", "2026-W47", "2026-W52", "2027-W01", "2030-W01"])
    func theFewLookupsBeforeTheLockAnswerAsTheListingDoes(endedBy: String?) throws {
        let root = try folder()
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            [
                SiteFile(path: "weeks/2027-W01/digest.json", text: "{}"),
                SiteFile(path: "weeks/2026-W47/digest.json", text: "not even json: listing does not read it"),
                SiteFile(path: "weeks/2026-W52/index.html", text: "a page without a snapshot"),
                SiteFile(path: "weeks/2026-W46/index.html", text: "a page without a snapshot"),
                SiteFile(path: "weeks/notes/digest.json", text: "{}"),
                SiteFile(path: "weeks/2028-w01/digest.json", text: "{}"),
                SiteFile(path: "weeks/2029-W01/digest.json/inner", text: "a folder named digest.json"),
                SiteFile(path: "weeks/2029-W02", text: "a file named like a week"),
            ], into: root)
        let ended = try endedBy.map { try ISOWeek(parsing: $0) }
        let store = SnapshotStore(root: root, history: root, fileSystem: LocalFileSystem(), endedBy: ended)
        let all = store.allWeeks()
        #expect(store.hasWeeks() == !store.weeks().isEmpty)
        #expect(store.futureWeeks() == all.filter { week in ended.map { week > $0 } ?? false })
        #expect(store.listed().hasWeeks() == store.hasWeeks())
        #expect(store.listed().futureWeeks() == store.futureWeeks())
        #expect(store.glanced().hasWeeks() == store.hasWeeks())
        #expect(store.glanced().futureWeeks() == store.futureWeeks())
        #expect(
            !SnapshotStore(
                root: root + "/missing", history: root + "/missing", fileSystem: LocalFileSystem(), endedBy: ended
            ).hasWeeks())
        #expect(
            SnapshotStore(
                root: root + "/missing", history: root + "/missing", fileSystem: LocalFileSystem(), endedBy: ended
            ).futureWeeks().isEmpty)
        let missing = SnapshotStore(
            root: root + "/missing", history: root + "/missing", fileSystem: LocalFileSystem(), endedBy: ended
        ).glanced()
        #expect(!missing.hasWeeks() && missing.futureWeeks().isEmpty, "a site with no weeks/ glanced at")
    }

    /// The checks before the lock read `weeks/` once between them, and what they read is not
    /// taken for the site: the weeks added after are found by ``SnapshotStore/weeks()``.
    @Test func aGlanceReadsTheFolderOnceAndOnlyForTheChecksBeforeTheLock() throws {
        let root = try folder()
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            [SiteFile(path: "weeks/2026-W40/digest.json", text: "{}")], into: root)
        let names = NameCountingFileSystem()
        let store = SnapshotStore(
            root: root, history: root, fileSystem: names, endedBy: try ISOWeek(parsing: "2026-W41")
        ).glanced()
        #expect(names.reads.count.load(ordering: .relaxed) == 1)
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            [SiteFile(path: "weeks/2026-W42/digest.json", text: "{}")], into: root)
        #expect(store.hasWeeks() && store.futureWeeks().isEmpty, "as when it looked")
        #expect(names.reads.count.load(ordering: .relaxed) == 1)
        #expect(store.weeks().map(\.description) == ["2026-W40"], "listed again: W42 has not ended")
        #expect(store.listed().futureWeeks().map(\.description) == ["2026-W42"], "a listing sees the new week")
        #expect(
            SnapshotStore(
                root: root, history: root, fileSystem: LocalFileSystem(), endedBy: try ISOWeek(parsing: "2026-W41")
            ).futureWeeks().count == 1
        )
    }

    /// Whether `path` is a symbolic link (dangling or not).
    static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    /// The real file system, counting how often a folder's names are read.
    struct NameCountingFileSystem: RealFileSystemWrapper {
        final class Reads: Sendable {
            let count = Atomic<Int>(0)
        }

        let reads = Reads()
        let real = LocalFileSystem()

        func createDirectory(at path: String) throws { try real.createDirectory(at: path) }
        func writeAtomically(_ data: some ContiguousBytes, to path: String) throws {
            try real.writeAtomically(data, to: path)
        }
        func contents(of path: String) throws -> Data? { try real.contents(of: path) }
        func isFile(at path: String) -> Bool { real.isFile(at: path) }
        func names(in path: String) -> [String] {
            reads.count.add(1, ordering: .relaxed)
            return real.names(in: path)
        }
        func remove(at path: String) throws { try real.remove(at: path) }
    }

    static let broken: [(String, String)] = [
        ("", "not a readable digest snapshot"),
        ("{\"schemaVersion\": 1}", "not a readable digest snapshot"),
        ("<html>", "not a readable digest snapshot"),
        ("{\"schemaVersion\": 99}", "not a readable digest snapshot"),
    ]

    @Test(arguments: broken)
    func aBrokenSnapshotIsAnErrorNamingTheFile(content: String, mentions: String) throws {
        let root = try folder()
        try SiteWriter(fileSystem: LocalFileSystem()).write(
            [SiteFile(path: "weeks/2026-W46/digest.json", text: content)], into: root)
        let week = try ISOWeek(parsing: "2026-W46")
        do {
            _ = try SnapshotStore(root: root, history: root, fileSystem: LocalFileSystem()).load(week)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix(root + "/weeks/2026-W46/digest.json"))
            #expect(error.description.contains(mentions), "\(error.description)")
        }
    }
}

/// The file names a listing looks for are the ones the site writes.
struct WeekListingTests {
    @Test func theFilesListedAreTheSnapshotAndThePageTheSiteWrites() throws {
        let week = try ISOWeek(parsing: "2026-W47")
        #expect(
            SnapshotStore(root: "out", history: "out", fileSystem: LocalFileSystem()).path(of: week)
                == "out/weeks/2026-W47/" + SitePath.snapshotName)
        #expect(SitePath.week(week).file == "weeks/2026-W47/" + SitePath.pageName)
    }

    @Test(arguments: [0, 1, 2, 7, 64])
    func addingKeepsTheWeeksSortedAndOnce(count: Int) throws {
        var generator = SeededRandom(seed: UInt64(count))
        let first = try ISOWeek(parsing: "2020-W01")
        let pool = Array(sequence(first: first, next: \.next.next.next).prefix(count))
        var listing = WeekListing(snapshots: pool.filter { _ in Bool.random(using: &generator) }, paged: [])
        var expected = Set(listing.snapshots)
        for _ in 0..<(count * 2) {
            guard let week = pool.randomElement(using: &generator) else { break }
            listing.add(week)
            expected.insert(week)
            #expect(listing.snapshots == expected.sorted())
            #expect(listing.paged.contains(week))
        }
        #expect(listing.withoutPages.allSatisfy { !listing.paged.contains($0) })
    }
}
