/// The one list of shared links across networks: joined from each network's links, and split
/// back into them for a rerun's merge.
package enum LinksAcrossNetworks {
    /// Its key among the sections (``WeekPart/section``).
    package static let section = "links"

    /// One entry per address across `parts`, oldest first share first, and each network's record
    /// (``SectionParts/joined(_:noneConfigured:combine:)``).
    package static func joined(_ parts: [LinkNetwork: SourceOutcome<[SharedLink]>], noneConfigured: String? = nil) -> (
        links: SourceOutcome<[SharedLink]>, sources: [LinkSource]
    ) {
        let joined = SectionParts.joined(parts, noneConfigured: noneConfigured, combine: joined)
        return (joined.section, joined.records)
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
        SectionParts.split(digest.sharedLinks, digest.linkSourcesOrX) { $0.only(on: $1) }
    }
}
