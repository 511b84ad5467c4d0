import DigestCore
import DigestSite
import DigestSystem
import Foundation
import Synchronization
import TestSupport
import Testing

/// Issue 69: a backfill killed at 20 seeded moments, onto the site a first run made, leaves every
/// file whole and every page a reader can reach from the front page leading only to pages that
/// exist; the next backfill goes on where it stopped, and in the end every week is the one an
/// uninterrupted backfill makes.
///
/// (No order of writing one file at a time keeps a chain of new weeks, each linking the next and
/// the one before, free of a link ahead of its page while they are written: the new weeks are
/// written first, while nothing links to them, and the pages that link to them after.)
@Suite(.serialized)
struct BackfillKillTests {
    @Test func aBackfillKilledAtSeededMomentsIsFinishedByTheNext() throws {
        let history = try BackfillRunTests.history()
        defer { history.server.stop() }
        func arguments(_ output: String) -> [String] {
            ["backfill", "-q", "--output", output, "--wakatime-dump", history.dump] + BackfillRunTests.range
                + BackfillRunTests.now
        }
        func environment(_ state: String) -> [String: String] {
            history.environment.merging(["DIGEST_STATE": state]) { $1 }
        }
        /// The site a first run made of 2026-W48.
        func firstRun(_ output: String, state: String) throws {
            let run = try BinaryRunner.digest(
                ["run", "-q", "--output", output] + BackfillRunTests.now, environment: environment(state))
            try #require(run.status == 0, "\(run.stderr)")
        }
        // The backfill no kill interrupts, and how long it takes here, so the kills fall across it.
        let whole = history.folder + "/whole"
        try firstRun(whole, state: history.folder + "/whole-state")
        let started = Date()
        let reference = try BinaryRunner.digest(
            arguments(whole), environment: environment(history.folder + "/whole-state"))
        try #require(reference.status == 0, "\(reference.stderr)")
        var duration = max(0.05, Date().timeIntervalSince(started))
        let expected = try Self.weeks(whole, state: history.folder + "/whole-state")
        try #require(expected.count == BackfillRunTests.weeks.count * 2)

        var random = SeededRandom(seed: 0xBAC_F111)
        var (killed, partway) = (0, 0)
        for round in 0..<20 {
            let output = history.folder + "/site-\(round)", state = history.folder + "/state-\(round)"
            try firstRun(output, state: state)
            let moment = duration * Double.random(in: 0.05..<1.0, using: &random)
            // Every other round, the moment follows the backfill itself: a little after its first
            // week is stored, so some kills fall between two weeks stored however loaded the
            // machine is (a moment on the clock alone missed that window in a busy full run).
            let first = StoredHistory.snapshot(output, BackfillRunTests.weeks[0], state: state)
            let inWeeks = duration / Double(BackfillRunTests.weeks.count * 4)
            let ended =
                round % 2 == 1
                ? try BinaryRunner.digestKilled(
                    arguments(output), after: inWeeks * Double.random(in: 0..<1, using: &random), once: first,
                    environment: environment(state))
                : try BinaryRunner.digestKilled(arguments(output), after: moment, environment: environment(state))
            if ended {
                killed += 1
            } else if round % 2 == 0 {
                duration = min(duration, moment)
            }
            #expect(try Self.unreachable(from: output) == [], "round \(round): a reachable page links to nothing")
            for file in BinaryRunner.files(under: output) where file.hasSuffix(".html") {
                let text = try String(contentsOfFile: output + "/" + file, encoding: .utf8)
                #expect(text.hasSuffix("</html>\n"), "round \(round): \(file) is cut short")
            }
            let stored = BinaryRunner.files(under: StoredHistory.folder(output, state: state))
                .filter { $0.hasSuffix("/digest.json") }.count
            if stored > 1 && stored < BackfillRunTests.weeks.count { partway += 1 }
            let rerun = try BinaryRunner.digest(arguments(output), environment: environment(state))
            #expect(rerun.status == 0, "round \(round): \(rerun.stderr)")
            let made = try Self.weeks(output, state: state)
            let differing = Set(made.keys).union(expected.keys).filter { made[$0] != expected[$0] }.sorted()
            #expect(made == expected, "round \(round): not the weeks of a whole backfill: \(differing) \(rerun.stderr)")
            if let key = differing.first, let one = made[key], let other = expected[key] {
                let (a, b) = (String(decoding: one, as: UTF8.self), String(decoding: other, as: UTF8.self))
                let at = zip(a, b).prefix { $0 == $1 }.count
                Issue.record(
                    "round \(round): \(key) differs at \(at): …\(a.dropFirst(max(0, at - 80)).prefix(240))… against …\(b.dropFirst(max(0, at - 80)).prefix(240))…"
                )
            }
            let problems = SiteCheck(fileSystem: LocalFileSystem()).problems(
                in: output, history: StoredHistory.folder(output, state: state))
            #expect(problems == [], "round \(round)")
        }
        #expect(killed >= 10, "only \(killed) of 20 rounds were killed while they ran")
        #expect(partway > 0, "no kill fell between two weeks stored")
    }

    /// A backfill killed after the new weeks' pages but before the pages that link to them (the
    /// front page, the archive, the week the first run made) and the index: the next backfill has
    /// no week to make, and still makes those pages, as the uninterrupted backfill left them.
    @Test func aBackfillKilledBeforeItsLinkingPagesIsFinishedByTheNext() throws {
        let history = try BackfillRunTests.history()
        defer { history.server.stop() }
        let arguments =
            ["backfill", "-q", "--output", history.output, "--wakatime-dump", history.dump] + BackfillRunTests.range
            + BackfillRunTests.now
        let run = try BinaryRunner.digest(
            ["run", "-q", "--output", history.output] + BackfillRunTests.now, environment: history.environment)
        try #require(run.status == 0, "\(run.stderr)")
        // The files of the linking stage and the index, as the first run left them.
        let linking = ["index.html", "archive/index.html", "weeks/2026-W48/index.html", "weeks/2026-W48/digest.md"]
        let state = history.folder + "/state",
            index = StoredHistory.index(history.output, state: history.folder + "/state")
        var before: [String: Data] = [:]
        for file in linking { before[file] = FileManager.default.contents(atPath: history.output + "/" + file) }
        let indexBefore = try #require(FileManager.default.contents(atPath: index))
        let whole = try BinaryRunner.digest(arguments, environment: history.environment)
        try #require(whole.status == 0, "\(whole.stderr)")
        let expected = try Self.weeks(history.output, state: state)
        var after: [String: Data] = [:]
        for file in linking { after[file] = FileManager.default.contents(atPath: history.output + "/" + file) }
        #expect(after != before, "the backfill changed the linking pages")
        // Killed there: every new week stored with its page, the linking pages and the index not yet written.
        for (file, data) in before { try #require(data).write(to: URL(fileURLWithPath: history.output + "/" + file)) }
        try indexBefore.write(to: URL(fileURLWithPath: index))
        let again = try BinaryRunner.digest(arguments, environment: history.environment)
        #expect(again.status == 0, "\(again.stderr)")
        for file in linking {
            #expect(FileManager.default.contents(atPath: history.output + "/" + file) == after[file], "\(file)")
        }
        #expect(try Self.weeks(history.output, state: state) == expected)
        let check = SiteCheck(fileSystem: LocalFileSystem())
        #expect(
            check.problems(
                in: history.output, history: StoredHistory.folder(history.output, state: state),
                endedBy: try ISOWeek(parsing: "2026-W48")) == [])
    }

    /// The order the kills above rarely catch: the new weeks' pages are all written before any
    /// page that links to them (the week before, the front page, the archive).
    @Test func theNewWeeksAreWrittenBeforeThePagesThatLinkToThem() throws {
        let history = try BackfillRunTests.history()
        defer { history.server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "-q", "--output", history.output, "--week", "2026-W36"] + BackfillRunTests.now,
            environment: history.environment)
        try #require(run.status == 0, "\(run.stderr)")
        // 2026-W36, stored first, sorts before the weeks made: written in path order, it would go first.
        let backfill = try BinaryRunner.digest(
            ["backfill", "-v", "--output", history.output, "--wakatime-dump", history.dump, "--from", "2026-W37"]
                + BackfillRunTests.now, environment: history.environment)
        try #require(backfill.status == 0, "\(backfill.stderr)")
        let written = backfill.stderr.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "wrote " + history.output + "/") else { return nil }
            return String(line[range.upperBound...])
        }
        let new = BackfillRunTests.weeks.dropFirst().map { "weeks/\($0)/index.html" }
        let lastNew = try #require(new.compactMap { written.firstIndex(of: $0) }.max(), "\(written)")
        #expect(new.allSatisfy(written.contains), "\(written)")
        for linking in ["weeks/2026-W36/index.html", "index.html", "archive/index.html"] {
            let index = try #require(written.firstIndex(of: linking), "\(linking) in \(written)")
            #expect(index > lastNew, "\(linking) was written before a week it links to")
        }
    }

    /// A Bluesky that never answers: the backfill holds the lock for its deadline (another command
    /// waiting too long names it and writes nothing), then stores every week with Bluesky's part
    /// failed and exits 3; once Bluesky answers, the next backfill makes those weeks again, whole.
    @Test func aSilentNetworkHoldsTheLockOnlyForItsDeadlineAndItsWeeksAreMadeAgain() throws {
        let history = try BackfillRunTests.history()
        defer { history.server.stop() }
        let silent = Mutex(true)
        let posts = [
            BlueskyFixtures.item(
                "p1", "Read https://example.com/later", at: "2026-11-25T12:00:00+09:00",
                links: [(shown: "https://example.com/later", uri: "https://example.com/later")])
        ]
        let answer = BackfillFixtures.blueskyReply(posts)
        let bluesky = try LoopbackHTTPServer { request in silent.withLock { $0 } ? .silence : answer(request) }
        defer { bluesky.stop() }
        var environment = history.environment
        environment["BLUESKY_API_URL"] = bluesky.baseURL
        environment["DIGEST_HTTP_TIMEOUT"] = "3"
        let arguments =
            ["backfill", "-q", "--output", history.output, "--wakatime-dump", history.dump] + BackfillRunTests.range
            + BackfillRunTests.now
        let slow = try BinaryRunner.launch(BinaryRunner.binary, arguments, environment: environment)
        // The lock is taken before any source is read: Bluesky's first request says it is held.
        for _ in 0..<250 where bluesky.requests.isEmpty { usleep(20_000) }
        try #require(!bluesky.requests.isEmpty, "the backfill never asked Bluesky")
        let second = try BinaryRunner.digest(
            ["run", "-q", "--output", history.output] + BackfillRunTests.now,
            environment: environment.merging(["DIGEST_LOCK_WAIT": "1"]) { $1 })
        #expect(second.status == 1, "\(second.stderr)")
        #expect(
            second.stderr.contains("is held by weekly-digest backfill, process \(slow.process.processIdentifier)"),
            "\(second.stderr)")
        slow.process.waitUntilExit()
        let first = slow.result()
        #expect(first.status == 3, "a source failed: \(first.stderr)")
        for week in BackfillRunTests.weeks {
            let digest = try #require(try BackfillRunTests.stored(history, week), "\(week) is stored")
            let status = digest.linkSourcesOrX.first { $0.source == .bluesky }?.status
            if case .failed? = status {
            } else {
                Issue.record("\(week): Bluesky's part is \(String(describing: status))")
            }
        }
        silent.withLock { $0 = false }
        let again = try BinaryRunner.digest(arguments, environment: environment)
        #expect(again.status == 0, "\(again.stderr)")
        for week in BackfillRunTests.weeks {
            let digest = try #require(try BackfillRunTests.stored(history, week))
            #expect(!digest.hasFailedSource, "\(week) was made again, whole")
        }
        let later = try #require(try BackfillRunTests.stored(history, "2026-W48"))
        #expect(later.sharedLinks.value?.contains { $0.url == "https://example.com/later" } == true)
        #expect(
            SiteCheck(fileSystem: LocalFileSystem()).problems(
                in: history.output, history: StoredHistory.folder(history.output, state: history.folder + "/state"))
                == [])
    }

    /// Each week's snapshot and Markdown, by week.
    static func weeks(_ output: String, state: String) throws -> [String: Data] {
        var weeks: [String: Data] = [:]
        for week in BackfillRunTests.weeks {
            for path in [StoredHistory.snapshot(output, week, state: state), output + "/weeks/\(week)/digest.md"] {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                weeks[week + (path.hasSuffix(".md") ? " page" : " stored")] = data
            }
        }
        return weeks
    }

    /// The links, from the pages a reader reaches from `output`'s front page, to files not in the
    /// site (a front page not written yet reaches nothing).
    static func unreachable(from output: String) throws -> [String] {
        var queue = ["index.html"], seen: Set<String> = ["index.html"], missing: [String] = []
        let pattern = try NSRegularExpression(pattern: ##"(?:href|src)="([^"#?]*)"##)
        while let page = queue.popLast() {
            guard let text = try? String(contentsOfFile: output + "/" + page, encoding: .utf8) else { continue }
            let folder = URL(fileURLWithPath: output + "/" + page).deletingLastPathComponent()
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let link = String(text[range])
                guard !link.isEmpty, !link.contains(":") else { continue }
                let target = folder.appendingPathComponent(link).standardized.path
                let relative = String(target.dropFirst(output.count + 1))
                let file = link.hasSuffix("/") ? relative + "/index.html" : relative
                guard FileManager.default.fileExists(atPath: output + "/" + file) else {
                    missing.append("\(page) → \(link)")
                    continue
                }
                if file.hasSuffix(".html"), seen.insert(file).inserted { queue.append(file) }
            }
        }
        return missing
    }
}
