import DigestCore

/// A Bluesky post's links: its link facets, and its link card when the card is not one of them.
enum BlueskyLinks {
    /// Each link facet once, in the order of the text, titled by the card when the card names
    /// the same address; then the card, when it names another.
    static func links(text: String, facets: [BlueskyWire.Facet], card: BlueskyWire.Card?) -> [PostLink] {
        var links: [PostLink] = []
        for facet in facets.sorted(by: { ($0.byteStart ?? 0) < ($1.byteStart ?? 0) }) {
            for uri in facet.links where !links.contains(where: { $0.expandedURL == uri }) {
                let isCard = card?.uri == uri
                links.append(
                    PostLink(
                        shownText: shown(in: text, from: facet.byteStart, to: facet.byteEnd),
                        expandedURL: uri, title: isCard ? card?.title : nil, summary: isCard ? card?.description : nil))
            }
        }
        if let card, let uri = card.uri, !uri.isEmpty, !links.contains(where: { $0.expandedURL == uri }) {
            links.append(PostLink(shownText: "", expandedURL: uri, title: card.title, summary: card.description))
        }
        return links
    }

    /// The text a facet covers (UTF-8 byte offsets), when it shows an address.
    ///
    /// Bluesky shortens `https://example.com/articles/long` to `example.com/articles/lo...`. Link
    /// text of the writer's own ("this article") is left in the text as it is: "" here.
    static func shown(in text: String, from start: Int?, to end: Int?) -> String {
        let bytes = Array(text.utf8)
        guard let start, let end, 0 <= start, start < end, end <= bytes.count,
            let covered = String(validating: bytes[start..<end], as: UTF8.self)
        else { return "" }
        let looksLikeAddress = !covered.contains(" ") && covered.contains(".") && covered.contains(where: \.isLetter)
        return looksLikeAddress ? covered : ""
    }
}
