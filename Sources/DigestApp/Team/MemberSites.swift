import DigestCore
import DigestRender
import DigestSources
import DigestSystem
import Foundation

/// Reads each member's `weeks/<W>/week.json` from their published site (over HTTP, or from a
/// folder) and keeps only what validates against `week.schema.json` at schema version 1.
struct MemberSites: Sendable {
    let http: HTTPClient
    let fileSystem: any FileSystem
    /// Each request's deadline, in seconds (`DIGEST_HTTP_TIMEOUT`).
    let timeout: Double
    /// The schema every `week.json` is checked against: this version's own.
    let check: JSONSchemaCheck

    /// The most bytes a `week.json` may have.
    static let maximumBytes = 2 * 1024 * 1024

    /// `week`'s week of every member, and the weeks before it (``TeamWeek/recentCount``), read at once.
    func read(_ members: [TeamMember], week: ISOWeek) async -> TeamWeek {
        let outcomes = await withTaskGroup(of: (Int, TeamWeek.Member).self) { group in
            for (index, member) in members.enumerated() {
                group.addTask { (index, await read(member, week: week)) }
            }
            var found: [Int: TeamWeek.Member] = [:]
            for await (index, outcome) in group { found[index] = outcome }
            return found
        }
        return TeamWeek(week: week, members: members.indices.compactMap { outcomes[$0] })
    }

    /// One member: the week first; only when it was read, the weeks before (a week the site does
    /// not have, or that does not validate, is left out of the last twelve).
    func read(_ member: TeamMember, week: ISOWeek) async -> TeamWeek.Member {
        let current: MemberWeek
        switch await self.week(week, of: member) {
        case .failure(let problem): return TeamWeek.Member(member: member, week: nil, problem: problem)
        case .success(let read): current = read
        }
        var before: [ISOWeek] = []
        var when = week
        for _ in 1..<TeamWeek.recentCount {
            when = when.previous
            before.append(when)
        }
        let earlier = await withTaskGroup(of: MemberWeek?.self) { group in
            for past in before {
                group.addTask { try? await self.week(past, of: member).get() }
            }
            var weeks: [MemberWeek] = []
            for await found in group { if let found { weeks.append(found) } }
            return weeks.sorted { $0.week < $1.week }
        }
        return TeamWeek.Member(member: member, week: current, earlier: earlier)
    }

    /// `week`'s `week.json` of `member`, validated and read.
    func week(_ week: ISOWeek, of member: TeamMember) async -> Result<MemberWeek, MemberProblem> {
        let file = SitePath.data(week).file
        let bytes: Data
        switch member.site {
        case .web(let base):
            let url = base.appendingPathComponent(file)
            let request = HTTPRequest(
                url: url, headers: ["Accept": "application/json"], timeout: timeout, maximumBodyBytes: Self.maximumBytes
            )
            let response: HTTPResponse
            do { response = try await http.send(request) } catch {
                return .failure(.noAnswer(error.description))
            }
            guard response.status != 404 else {
                return .failure(.noWeek(file: file, week: week))
            }
            guard (200..<300).contains(response.status) else {
                return .failure(.status(response.status, file: file))
            }
            bytes = response.body
        case .folder(let folder):
            let path = folder + "/" + file
            do {
                guard let read = try fileSystem.contents(of: path) else {
                    return .failure(.noWeek(file: file, week: week))
                }
                bytes = read
            } catch {
                return .failure(.unreadable(file: file, reason: Self.reason(error)))
            }
        }
        return validated(bytes, file: file, week: week)
    }

    /// The week in `bytes`, when it is JSON of schema version 1 that validates and is `week`'s.
    func validated(_ bytes: Data, file: String, week: ISOWeek) -> Result<MemberWeek, MemberProblem> {
        let document: JSONValue
        do { document = try JSONDecoder().decode(JSONValue.self, from: bytes) } catch {
            return .failure(.notJSON(file: file))
        }
        if let version = document["schema_version"], version != .integer(MemberWeek.schemaVersion) {
            let shown = if case .integer(let number) = version { String(number) } else { "of another kind" }
            return .failure(.version(file: file, found: shown))
        }
        let problems = check.problems(of: document, limit: 3)
        guard problems.isEmpty else {
            return .failure(.invalid(file: file, problems: problems))
        }
        let read: MemberWeek
        do { read = try JSONDecoder().decode(MemberWeek.self, from: bytes) } catch {
            return .failure(.unreadable(file: file, reason: "\(error)"))
        }
        guard read.week == week else {
            return .failure(.otherWeek(file: file, found: read.week))
        }
        return .success(read)
    }

    /// Why a member's file cannot be read, without its path on this machine (the page is published).
    static func reason(_ error: any Error) -> String {
        (error as? FileWriteError)?.reason ?? "it cannot be read as a file"
    }
}
