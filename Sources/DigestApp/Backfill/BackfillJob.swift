import DigestCore
import DigestRender
import DigestSite
import DigestSources
import Foundation
import Logging

/// `backfill`'s work: every week of a range that has no stored week, made from what can answer
/// for the past (``PastSources``).
///
/// Each week is stored as it is made, and the site's pages are written once at the end. No email
/// and no notification: `email --week` sends one on purpose.
package struct BackfillJob: Sendable {
    /// `--from`.
    var from: ISOWeek
    /// `--to`: nil for the last complete week.
    var to: ISOWeek?
    /// `--wakatime-dump`: nil for `WAKATIME_DUMP`.
    var dump: String?
    /// The options.
    var inputs: CommandInputs
    /// `--refetch`: stored weeks are made again too (each section kept where nothing better answers).
    var refetch: Bool
    /// What the job talks to the world through.
    var services: AppServices

    /// A backfill of `from` through `to`.
    package init(
        from: ISOWeek, to: ISOWeek?, dump: String?, inputs: CommandInputs, refetch: Bool = false,
        services: AppServices = .live
    ) {
        (self.from, self.to, self.dump, self.inputs, self.refetch, self.services) =
            (from, to, dump, inputs, refetch, services)
    }

    /// Runs the command with `environment` at `clockNow` (unless `--now` pins it).
    package func run(environment: [String: String], clockNow: Date) async throws -> JobReport {
        try await .ofAny { report in try await run(environment: environment, clockNow: clockNow, report: &report) }
    }

    func run(environment: [String: String], clockNow: Date, report: inout JobReport) async throws -> ExitStatus {
        let config = try Configuration(environment: environment, fileSystem: services.fileSystem)
        let log = AppLog.logger(inputs.level, format: config.logFormat)
        let clock = try inputs.clock(timeZone: config.timeZone, systemNow: clockNow)
        let range = try BackfillRange(from: from, to: to, clock: clock)
        let folders = try SiteFolders(output: inputs.folder(config), config: config, fileSystem: services.fileSystem)
        for warning in config.warnings { log.warning("\(warning)") }
        let requests = CountingTransport(services.transport)
        let sources = try pastSources(
            config, environment: environment, now: clock.now, log: log, transport: requests)
        let loading = Task { [inputs, services] in try inputs.loadTemplates(config, fileSystem: services.fileSystem) }
        let lock = try folders.lock(command: "backfill", config: config, log: log)
        defer { withExtendedLifetime(lock) {} }
        if !inputs.quiet { report.say(lock.moved) }
        if !inputs.quiet { report.say(try SampleHistory(folders: folders).prepare(sample: false)) }
        // Not a listed store: each question lists `weeks/` again, so the weeks stored as they are
        // made are seen by the next week's (its week before, its articles listed) and by the pages.
        let store = folders.store(clock, log: log)
        let (weeks, stored) = chosen(range.weeks, in: store, log: log)
        let templates = try await loading.value
        let builder = { (store: SnapshotStore) in
            SiteBuilder(templates: templates, store: store, site: config.site, names: config.names.site)
        }
        guard !weeks.isEmpty else {
            // A backfill stopped before its pages were written left weeks without them; one stopped
            // after its weeks' pages, before the pages linking to them and the index (written last),
            // left an index without those weeks.
            let unpaged = builder(store).weeksWithoutPages()
            if !unpaged.isEmpty || !SiteIndexCheck(store: store).disagreements().isEmpty {
                try writeSite(store, builder: builder(store), made: Set(unpaged), in: folders.output, log: log)
            }
            if !inputs.quiet {
                report.say(
                    "Nothing to backfill: every week from \(range.weeks.first ?? from) to \(range.weeks.last ?? from) is stored. --refetch makes them again."
                )
            }
            return .complete
        }
        var progress = BackfillProgress(total: weeks.count, level: inputs.level, format: config.logFormat)
        progress.reading(weeks)
        let ranges = await sources.readRanges(weeks, timeZone: config.timeZone, now: clock.now)
        var stopped: [WeekPart: String] = [:]
        var status = ExitStatus.complete
        for week in weeks {
            let earlier = EarlierWeeks(before: week, in: store, log: log)
            let (fetched, record) = await sources.week(
                week, ranges: ranges[week] ?? [], stopped: &stopped, timeZone: config.timeZone, now: clock.now)
            let fresh = DigestAssembler(readingListLimit: config.readingListLimit, alreadyListed: earlier.listed)
                .assemble(fetched, week: week, timeZone: config.timeZone, generatedAt: clock.now)
            var digest = StoredWeekMerge.merge(fresh, keeping: stored[week], readingListLimit: config.readingListLimit)
            digest.backfill = BackfillRecord(madeAt: clock.now, from: record.from, without: record.without)
            try write(digest, into: store)
            if fresh.hasFailedSource { status = .partial }
            let line = "Made \(week): \(DigestPresenter(digest, words: templates.words).summary)"
            progress.made(week, from: record.from, requests: requests.count)
            if !inputs.quiet { report.say(line) }
        }
        progress.finish()
        try writeSite(store, builder: builder(store), made: Set(weeks), in: folders.output, log: log)
        folders.recordPages(madeWith: config.names.site, log: log)
        if !inputs.quiet {
            report.say(
                "Wrote the site's pages once for \(weeks.count) week\(weeks.count == 1 ? "" : "s") made with \(BackfillProgress.requests(requests.count)); nothing was emailed or posted (`weekly-digest email --week WEEK` sends one)."
            )
        }
        return status
    }

    /// The weeks of `range` to make, oldest first, and those of them stored.
    ///
    /// A week with no stored week; a week backfill made with a source that failed; with
    /// `--refetch`, every week. A stored week that cannot be read is left as it is, with a warning.
    func chosen(_ range: [ISOWeek], in store: SnapshotStore, log: Logger) -> (
        weeks: [ISOWeek], stored: [ISOWeek: Digest]
    ) {
        let present = Set(store.weeks())
        var weeks: [ISOWeek] = [], stored: [ISOWeek: Digest] = [:]
        for week in range {
            guard present.contains(week) else {
                weeks.append(week)
                continue
            }
            do {
                guard let digest = try store.load(week) else { continue }
                guard refetch || (digest.backfill != nil && digest.hasFailedSource) else { continue }
                weeks.append(week)
                stored[week] = digest
            } catch {
                log.warning("\(error) backfill leaves \(week) as it is.")
            }
        }
        return (weeks, stored)
    }

    /// Stores `digest` as its week's snapshot, replaced atomically; its pages wait for the rebuild.
    func write(_ digest: Digest, into store: SnapshotStore) throws(RunError) {
        do {
            let writer = SiteWriter(fileSystem: store.fileSystem, clearsLeftovers: false, history: store.history)
            _ = try writer.write(
                [SiteFile(.snapshot(digest.week), data: try SnapshotCoder.encode(digest))], into: store.root)
        } catch {
            throw .failure(
                "Cannot store \(digest.week) in \(store.history): \(error) The weeks made before it are stored; run backfill again once it can be written."
            )
        }
    }

    /// Every page written from the stored weeks, once.
    ///
    /// The pages of the weeks `made` (which no page links to yet) come first, then the pages that will link to them (the other weeks', the
    /// front page, the archive, the trends, the years, the feed), then the index. Killed on the
    /// way, the pages a reader can reach from the front page still lead only to pages that exist.
    func writeSite(_ store: SnapshotStore, builder: SiteBuilder, made: Set<ISOWeek>, in output: String, log: Logger)
        throws(RunError)
    {
        do {
            let build = try builder.everything(warn: { log.warning("\($0)") })
            let files = build.files.map { file in
                var file = file
                switch SitePath(file: file.path) {
                case .week(let week)?, .markdown(let week)?:
                    if !made.contains(week) { file.stage = .links }
                default: break
                }
                return file
            }
            let writer = SiteWriter(fileSystem: store.fileSystem, clearsLeftovers: false, history: store.history)
            let changed = try writer.write(files, into: output) + writer.remove(build.obsolete, from: output)
            changed.forEach { log.debug("wrote \(store.place(of: $0))") }
        } catch {
            throw .failure(
                "Cannot write the site in \(output): \(error) The weeks made are stored; `weekly-digest render` or the next backfill writes their pages."
            )
        }
    }
}
