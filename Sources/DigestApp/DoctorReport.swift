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
            config = try Configuration(environment: environment)
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
        await report.checkWakaTime(config)
        await report.checkQiita(config)
        await report.checkZenn(config)
        await report.checkX(config, now: now)
        await report.checkBluesky(config)
        await report.checkMastodon(config)
        report.checkMail(environment)
        if config.configuredSources.isEmpty {
            report.problem(
                "Sources",
                "none is configured: set at least one of \(Configuration.sourceVariables.map(\.1).dropLast().joined(separator: ", ")) or \(Configuration.sourceVariables.last?.1 ?? "") (or try `weekly-digest run --sample`).",
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
        let file = try? SettingsFile.read(path, home: environment["HOME"] ?? "")
        let names = (file?.values.keys).map { Array($0).sorted() } ?? []
        let overridden = names.filter { environment[$0] != file?.values[$0] }
        let fromFile = names.filter { !overridden.contains($0) }
        add(
            "Settings",
            "\(path): \(fromFile.isEmpty ? "nothing used" : fromFile.joined(separator: ", "))"
                + (overridden.isEmpty ? "" : "; the environment sets \(overridden.joined(separator: ", ")), which wins")
        )
    }

    mutating func checkFolders(output: String, templates: String?, locale: String) {
        do {
            _ = try TemplateLoader.load(folder: templates, locale: locale)
            let files = TemplateFiles(folder: templates)
            let names = TemplateSet.fileNames + ["locales/\(locale).json"]
            let changed = names.filter { files.overridePath($0) != nil }
            let kept = names.filter { !changed.contains($0) }
            let place =
                if let templates, !changed.isEmpty {
                    "\(changed.joined(separator: ", ")) from \(templates)"
                        + (kept.isEmpty ? "" : "; built in: \(kept.joined(separator: ", "))")
                } else if let templates {
                    "built in (\(templates) holds none of \(names.joined(separator: ", ")))"
                } else {
                    "built in (\(names.joined(separator: ", ")))"
                }
            add("Templates", place)
        } catch {
            problem("Templates", error.message, status: .usage)
        }
        var existing = URL(fileURLWithPath: output)
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            existing.deleteLastPathComponent()
        }
        if FileManager.default.isWritableFile(atPath: existing.path) {
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

    mutating func checkWakaTime(_ config: Configuration) async {
        guard
            let client = config.wakatimeClient(
                http: services.httpClient(
                    attempts: config.httpAttempts, logger: AppLog.logger(.normal, format: config.logFormat)))
        else {
            add(
                "WakaTime",
                "not configured: set WAKATIME_API_KEY to your WakaTime or Wakapi API key (\(config.wakatimeBase) is the base URL it would use)."
            )
            return
        }
        add("WakaTime", "configured, base URL \(config.wakatimeBase)")
        do {
            let endpoint = try await client.verifyKey()
            add("", "✓ key accepted (\(endpoint))")
        } catch {
            switch error {
            case .keyRejected, .notFound, .answer(.malformed), .planLimit:
                problem("", error.description, status: .usage)
            default: problem("", error.description, status: .failure)
            }
        }
    }

    /// With a token, one request checks it; then one request per tag checks the tag exists.
    mutating func checkQiita(_ config: Configuration) async {
        guard !config.qiitaTags.isEmpty else {
            add("Qiita", "not configured: set QIITA_TAGS to the tags you follow, e.g. QIITA_TAGS=swift,ios.")
            return
        }
        let client = config.qiitaClient(
            http: services.httpClient(
                attempts: config.httpAttempts, logger: AppLog.logger(.normal, format: config.logFormat)))
        add(
            "Qiita",
            "configured, tags \(config.qiitaTags.joined(separator: ", ")), base URL \(config.qiitaBase), up to \(config.readingListLimit) articles"
        )
        var rate: QiitaRate?
        do {
            if client.hasToken {
                let (user, tokenRate) = try await client.verifyToken()
                add("", "✓ token accepted (user \(SingleLine.quotable(user)))")
                rate = tokenRate ?? rate
            } else {
                add("", "no QIITA_ACCESS_TOKEN: 60 requests an hour; a token (read_qiita scope) raises it to 1000")
            }
            for tag in config.qiitaTags {
                do {
                    rate = try await client.verifyTag(tag) ?? rate
                    add("", "✓ tag \(tag)")
                } catch .unknownTag {
                    problem("", QiitaError.unknownTag(tag).description, status: .usage)
                }
            }
        } catch {
            switch error {
            case .tokenRejected, .notFound, .answer(.malformed): problem("", error.description, status: .usage)
            default: problem("", error.description, status: .failure)
            }
        }
        if let rate {
            let limit = rate.limit.map { " of \($0)" } ?? ""
            add(
                "",
                "\(rate.remaining)\(limit) requests left this hour\(rate.resetAt.map { "; resets at \(HTTPError.utc($0))" } ?? "")"
            )
        }
    }

    /// The query as sent (and what was translated), the archive, and one search to check the token.
    mutating func checkX(_ config: Configuration, now: Date) async {
        guard let settings = config.x else {
            add(
                "X",
                "not configured: set X_BEARER_TOKEN and X_USERNAME to list the links you shared, or X_ARCHIVE to read them from your downloaded archive."
            )
            return
        }
        if let archive = settings.archive {
            add("X", "archive \(archive.path)")
        }
        guard let token = settings.token else {
            add(settings.archive == nil ? "X" : "", "no X_BEARER_TOKEN: links come from the archive only")
            return
        }
        guard let query = settings.query else {
            await checkXTimeline(config, settings, token: token, now: now)
            return
        }
        add(settings.archive == nil ? "X" : "", "configured, base URL \(settings.base), query: \(query.text)")
        for translation in query.translations {
            add("", "translated \(translation)")
        }
        do {
            let endpoint = try await XClient(
                base: settings.base, token: token,
                http: services.httpClient(
                    attempts: config.httpAttempts, logger: AppLog.logger(.normal, format: config.logFormat)),
                timeout: Double(config.httpTimeout)
            ).verify(query, now: now)
            add("", "✓ token accepted (\(endpoint))")
        } catch {
            switch error {
            case .tokenRejected, .notFound, .invalidQuery, .notEnrolled: problem("", error.description, status: .usage)
            default: problem("", error.description, status: .failure)
            }
        }
    }
}
