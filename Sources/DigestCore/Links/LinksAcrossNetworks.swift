/// The one list of shared links across networks: joined from each network's links, and split
/// back into them for a rerun's merge.
package enum LinksAcrossNetworks {
    /// What the section says when no network is configured.
    static let noneConfigured =
        "set BLUESKY_HANDLE or MASTODON_ACCOUNT (no key needed), or X_BEARER_TOKEN and X_USERNAME, to list the links you shared."

    /// One entry per address across `parts`, oldest first share first, and each network's record.
    ///
    /// The section failed when a configured network failed (the links of those that answered,
    /// and of a failure's partial answer, are kept); it is not configured when no network is.
    package static func joined(_ parts: [LinkNetwork: SourceOutcome<[SharedLink]>]) -> (
        links: SourceOutcome<[SharedLink]>, sources: [LinkSource]
    ) {
        let ordered = parts.sorted { $0.key < $1.key }
        let sources = ordered.map { LinkSource(network: $0.key, status: $0.value.status, notes: $0.value.notes) }
        let configured = ordered.filter {
            if case .skipped = $0.value.status { return false }
            return true
        }
        guard !configured.isEmpty else { return (.skipped(noneConfigured), sources) }
        let answered = configured.compactMap(\.value.value)
        var links: [SharedLink]?
        if !answered.isEmpty { links = joined(answered.flatMap { $0 }) }
        let failures = configured.compactMap { part -> String? in
            if case .failed(let reason) = part.value.status { return reason }
            return nil
        }
        let notes = configured.flatMap(\.value.notes)
        let status: SourceStatus = failures.isEmpty ? .ok : .failed(reason: failures.joined(separator: " "))
        return (SourceOutcome(status: status, value: links, notes: notes), sources)
    }

    /// `links` with those of the same address made one, oldest first share first.
    static func joined(_ links: [SharedLink]) -> [SharedLink] {
        var order: [String] = []
        var byKey: [String: SharedLink] = [:]
        for link in links {
            let key = WebURL(link.url)?.normalizedKey ?? link.url
            if var existing = byKey[key] {
                existing.absorb(link)
                byKey[key] = existing
            } else {
                order.append(key)
                byKey[key] = link
            }
        }
        // Oldest first share first; links first shared together keep the order they came in.
        return order.compactMap { byKey[$0] }.enumerated()
            .sorted {
                ($0.element.shares.first?.at ?? .distantFuture, $0.offset) < (
                    $1.element.shares.first?.at ?? .distantFuture, $1.offset
                )
            }
            .map(\.element)
    }

    /// Each network's part of `digest`'s links: its shares alone, with its status and notes.
    ///
    /// A snapshot written before other networks holds X's alone.
    package static func parts(of digest: Digest) -> [LinkNetwork: SourceOutcome<[SharedLink]>] {
        var parts: [LinkNetwork: SourceOutcome<[SharedLink]>] = [:]
        for source in digest.linkSourcesOrX {
            var value: [SharedLink]?
            switch source.status {
            case .skipped: value = nil
            case .ok: value = digest.sharedLinks.value.map { $0.compactMap { $0.only(on: source.network) } } ?? []
            case .failed:
                let links = digest.sharedLinks.value?.compactMap { $0.only(on: source.network) } ?? []
                value = links.isEmpty ? nil : links
            }
            parts[source.network] = SourceOutcome(status: source.status, value: value, notes: source.notes)
        }
        return parts
    }
}
