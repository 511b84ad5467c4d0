import DigestCore
import Foundation

/// Your merge requests, approvals and issues on GitLab: the week's events of the token's user, and
/// each project they happened in (its name, and whether it is public).
package struct GitLabSource: Sendable {
    /// The most pages read for one week (5 000 events).
    static let maximumPages = 50

    let client: GitLabClient

    /// Creates the source.
    package init(client: GitLabClient) {
        self.client = client
    }

    /// The week's contributions in `window`; a failure becomes a failed outcome, never a throw.
    ///
    /// A merge request opened, merged (by you) or approved, or commented on by you (one review a
    /// merge request a day), and an issue opened. A project that is not public (or that GitLab
    /// will not show) is private: counted, never named.
    func contributions(in window: DateInterval) async -> SourceOutcome<ForgeWeek> {
        // GitLab's dates are exclusive and UTC: a day more on each side, the rest cut by time.
        let after = Self.day(window.start.addingTimeInterval(-86_400))
        let before = Self.day(window.end.addingTimeInterval(86_400))
        var events: [GitLabWire.Event] = [], skipped = 0, page = 1, notes: [String] = []
        do {
            for _ in 0..<Self.maximumPages {
                let answer = try await client.events(after: after, before: before, page: page)
                skipped += answer.page.skipped
                events += answer.page.items
                guard let next = answer.next, next > page else { break }
                page = next
            }
            if page > Self.maximumPages {
                notes.append(
                    "GitLab held more than \(Self.maximumPages * GitLabClient.pageSize) events of yours around the week: the rest were not read."
                )
            }
        } catch {
            return .failed(error.description)
        }
        let week = events.filter { $0.createdAt >= window.start && $0.createdAt < window.end }
        var projects: [Int: GitLabWire.Project?] = [:]
        var contributions: [ForgeContribution] = [], reviewed: Set<String> = []
        for event in week {
            guard let (kind, iid) = Self.kind(of: event) else { continue }
            if kind == .reviewed {
                let day = Self.day(event.createdAt)
                guard reviewed.insert("\(event.projectID)!\(iid ?? 0)@\(day)").inserted else { continue }
            }
            if projects[event.projectID] == nil {
                do {
                    projects[event.projectID] = .some(try await client.project(event.projectID))
                } catch {
                    return .failed(error.description, partial: ForgeWeek(contributions: contributions))
                }
            }
            let project = projects[event.projectID] ?? nil
            let isPublic = project?.visibility == "public"
            let path = kind == .issue ? "issues" : "merge_requests"
            let url = project?.webURL.flatMap { web in iid.flatMap { WebURL("\(web)/-/\(path)/\($0)") } }
            contributions.append(
                ForgeContribution(
                    kind: kind, repository: project?.path ?? "", isPrivate: !isPublic || project == nil,
                    title: event.title, url: url?.absoluteString, at: event.createdAt))
        }
        notes += SkippedItems.notes(skipped, one: "event", many: "events", in: "GitLab's answers")
        return .ok(ForgeWeek(contributions: contributions), notes: notes)
    }

    /// What `event` did, and the number of its merge request or issue; nil for anything else.
    static func kind(of event: GitLabWire.Event) -> (ForgeContribution.Kind, Int?)? {
        switch (event.action, event.targetType) {
        case ("opened", "MergeRequest"): (.opened, event.targetIID)
        case ("accepted", "MergeRequest"), ("merged", "MergeRequest"): (.merged, event.targetIID)
        case ("approved", "MergeRequest"): (.reviewed, event.targetIID)
        case ("commented on", _) where event.noteOn == "MergeRequest": (.reviewed, event.noteIID)
        case ("opened", "Issue"): (.issue, event.targetIID)
        default: nil
        }
    }

    /// `2026-11-15`: the UTC day of `date`.
    static func day(_ date: Date) -> String {
        LocalDate(date, in: .gmt).description
    }

    /// Checks the token for `doctor`: the user it belongs to.
    package func verify() async throws(GitLabError) -> String {
        try await client.user()
    }
}

extension GitLabSource: ReviewSource {
    package var forge: ForgeSite { .gitlab }

    package func contributions(for request: WeekRequest) async -> SourceOutcome<ForgeWeek> {
        await contributions(in: request.window)
    }
}
