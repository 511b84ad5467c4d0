import DigestCore
import DigestRender
import DigestSystem
import Foundation
import Logging

/// `team`'s work: each member's published week read, checked and shown side by side on a team
/// site of its own.
package struct TeamJob: Sendable, ReportingJob {
    /// `--members`: the members file.
    var members: String
    /// `--output`, else `team`: the team site's folder.
    var output: String?
    /// The options (`--week`, `--now`, `--templates`, `--locale`, how much to print).
    var inputs: CommandInputs
    /// What the job talks to the world through.
    var services: AppServices

    /// The team site's folder when `--output` is not given.
    package static let defaultOutput = "team"

    /// The job of these options.
    package init(members: String, output: String?, inputs: CommandInputs, services: AppServices = .live) {
        (self.members, self.output, self.inputs, self.services) = (members, output, inputs, services)
    }

    /// Reads the members' weeks and writes the team site; 3 when a member's week was not read.
    package func run(
        environment: [String: String], clockNow: Date, report: inout JobReport
    ) async throws(RunError) -> ExitStatus {
        let config = try Configuration(environment: environment, fileSystem: services.fileSystem)
        let log = AppLog.logger(inputs.level, format: config.logFormat)
        let ranking = try Self.ranking(environment)
        let folder = output ?? Self.defaultOutput
        // A personal site's folder is never written over by a team page.
        for file in [SitePath.weeks, SitePath.feed.file] where services.fileSystem.exists(at: folder + "/" + file) {
            throw .usage(
                "\(folder) holds a weekly-digest site (it has \(file)), and the team page would replace its index.html: give the team site a folder of its own with --output."
            )
        }
        let team = try readMembers()
        let templates = try inputs.loadTemplates(config, fileSystem: services.fileSystem)
        let clock = try inputs.clock(timeZone: config.timeZone, systemNow: clockNow)
        let week =
            try inputs.week.map { week throws(RunError) in
                guard week <= clock.lastEnded else {
                    throw .usage(
                        "--week \(week) has not ended yet (in \(config.timeZone.identifier)); the last that has is \(clock.lastEnded)."
                    )
                }
                return week
            } ?? clock.lastEnded
        let check: JSONSchemaCheck
        do {
            check = try JSONSchemaCheck(
                schema: try JSONDecoder().decode(JSONValue.self, from: Data(WeekDataSchema.json.utf8)))
        } catch { throw .failure("This build's own week.schema.json cannot be read: \(error)") }
        let sites = MemberSites(
            http: services.httpClient(attempts: config.httpAttempts, logger: log), fileSystem: services.fileSystem,
            timeout: Double(config.httpTimeout), check: check)
        let read = await sites.read(team, week: week)
        try write(read, ranking: ranking, templates: templates, to: folder)
        for outcome in read.members {
            guard let problem = outcome.problem else { continue }
            log.warning(
                "\(SingleLine.quotable(outcome.member.name)) (\(outcome.member.site)): \(SingleLine.squeezed(problem.description, formatCharacters: true, limit: 300))."
            )
        }
        if !inputs.quiet {
            let totals = read.totals
            let time = totals.codingSeconds.map { String(format: "%.1f h", Double($0) / 3600) } ?? "no coding time"
            report.say(
                "Team week \(week): \(read.answered.count) of \(read.members.count) members read; \(time), \(totals.commits ?? 0) commits. Wrote \(folder)/index.html."
            )
        }
        return read.hasProblem ? .partial : .complete
    }

    /// The members file, read.
    func readMembers() throws(RunError) -> [TeamMember] {
        let path = URL(fileURLWithPath: members).standardizedFileURL.path
        let bytes: Data?
        do { bytes = try services.fileSystem.contentsFollowingLinks(of: path) } catch {
            throw .usage("Cannot read the members file \(members): \(error)")
        }
        guard let bytes else {
            throw .usage("There is no members file \(members): write one member a line, the name and then the site.")
        }
        guard let text = String(data: bytes, encoding: .utf8) else {
            throw .usage("The members file \(members) is not UTF-8 text.")
        }
        return try MembersFile.members(in: text, folder: (path as NSString).deletingLastPathComponent)
    }

    /// `DIGEST_TEAM_RANKING`: nil (no leaderboard), `hours` or `commits`.
    static func ranking(_ environment: [String: String]) throws(RunError) -> TeamRanking? {
        guard let text = Configuration.value("DIGEST_TEAM_RANKING", in: environment) else { return nil }
        guard let ranking = TeamRanking(rawValue: text.lowercased()) else {
            throw .usage(
                "DIGEST_TEAM_RANKING is '\(SingleLine.quotable(text))': set it to hours or commits for a leaderboard, or leave it unset for none."
            )
        }
        return ranking
    }

    /// Writes the team site into `folder`: the stylesheet, the icon and `team.json` first, the page
    /// that links the first two last.
    func write(_ team: TeamWeek, ranking: TeamRanking?, templates: TemplateSet, to folder: String) throws(RunError) {
        let page: [UInt8], data: [UInt8]
        do { page = try TeamPage(templates: templates).bytes(team, ranking: ranking) } catch {
            throw .failure("Template \(error)")
        }
        do { data = try TeamData(team).json() } catch { throw .failure("Cannot encode \(TeamData.fileName): \(error)") }
        let files: [(String, [UInt8])] = [
            (SitePath.stylesheet.file, Array(templates.stylesheet)), (SitePath.favicon.file, Array(Favicon.svg.utf8)),
            (TeamData.fileName, data), (SitePath.home.file, page),
        ]
        for (file, bytes) in files {
            let path = folder + "/" + file
            do {
                try services.fileSystem.createDirectory(at: (path as NSString).deletingLastPathComponent)
                if !services.fileSystem.holds(bytes, at: path) {
                    try services.fileSystem.writeAtomically(bytes, to: path)
                }
            } catch {
                throw .failure("Cannot write the team site's \(path): \(error)")
            }
        }
    }
}
