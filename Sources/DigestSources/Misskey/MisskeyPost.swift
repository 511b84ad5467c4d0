import DigestCore
import Foundation

/// A note as a ``Post``: only what the world may see (public and home notes), its links those of
/// its own text that do not lead to the instance itself.
enum MisskeyPost {
    /// `note` as a post, or nil when it is for followers only or direct: the digest's page is
    /// public and its email goes to others.
    ///
    /// A quote keeps only its own text's links (the quoted note is never read); a note behind a
    /// content warning shows the warning, not the text it hides, but still shares its links.
    static func post(_ note: MisskeyWire.Note, instance: String) -> Post? {
        guard note.visibility == "public" || note.visibility == "home" else { return nil }
        let content = MisskeyText(mfm: note.text ?? "")
        var links: [PostLink] = []
        for link in content.links where !isOnInstance(link.address, instance: instance) {
            guard !links.contains(where: { $0.expandedURL == link.address }) else { continue }
            links.append(PostLink(shownText: note.cw == nil ? link.shown : "", expandedURL: link.address))
        }
        return Post(
            network: .misskey, id: note.id, text: note.cw ?? content.text, createdAt: note.createdAt, links: links,
            hasMedia: note.hasFiles, isRepost: note.isRenote)
    }

    /// Whether `address` leads to the instance itself (a note, a user, a page of it).
    static func isOnInstance(_ address: String, instance: String) -> Bool {
        guard let host = URLComponents(string: address)?.host?.lowercased() else { return false }
        return host == instance.lowercased()
    }
}
