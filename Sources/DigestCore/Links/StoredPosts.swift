/// A network's posts as a stored week holds them: what a catch-up run uses instead of reading
/// the network again, when that network's part of the week was stored complete (X bills every
/// post read).
package enum StoredPosts {
    /// The posts behind `network`'s links in `digest`, when that network answered (`.ok`); the
    /// links the ``LinkCollector`` makes of them are the stored ones.
    package static func of(_ digest: Digest, on network: LinkNetwork) -> SourceOutcome<[Post]>? {
        guard let part = LinksAcrossNetworks.parts(of: digest)[network], part.status == .ok else { return nil }
        var posts: [Post] = []
        for link in part.value ?? [] {
            for share in link.shares {
                let found = PostLink(shownText: "", expandedURL: link.url, title: link.title, summary: link.summary)
                if let id = share.postID,
                    let index = posts.firstIndex(where: { $0.id == id && $0.createdAt == share.at })
                {
                    posts[index].links.append(found)
                } else {
                    posts.append(
                        Post(
                            network: network, id: share.postID ?? "stored-\(posts.count)", text: share.text ?? "",
                            createdAt: share.at, links: [found]))
                }
            }
        }
        return .ok(posts, notes: part.notes)
    }
}
