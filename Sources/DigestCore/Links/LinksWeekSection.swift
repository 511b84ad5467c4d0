/// The links you shared as a section of the week: one entry per address across the networks,
/// each network's part kept on its own for a rerun.
struct LinksWeekSection: WeekSection {
    var name: String { "shared links" }

    /// The links of the week's posts of every network, one entry an address.
    func assemble(_ fetched: FetchedWeek, into digest: inout Digest, in assembly: Assembly) {
        (digest.sharedLinks, digest.linkSources) = LinksAcrossNetworks.joined(
            fetched.posts.mapValues { posts in
                posts.map { LinkCollector.collect($0.filter { assembly.contains($0.createdAt) }) }
            }, noneConfigured: fetched.noneConfigured[LinksAcrossNetworks.section])
    }

    func record(in digest: Digest) -> SectionRecord? {
        SectionRecord(status: digest.sharedLinks.status, notes: digest.linkSourcesOrX.flatMap(\.notes))
    }

    /// The links of each network replaced only by that network's answer: a network that failed
    /// keeps its stored links, joined with the others' fresh ones.
    func merge(into merged: inout Digest, fresh: Digest, stored: Digest, rules: MergeRules) {
        // Untouched when nothing is kept: the fresh section is exactly what the sources said.
        guard
            let parts = SectionParts.merged(
                LinksAcrossNetworks.parts(of: fresh), keeping: LinksAcrossNetworks.parts(of: stored),
                storedAt: stored.generatedAt)
        else { return }
        (merged.sharedLinks, merged.linkSources) = LinksAcrossNetworks.joined(
            parts, noneConfigured: fresh.sharedLinks.skippedReason)
    }

    /// Nothing: the links are what you chose to share in public.
    func show(_ digest: inout Digest, under rules: NameRules) {}

    func summarize(_ digest: Digest, into summary: inout WeekSummary, headline: Bool) {
        guard let links = digest.sharedLinks.value else { return }
        summary.links = links.count
        guard !headline else { return }
        summary.shared = links.compactMap(LinkMention.init)
        summary.linkDays = WeekSummary.perDay(
            links.map { $0.sharedAt.min() ?? digest.generatedAt }, of: digest.week, in: digest.timeZone)
    }

    var count: SectionCount? { SectionCount(key: "links", phrase: "links", value: \.links) }
}
