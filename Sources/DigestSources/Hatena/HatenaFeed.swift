import DigestCore
import Foundation

/// One page of a user's public Hatena bookmarks, `bookmark.rss` (RSS 1.0, RDF; ``FeedDocument``).
struct HatenaFeed: Equatable {
    /// One `<item>`: a bookmark.
    struct Bookmark: Equatable {
        /// The bookmark's own page on Hatena (`rdf:about`): its id.
        var permalink: String
        /// The bookmarked page's title, as bookmarked.
        var title: String
        /// The bookmarked page.
        var link: String
        /// The user's comment; empty when there is none.
        var comment: String
        /// When it was bookmarked (`dc:date`).
        var date: Date?
    }

    /// The bookmarks, newest first as the page lists them.
    var bookmarks: [Bookmark]

    /// The most bookmarks read from one page (Hatena sends about twenty).
    static let maximumItems = 1000

    /// Reads `data`; the error says what is wrong with it.
    init(data: Data) throws(FeedError) {
        bookmarks = try FeedDocument(data: data, maximumItems: Self.maximumItems).items.map { item in
            Bookmark(
                permalink: item.attributes["rdf:about"] ?? "", title: item.fields["title"] ?? "",
                link: item.fields["link"] ?? "", comment: item.fields["description"] ?? "",
                date: item.fields["dc:date"].flatMap(RSSDate.parse))
        }
    }
}
