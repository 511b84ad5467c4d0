import DigestCore
import DigestRender
import DigestSite
import DigestSources
import Foundation
import Logging

/// `run`'s work: fetch, aggregate, render and write a week, or every week a missed Monday left out.
package struct RunJob: Sendable {
    /// `--sample`: the bundled sample week instead of the live APIs.
    var sample: Bool
    /// The options.
    var inputs: CommandInputs
    /// `--refetch`: a network that bills each read (X) is read again for a week stored complete.
    var refetch: Bool
    /// What the job talks to the world through.
    var services: AppServices

    /// A run of `inputs`, from the sample with `sample`.
    package init(sample: Bool, inputs: CommandInputs, refetch: Bool = false, services: AppServices = .live) {
        self.sample = sample
        self.inputs = inputs
        self.refetch = refetch
        self.services = services
    }

    /// Runs the command with `environment` at `clockNow` (unless `--now` pins it).
    ///
    /// With `--week`, that week; without, the latest complete week and any it missed (``CatchUp``).
    /// The report has a line for each week built (or says why none was).
    package func run(environment: [String: String], clockNow: Date) async throws -> JobReport {
        try await .ofAny { report in try await run(environment: environment, clockNow: clockNow, report: &report) }
    }

    func run(environment: [String: String], clockNow: Date, report: inout JobReport) async throws -> ExitStatus {
        let config = try Configuration(environment: environment, fileSystem: services.fileSystem)
        let log = AppLog.logger(inputs.level, format: config.logFormat)
        let clock = try inputs.clock(timeZone: config.timeZone, systemNow: clockNow)
        let latest = try clock.week(inputs.week)
        let folders = try SiteFolders(output: inputs.folder(config), config: config, fileSystem: services.fileSystem)
        for warning in config.warnings { log.warning("\(warning)") }
        let (source, afterRun) = try makeSource(config, now: clock.now, log: log)
        // The templates are read and compiled while the site is locked, checked for links and listed
        // (the step below says how long the run then waited for them).
        let loading = Task { [inputs, services] in try inputs.loadTemplates(config, fileSystem: services.fileSystem) }
        let lock = try folders.lock(command: "run", config: config, log: log)
        defer { withExtendedLifetime(lock) {} }
        defer { afterRun.forEach { $0() } }
        if !inputs.quiet { report.say(lock.moved) }
        let freshStart = try SampleHistory(folders: folders).prepare(sample: sample)
        if !inputs.quiet { report.say(freshStart) }
        // The lock is held, so the weeks are listed once, and each week built is added.
        var store = folders.store(clock, log: log, listed: true, entries: lock.entries)
        // Pages made under other rules for names (or before the history moved out) are made again.
        // (A site with no page yet has nothing to make again.)
        let stale =
            folders.pagesMade(with: config.names.site) || store.listing().pageFolders.isEmpty ? [] : [StalePages.reason]
        let weeks =
            inputs.week == nil ? try weeksToBuild(latest, store: store, limit: config.catchUp, log: log) : [latest]
        // With no week to build, the pages about the whole site are checked against the stored weeks:
        // a render with a clock behind, or a snapshot copied in, leaves a stored week off them.
        let disagreements = weeks.isEmpty ? SiteIndexCheck(store: store).disagreements() + orphans(store) : []
        guard !weeks.isEmpty else {
            // A stored week that has ended and has no page (an output folder deleted, a page
            // removed) is made again too: `repair` names it.
            let unpaged = !Set(store.listing().withoutPages).isDisjoint(with: store.weeks())
            if !disagreements.isEmpty || !stale.isEmpty || unpaged {
                try repair(store, templates: try await loading.value, config: config, log: log, disagreements + stale)
            }
            folders.recordPages(madeWith: config.names.site, log: log)
            if !inputs.quiet {
                report.say(
                    "Nothing to build: \(latest) is stored and no recent week is partial\(disagreements.isEmpty && !unpaged ? "" : " (the site was rebuilt to show every stored week)"). Use --week \(latest) to fetch it again."
                )
            }
            return .complete
        }
        var progress = ProgressReporter(level: inputs.level, stepCount: 1 + 4 * weeks.count, format: config.logFormat)
        let templates = try await progress.step("Loading templates") { try await loading.value }
        try repair(store, templates: templates, config: config, log: log, stale)
        var status = ExitStatus.complete
        for week in weeks {
            let built = try await build(
                week, from: source, into: store, templates: templates, config: config, progress: &progress, log: log,
                now: clock.now)
            if !inputs.quiet { report.say(built.summary) }
            if built.status == .partial { status = .partial }
            store = store.adding(week)
        }
        folders.recordPages(madeWith: config.names.site, log: log)
        return status
    }

    /// Fetches, merges, renders and writes `week`: the line that says so, and `.partial` when a
    /// source failed.
    func build(
        _ week: ISOWeek, from source: any WeekSource, into store: SnapshotStore, templates: TemplateSet,
        config: Configuration, progress: inout ProgressReporter, log: Logger, now: Date
    ) async throws -> (summary: String, status: ExitStatus) {
        let output = store.root
        log.debug("week \(week) (\(week.monday) to \(week.monday.adding(days: 6))) in \(config.timeZone.shownName)")
        let stored = try storedWeek(week, in: store)
        let builder = SiteBuilder(templates: templates, store: store, site: config.site, names: config.names.site)
        // What the build reads of the site (the index of every week, the largest part of what a
        // weekly run reads) is read while the week is fetched and put together.
        async let known = builder.known(adding: week)
        // So are the weeks before it: the week before, and the articles listed lately.
        async let earlier = EarlierWeeks(before: week, in: store, log: log)
        // A network that bills each read (X) is not read again when its part was stored complete,
        // whether a missed week is made up or `--week` asks for it; `--refetch` reads it again.
        var reused: [LinkNetwork: SourceOutcome<[Post]>] = [:]
        for network in source.billedNetworks.sorted() {
            guard let posts = stored.flatMap({ StoredPosts.of($0, on: network) }) else { continue }
            let count = posts.value?.count ?? 0
            if refetch {
                log.warning(
                    "\(network.name): --refetch reads \(week)'s posts again: \(count) \(count == 1 ? "was" : "were") stored, so about as many post reads are billed."
                )
                continue
            }
            reused[network] = posts
            let said = "\(network.name): \(week)'s posts were stored complete; \(network.name) is not read again"
            if inputs.week == nil {
                log.debug("\(said).")
            } else {
                log.warning("\(said) (--refetch reads them again, billed).")
            }
        }
        let fetched = try await progress.step(sample ? "Loading the sample week \(week)" : "Fetching \(week)") {
            try await source.fetch(week: week, timeZone: config.timeZone, stored: reused)
        }
        let before = await earlier
        let fresh = await progress.step("Aggregating \(week)") {
            DigestAssembler(readingListLimit: config.readingListLimit, alreadyListed: before.listed)
                .assemble(fetched, week: week, timeZone: config.timeZone, generatedAt: now)
        }
        // A rerun never makes the stored week worse: what a source could not fetch now is kept.
        let digest = StoredWeekMerge.merge(fresh, keeping: stored, readingListLimit: config.readingListLimit)
        for warning in digest.coding.value.map(config.names.unmatched) ?? [] { log.warning("\(week): \(warning)") }
        for section in StoredWeekMerge.keptSections(digest) {
            log.warning("\(week): the \(section) stored by an earlier run is kept, since this run could not fetch it.")
        }
        let site = await known
        let build = try await progress.step("Rendering \(week)") {
            do {
                return try builder.adding(digest, previous: before.previous, known: site) { log.warning("\($0)") }
            } catch let error as TemplateError {
                throw RunError.failure("Template \(error)")
            }
        }
        let changed = try await progress.step("Writing \(build.files.count) files to \(output)") {
            do {
                let writer = SiteWriter(fileSystem: store.fileSystem, clearsLeftovers: false, history: store.history)
                return try writer.write(build.files, into: output) + writer.remove(build.obsolete, from: output)
            } catch {
                throw RunError.failure(
                    "Cannot write the site: \(error) Every link of the site still leads to a page, and \(week) is not stored yet; \(error.writeAdvice)."
                )
            }
        }
        changed.forEach { log.debug("wrote \(store.place(of: $0))") }
        let summary =
            "Wrote \(output)/\(SitePath.week(week).file): \(DigestPresenter(digest, words: templates.words).summary)"
        return (summary, fresh.hasFailedSource ? .partial : .complete)
    }

    /// The weeks a run without `--week` builds (``CatchUp``): the stored weeks of the window are
    /// read to see which are partial.
    ///
    /// The latest week unreadable is built, so the run stops and names it (writing over it could
    /// lose data); an older one is left as it is, with the warning the week after it gives.
    func weeksToBuild(_ latest: ISOWeek, store: SnapshotStore, limit: Int, log: Logger) throws(RunError) -> [ISOWeek] {
        let stored = store.weeks()
        let window = Set(CatchUp.window(ending: latest, limit: limit))
        var partial = Set<ISOWeek>()
        for week in stored where window.contains(week) {
            do {
                let digest = try store.load(week)
                if digest?.hasFailedSource == true { partial.insert(week) }
                // The latest week `backfill` made is made again by the run, as a week run makes it.
                if week == latest, digest?.backfill != nil { partial.insert(week) }
            } catch {
                if week == latest { partial.insert(week) }
            }
        }
        let weeks = CatchUp.weeks(latest: latest, stored: stored, partial: partial, limit: limit)
        if weeks.count > 1 || weeks.first.map({ $0 != latest }) == true {
            log.notice(
                "building \(weeks.map(\.description).joined(separator: ", ")): \(weeks.filter { !partial.contains($0) }.count) missed, \(partial.intersection(weeks).count) partial (DIGEST_CATCH_UP=\(limit))"
            )
        }
        return weeks
    }

    /// Rebuilds every page first when a week has a snapshot but no page (left by an older version's
    /// failed run, or removed by hand), or for the `disagreements` found between the site's index
    /// and the stored weeks, so the site is whole again before this week is added.
    func repair(
        _ store: SnapshotStore, templates: TemplateSet, config: Configuration, log: Logger,
        _ disagreements: [String] = []
    ) throws(RunError) {
        let builder = SiteBuilder(templates: templates, store: store, site: config.site, names: config.names.site)
        let missing = builder.weeksWithoutPages()
        var reasons = disagreements
        if !missing.isEmpty {
            reasons.append(
                "\(missing.map(\.description).joined(separator: ", ")) \(missing.count == 1 ? "has" : "have") a snapshot but no page"
            )
        }
        guard !reasons.isEmpty else { return }
        log.warning("\(reasons.joined(separator: "; ")); rebuilding every page first.")
        do {
            _ = try builder.rebuildAndWrite(warn: { log.warning("\($0)") })
        } catch {
            throw .failure("Cannot repair the site in \(store.root): \(error)")
        }
    }

    /// The weeks whose pages are in the output with no stored week (a sample's, after a real
    /// history began), as a reason to rebuild.
    func orphans(_ store: SnapshotStore) -> [String] {
        let weeks = store.orphans()
        guard !weeks.isEmpty else { return [] }
        return [
            "\(weeks.map(\.description).joined(separator: ", ")) \(weeks.count == 1 ? "has a page" : "have pages") but no stored week"
        ]
    }

    /// The stored snapshot of the week being run, which the run merges into; one that cannot be
    /// read stops the run, since writing over it could lose data no source can fetch again.
    func storedWeek(_ week: ISOWeek, in store: SnapshotStore) throws(RunError) -> Digest? {
        do { return try store.load(week) } catch {
            throw .failure(
                "\(error) This run would replace it, so nothing was written; once it is repaired or moved out of the history folder, run again."
            )
        }
    }

    /// The run's source, and what its sources do once the run is over.
    func makeSource(_ config: Configuration, now: Date, log: Logger) throws(RunError) -> (
        source: any WeekSource, afterRun: [@Sendable () -> Void]
    ) {
        if sample {
            do { return (try SampleWeekSource(), []) } catch { throw .failure(error.description) }
        }
        guard !config.sources.isEmpty else { throw .usage(SourceCatalogue.noneConfigured) }
        let http = services.httpClient(attempts: config.httpAttempts, logger: log)
        let live = SourceCatalogue.live(
            config.sources, config.sourceContext(http: http, now: now, log: log, services: services))
        return (live.source, live.afterRun)
    }
}
