import DigestCore
import Foundation

extension SnapshotReader {
    mutating func dayTotal() -> DayTotal? {
        var date: LocalDate?, seconds: Int?
        guard
            object(
                ["date", "seconds"],
                { reader, key in
                    switch key {
                    case 0: date = reader.localDate()
                    case 1: seconds = reader.integer()
                    default: return false
                    }
                    return true
                }), let date, let seconds
        else { return nil }
        var day = DayTotal(date: date, seconds: 0)
        day.seconds = seconds
        return day
    }

    mutating func timeShare() -> TimeShare? {
        var name: String?, seconds: Int?
        guard
            object(
                ["name", "seconds"],
                { reader, key in
                    switch key {
                    case 0: name = reader.string()
                    case 1: seconds = reader.integer()
                    default: return false
                    }
                    return true
                }), let name, let seconds
        else { return nil }
        var share = TimeShare(name: name, seconds: 0)
        share.seconds = seconds
        return share
    }

    /// An article, through the same initialiser as its `init(from:)`.
    mutating func article() -> Article? {
        var id: String?, title: String?, url: String?, author: String?, tags: [String]?, createdAt: Date?
        var readingMinutes: Int?, likes: Int?, stocks: Int?, followed: [String]?, match: LanguageMatch?
        var broken = false
        guard
            object(
                [
                    "author", "createdAt", "followedTags", "id", "languageMatch", "likes", "readingMinutes",
                    "stocks", "tags", "title", "url",
                ],
                { reader, key in
                    switch key {
                    case 0: author = reader.string()
                    case 1: createdAt = reader.date()
                    case 2: followed = reader.optional(&broken) { $0.array { $0.string() } }
                    case 3: id = reader.string()
                    case 4: match = reader.optional(&broken) { $0.languageMatch() }
                    case 5: likes = reader.optional(&broken) { $0.integer() }
                    case 6: readingMinutes = reader.integer()
                    case 7: stocks = reader.optional(&broken) { $0.integer() }
                    case 8: tags = reader.array { $0.string() }
                    case 9: title = reader.string()
                    case 10: url = reader.string()
                    default: return false
                    }
                    return true
                }), !broken, let id, let title, let url, let author, let tags, let createdAt, let readingMinutes
        else { return nil }
        return Article(
            id: id, title: title, url: url, author: author, tags: tags, likes: likes, stocks: stocks,
            createdAt: createdAt, readingMinutes: readingMinutes, followedTags: followed ?? [], languageMatch: match)
    }

    mutating func languageMatch() -> LanguageMatch? {
        var tag: String?, language: String?, seconds: Int?
        guard
            object(
                ["language", "seconds", "tag"],
                { reader, key in
                    switch key {
                    case 0: language = reader.string()
                    case 1: seconds = reader.integer()
                    case 2: tag = reader.string()
                    default: return false
                    }
                    return true
                }), let tag, let language, let seconds
        else { return nil }
        return LanguageMatch(tag: tag, language: language, seconds: seconds)
    }

    mutating func sharedLink() -> SharedLink? {
        var url: String?, title: String?, summary: String?, sharedAt: [Date]?, postText: String?, postID: String?
        var broken = false
        guard
            object(
                ["postID", "postText", "sharedAt", "summary", "title", "url"],
                { reader, key in
                    switch key {
                    case 0: postID = reader.string()
                    case 1: postText = reader.string()
                    case 2: sharedAt = reader.array { $0.date() }
                    case 3: summary = reader.optional(&broken) { $0.string() }
                    case 4: title = reader.optional(&broken) { $0.string() }
                    case 5: url = reader.string()
                    default: return false
                    }
                    return true
                }), !broken, let url, let sharedAt, let postText, let postID
        else { return nil }
        return SharedLink(
            url: url, title: title, summary: summary, sharedAt: sharedAt, postText: postText, postID: postID)
    }

    /// A value that may be `null` (nil); `broken` is set when it is neither null nor readable.
    mutating func optional<Value>(_ broken: inout Bool, _ value: (inout SnapshotReader) -> Value?) -> Value? {
        if null() { return nil }
        let found = value(&self)
        if found == nil { broken = true }
        return found
    }
}
