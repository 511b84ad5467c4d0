import ArgumentParser
import DigestCore
import DigestPublish
import DigestRender
import DigestSources
import Foundation

/// `weekly-digest run`: fetch, aggregate, render and write one week.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Build the week's digest and write its pages and snapshot under the output folder.",
        discussion: """
            Sources are turned on by their variables: WAKATIME_API_KEY (coding time), QIITA_TAGS \
            (reading list), X_BEARER_TOKEN with X_USERNAME, or X_ARCHIVE (shared links). With --sample the bundled \
            sample week is used instead: no network and no keys.

            The reading list holds up to QIITA_MAX_ARTICLES (default 15) articles created in the \
            week, none listed in the previous 12 weeks. A spent Qiita rate limit is a note on the \
            page, not a failure; QIITA_ACCESS_TOKEN raises it from 60 to 1000 requests an hour. \
            X recent search reaches back 7 days; older weeks need X_ARCHIVE. --verbose shows the X \
            query as sent, after v1.1 operators are translated.

            Writes weeks/<week>/index.html, digest.md and digest.json; rewrites the neighbouring \
            weeks' pages (their links), index.html when the week is the latest, archive/index.html, \
            feed.xml, sitemap.xml (with DIGEST_SITE_URL) and weeks/index.json. Each file is \
            replaced atomically, and only when its bytes change; the snapshot is written last.

            Running a stored week again replaces each section only with a source that answered: one \
            that fails keeps the stored data, with a note. --week must have ended (by --now or the \
            clock). One command at a time writes the output folder; another waits DIGEST_LOCK_WAIT \
            seconds (default 120).

            Exit status: 0 complete; 3 written but a source failed; 1 nothing stored (every link of \
            the site still whole); 64 bad usage or configuration.
            """
    )

    @Flag(help: "Use the bundled sample week instead of the live APIs (no network, no keys).")
    var sample = false

    @OptionGroup var week: WeekOption
    @OptionGroup var clock: ClockOption
    @OptionGroup var output: OutputOption
    @OptionGroup var templates: TemplateOptions
    @OptionGroup var level: LevelOptions

    func run() async throws {
        do {
            let status = try await execute(environment: ProcessInfo.processInfo.environment, clockNow: Date())
            if status != .complete { throw status.exitCode }
        } catch let error as RunError {
            ProgressReporter.printError("error: \(error.message)")
            throw error.status.exitCode
        }
    }

    func execute(environment: [String: String], clockNow: Date) async throws -> ExitStatus {
        let config = try Configuration(environment: environment)
        let clock = try self.clock.clock(timeZone: config.timeZone, systemNow: clockNow)
        let now = clock.now
        let week = try clock.week(self.week.week)
        let output = self.output.folder(config)
        let source = try makeSource(config, now: now)
        let lock = try CommandLocks.output(output, command: "run", wait: config.lockWait)
        defer { withExtendedLifetime(lock) {} }
        let store = clock.store(output)

        var progress = ProgressReporter(
            level: level.level, stepCount: 5)
        progress.detail("week \(week) (\(week.monday) to \(week.monday.adding(days: 6))) in \(config.timeZone.identifier)")
        if let query = config.x?.query, !sample {
            progress.detail("X query: \(query.text)\(query.translations.isEmpty ? "" : " (translated \(query.translations.map(\.description).joined(separator: ", ")))")")
        }
        let templates = try await progress.step("Loading templates") {
            try self.templates.load(config)
        }
        try repair(store, templates: templates, config: config)
        let fetched = try await progress.step(sample ? "Loading the sample week" : "Fetching") {
            try await source.fetch(week: week, timeZone: config.timeZone)
        }
        // The week before is loaded once, for the comparison and for the no-repeat list.
        let previous = loadPrevious(week.previous, from: store, progress: progress)
        let listed = store.listedArticleIDs(before: week.previous, weeks: Self.noRepeatWeeks - 1)
            .union((previous?.readingList.value ?? []).map(\.id))
        progress.detail("\(listed.count) articles listed in the \(Self.noRepeatWeeks) weeks before \(week) will not be listed again")
        let fresh = await progress.step("Aggregating") {
            DigestAssembler(readingListLimit: config.readingListLimit, alreadyListed: listed)
                .assemble(fetched, week: week, timeZone: config.timeZone, generatedAt: now)
        }
        // A rerun never makes the stored week worse: what a source could not fetch now is kept.
        let digest = StoredWeekMerge.merge(fresh, keeping: try storedWeek(week, in: store))
        for section in StoredWeekMerge.keptSections(digest) {
            ProgressReporter.printError("warning: \(week): the \(section) stored by an earlier run is kept, since this run could not fetch it.")
        }
        let build = try await progress.step("Rendering Markdown and HTML") {
            do {
                return try SiteBuilder(templates: templates, store: store, site: config.site)
                    .adding(digest, previous: previous) { ProgressReporter.printError("warning: \($0)") }
            } catch let error as TemplateError {
                throw RunError.failure("Template \(error)")
            }
        }
        let changed = try await progress.step("Writing \(build.files.count) files to \(output)") {
            do {
                let writer = SiteWriter()
                return try writer.write(build.files, into: output) + writer.remove(build.obsolete, from: output)
            } catch {
                throw RunError.failure("Cannot write the site: \(error) Every link of the site still leads to a page, and \(week) is not stored yet; once there is room, run again.")
            }
        }
        changed.forEach { progress.detail("wrote \(output)/\($0)") }
        if !level.quiet {
            print("Wrote \(output)/\(SitePage.week(week).file): \(DigestPresenter(digest, words: templates.words).summary)")
        }
        return fresh.hasFailedSource ? .partial : .complete
    }

    /// How many earlier weeks' reading lists an article must not be in. An article is listed only
    /// in the week it was created, so a repeat needs overlapping windows (`DIGEST_TIMEZONE`
    /// changed, or a snapshot copied in); twelve weeks cover that without reading all of history.
    static let noRepeatWeeks = 12

    /// Rebuilds every page first when a week has a snapshot but no page (left by an older version's
    /// failed run, or removed by hand), so the site is whole again before this week is added.
    func repair(_ store: SnapshotStore, templates: TemplateSet, config: Configuration) throws(RunError) {
        let builder = SiteBuilder(templates: templates, store: store, site: config.site)
        let missing = builder.weeksWithoutPages()
        guard !missing.isEmpty else { return }
        ProgressReporter.printError("warning: \(missing.map(\.description).joined(separator: ", ")) \(missing.count == 1 ? "has" : "have") a snapshot but no page; rebuilding every page first.")
        do {
            let build = try builder.everything { ProgressReporter.printError("warning: \($0)") }
            _ = try SiteWriter().write(build.files, into: store.root)
        } catch {
            throw .failure("Cannot repair the site in \(store.root): \(error)")
        }
    }

    /// The stored snapshot of the week being run, which the run merges into; one that cannot be
    /// read stops the run, since writing over it could lose data no source can fetch again.
    func storedWeek(_ week: ISOWeek, in store: SnapshotStore) throws(RunError) -> Digest? {
        do { return try store.load(week) } catch {
            throw .failure("\(error) This run would replace it, so nothing was written; once it is repaired or moved out of the output folder, run again.")
        }
    }

    /// The week before's snapshot, for week-over-week changes; a broken one is reported and skipped.
    func loadPrevious(_ week: ISOWeek, from store: SnapshotStore, progress: ProgressReporter) -> Digest? {
        do {
            let previous = try store.load(week)
            progress.detail(previous == nil ? "no snapshot of \(week): no week-over-week changes" : "comparing with \(week)")
            return previous
        } catch {
            ProgressReporter.printError("warning: \(error) The page is built without week-over-week changes.")
            return nil
        }
    }

    func makeSource(_ config: Configuration, now: Date) throws(RunError) -> any WeekSource {
        if sample {
            do { return try SampleWeekSource() } catch { throw .failure(error.description) }
        }
        guard !config.configuredSources.isEmpty else {
            let variables = Configuration.sourceVariables.map { "\($0.1) (\($0.0))" }.joined(separator: ", ")
            throw .usage("No source is configured. Set at least one of \(variables), or try `weekly-digest run --sample` to see a digest built from sample data.")
        }
        let http = LiveServices.httpClient(attempts: config.httpAttempts)
        return LiveWeekSource(
            now: now, wakatime: config.wakatimeClient(http: http).map(WakaTimeSource.init(client:)),
            qiita: config.qiitaSource(http: http), x: config.x?.source(http: http, timeout: config.httpTimeout))
    }
}
