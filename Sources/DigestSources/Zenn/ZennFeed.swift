import DigestCore
import Foundation

/// A Zenn topic's RSS 2.0 feed (``FeedDocument``): each `<item>`'s title, link, author
/// (`dc:creator`), publication time and description.
struct ZennFeed: Equatable {
    /// One `<item>`.
    struct Item: Equatable {
        var title: String
        var link: String
        var author: String
        var published: Date?
        var summary: String
    }

    /// The items, newest first as the feed lists them.
    var items: [Item]

    /// The most items read from one feed (Zenn sends about twenty).
    static let maximumItems = 1000

    /// Reads `data`; the error says what is wrong with it.
    init(data: Data) throws(FeedError) {
        items = try FeedDocument(data: data, maximumItems: Self.maximumItems).items.map { item in
            let fields = item.fields
            return Item(
                title: fields["title"] ?? "", link: fields["link"] ?? fields["guid"] ?? "",
                author: fields["dc:creator"] ?? fields["author"] ?? "",
                published: (fields["pubDate"] ?? fields["dc:date"]).flatMap(RSSDate.parse),
                summary: fields["description"] ?? "")
        }
    }
}

/// RSS dates (RFC 822 as RFC 2822 writes it): `Thu, 26 Nov 2026 09:00:00 GMT`, `+0900`, or
/// without the weekday; and ISO 8601 (`dc:date`).
enum RSSDate {
    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return HTTPDate.parse(trimmed) ?? ISOTimestamp.parse(trimmed)
            ?? HTTPDate.parse(
                trimmed, formats: ["EEE, d MMM yyyy HH:mm:ss Z", "d MMM yyyy HH:mm:ss Z", "EEE, d MMM yyyy HH:mm Z"])
    }
}
