import DigestCore
import DigestSources
import DigestSystem
import Foundation
import Logging

extension BackfillJob {
    /// What the backfill reads: WakaTime's export (`--wakatime-dump`, else `WAKATIME_DUMP`) and
    /// every configured source as far back as it reaches.
    ///
    /// Every request goes through `transport` (which counts them for the progress).
    func pastSources(
        _ config: Configuration, environment: [String: String], now: Date, log: Logger, transport: any HTTPTransport
    ) throws(RunError) -> PastSources {
        let dumpSource: WakaTimeDumpSource?
        do {
            dumpSource = try Self.readDump(
                dump ?? Configuration.value("WAKATIME_DUMP", in: environment), fileSystem: services.fileSystem, log: log
            )
        } catch {
            throw .usage("\(error.message) Nothing was written.")
        }
        guard !config.sources.isEmpty || dumpSource != nil else {
            throw .usage(
                "Nothing to backfill from: pass WakaTime's export with --wakatime-dump FILE, or configure a source (see `weekly-digest doctor`)."
            )
        }
        var services = self.services
        services.transport = transport
        let http = services.httpClient(attempts: config.httpAttempts, logger: log)
        var context = config.sourceContext(http: http, now: now, log: log, services: services)
        context.waitForLimit =
            LimitWait(clock: services.retryClock, timeZone: config.timeZone, quiet: inputs.quiet).wait
        var named: [PastSources.Named] = [], live: PastReach?, codingName: String?
        for settings in config.sources {
            let about = type(of: settings).about
            let reach = settings.past(context)
            log.debug("\(about.name): \(reach.reach)")
            if about.part == .coding {
                (live, codingName) = (reach, about.name)
            } else {
                named.append(PastSources.Named(name: about.name, part: about.part, reach: reach))
            }
        }
        let configured = Set(config.sources.map { type(of: $0).about.name })
        let unset = SourceCatalogue.abouts.filter { !configured.contains($0.name) }.map { ($0.part, $0.unset) }
        return PastSources(
            sources: named, coding: PastCoding(dump: dumpSource, live: live), codingName: codingName,
            unset: Dictionary(unset) { first, _ in first }, noneConfigured: SourceCatalogue.sectionsUnset)
    }

    /// WakaTime's export at `path`, read; nil without one.
    ///
    /// One that cannot be read stops the backfill before anything is written.
    static func readDump(_ path: String?, fileSystem: any FileSystem, log: Logger) throws(RunError)
        -> WakaTimeDumpSource?
    {
        guard let path, !path.isEmpty else { return nil }
        let expanded = (path as NSString).expandingTildeInPath
        let data: Data
        do {
            guard let read = try fileSystem.contents(of: expanded) else {
                throw RunError.usage(
                    "The WakaTime export \(path) does not exist: download it (WakaTime → Settings → Account → Export, daily) and give its path to --wakatime-dump or WAKATIME_DUMP."
                )
            }
            data = read
        } catch let error as RunError {
            throw error
        } catch {
            throw .usage("The WakaTime export \(path) cannot be read: \(error)")
        }
        do {
            let dump = try WakaTimeDump(data: data, path: path)
            let span = dump.span.map { "\($0.lowerBound) to \($0.upperBound)" } ?? "no day"
            log.notice("WakaTime export \(path): \(dump.days.count) days, \(span)")
            if dump.skippedDays > 0 {
                log.warning("WakaTime export \(path): \(dump.skippedDays) days without a date were left out.")
            }
            return WakaTimeDumpSource(dump: dump)
        } catch {
            throw .usage(error.description)
        }
    }
}
