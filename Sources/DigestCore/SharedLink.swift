import Foundation

/// A link the user shared during the week.
public struct SharedLink: Sendable, Codable, Equatable {
    /// The destination (untrusted; checked again before it becomes a link).
    public var url: String
    /// The destination page's title, when known.
    public var title: String?
    /// The destination page's description, when known.
    public var summary: String?
    /// Every time it was shared this week, oldest first.
    public var sharedAt: [Date]
    /// The text of the first post that shared it, with short links replaced by their destinations.
    public var postText: String
    /// The id of that post.
    public var postID: String

    /// Creates a shared link.
    public init(url: String, title: String?, summary: String?, sharedAt: [Date], postText: String, postID: String) {
        self.url = url
        self.title = title
        self.summary = summary
        self.sharedAt = sharedAt
        self.postText = postText
        self.postID = postID
    }
}
