import DigestCore
import DigestRender
import DigestSources
import Foundation

/// The lines `doctor` prints and the status it exits with; the worst problem wins.
package struct DoctorReport {
    package var lines: [String] = []
    package var status = ExitStatus.complete
    /// What the checks reach the APIs through.
    var services = AppServices.live

    /// One labelled line.
    mutating func add(_ label: String, _ text: String) {
        lines.append(label.padding(toLength: 11, withPad: " ", startingAt: 0) + text)
    }

    /// A problem and its fix; `status` is 64 for a setting to change, 1 for an API out of reach.
    mutating func problem(_ label: String, _ text: String, status: ExitStatus) {
        add(label, "✗ " + text)
        if status == .usage || self.status == .complete { self.status = status }
    }

    /// Checks the environment and, where a source is configured, its API.
    ///
    /// `now` is `--now` or the clock, for the checks that depend on the date (X's search window).
    package static func make(
        environment: [String: String], inputs: CommandInputs, now: Date, services: AppServices = .live
    ) async -> DoctorReport {
        var report = DoctorReport()
        report.services = services
        report.lines.append("weekly-digest \(AppVersion.current)")
        let config: Configuration
        do {
            config = try Configuration(environment: environment, fileSystem: services.fileSystem)
        } catch {
            report.problem("Settings", error.message, status: error.status)
            return report
        }
        report.addSettingsFile(environment)
        report.add(
            "Time zone",
            "\(config.timeZone.shownName)\(environment["DIGEST_TIMEZONE"] == nil ? " (the system's; set DIGEST_TIMEZONE to choose)" : "")"
        )
        report.checkFolders(
            output: inputs.folder(config), templates: inputs.templateFolder(config), locale: inputs.localeCode(config))
        report.checkState(environment)
        report.checkPublic(config, output: inputs.folder(config))
        report.checkGoalAndProfile(config)
        await report.checkSources(config, environment: environment, now: now)
        report.checkMail(environment)
        await report.checkChannels(config, environment: environment)
        if config.sources.isEmpty {
            let settings = SourceCatalogue.switches.map(\.setting)
            report.problem(
                "Sources",
                "none is configured: set at least one of \(SourceCatalogue.sentence(settings, and: "or")) (or try `weekly-digest run --sample`).",
                status: .usage)
        }
        return report
    }

    /// Where the settings came from: the file read (and which of its settings the environment
    /// overrides), or where one would be read from.
    mutating func addSettingsFile(_ environment: [String: String]) {
        guard let path = environment[SettingsFile.readMarker] else {
            add(
                "Settings",
                "the environment only (no settings file; `--config FILE` or DIGEST_CONFIG names one, ~/.config/weekly-digest/config is read when it exists)"
            )
            return
        }
        let file = try? SettingsFile.read(path, home: environment["HOME"] ?? "", fileSystem: services.fileSystem)
        let names = (file?.values.keys).map { Array($0).sorted() } ?? []
        let overridden = names.filter { environment[$0] != file?.values[$0] }
        let fromFile = names.filter { !overridden.contains($0) }
        add(
            "Settings",
            "\(path): \(fromFile.isEmpty ? "nothing used" : fromFile.joined(separator: ", "))"
                + (overridden.isEmpty ? "" : "; the environment sets \(overridden.joined(separator: ", ")), which wins")
        )
    }

    /// Each source of the catalogue: tried when it is configured, else what to set.
    mutating func checkSources(_ config: Configuration, environment: [String: String], now: Date) async {
        for warning in config.warnings {
            add("Settings", "⚠ " + warning)
        }
        let log = AppLog.logger(.normal, format: config.logFormat)
        let context = config.sourceContext(
            http: services.httpClient(attempts: config.httpAttempts, logger: log), now: now, log: log,
            services: services)
        for type in SourceCatalogue.all {
            guard let settings = config.sources.first(where: { Swift.type(of: $0) == type }) else {
                add(type.about.name, type.notConfigured(in: environment))
                continue
            }
            await settings.check(context, into: &self)
            add("", "backfill: " + settings.past(context).reach)
        }
        checkDump(environment, log: log)
    }

    mutating func checkFolders(output: String, templates: String?, locale: String) {
        do {
            _ = try TemplateLoader.load(folder: templates, locale: locale, fileSystem: services.fileSystem)
            let files = TemplateFiles(reading: templates, fileSystem: services.fileSystem)
            let names = TemplateSet.fileNames + ["locales/\(locale).json"]
            let changed = names.filter { files.overridePath($0) != nil }
            let kept = names.filter { !changed.contains($0) }
            // The folder's partials are named only when it holds some: the built-in ones are many.
            let partials = files.overrides.keys.filter { $0.hasPrefix("partials/") }
                .map { String($0.dropFirst("partials/".count)) }.sorted()
            let place: String
            if let templates, !changed.isEmpty || !partials.isEmpty {
                let own = partials.isEmpty ? "" : "partials \(partials.joined(separator: ", "))"
                let from =
                    changed.isEmpty
                    ? "\(own) from \(templates)"
                    : "\(changed.joined(separator: ", ")) from \(templates)" + (own.isEmpty ? "" : ", with its \(own)")
                place = from + (kept.isEmpty ? "" : "; built in: \(kept.joined(separator: ", "))")
            } else if let templates {
                place = "built in (\(templates) holds none of \(names.joined(separator: ", ")))"
            } else {
                place = "built in (\(names.joined(separator: ", ")))"
            }
            add("Templates", place)
        } catch {
            problem("Templates", error.message, status: .usage)
        }
        var existing = URL(fileURLWithPath: output)
        while !services.fileSystem.exists(at: existing.path), existing.path != "/" {
            existing.deleteLastPathComponent()
        }
        if services.fileSystem.allows(.write, at: existing.path) {
            add(
                "Output",
                existing.path == URL(fileURLWithPath: output).path
                    ? "\(output) (writable)" : "\(output) (will be created)")
        } else {
            problem(
                "Output",
                "\(output): \(existing.path) is not writable; pass --output DIR or set DIGEST_OUTPUT to a folder you can write.",
                status: .usage)
        }
    }
}
