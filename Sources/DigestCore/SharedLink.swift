import Foundation

/// A link the user shared during the week.
package struct SharedLink: Sendable, Codable, Equatable {
    /// The destination (untrusted; checked again before it becomes a link).
    package var url: String
    /// The destination page's title, when known.
    package var title: String?
    /// The destination page's description, when known.
    package var summary: String?
    /// Every time it was shared this week, oldest first.
    package var sharedAt: [Date]
    /// The text of the first post that shared it, with short links replaced by their destinations.
    package var postText: String
    /// The id of that post.
    var postID: String

    /// Creates a shared link.
    package init(url: String, title: String?, summary: String?, sharedAt: [Date], postText: String, postID: String) {
        self.url = url
        self.title = title
        self.summary = summary
        self.sharedAt = sharedAt
        self.postText = postText
        self.postID = postID
    }
}
