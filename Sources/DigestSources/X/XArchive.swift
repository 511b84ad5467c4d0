import DigestCore
import Foundation

/// The user's downloaded X archive: `data/tweets.js` (and `tweets-part1.js`, … in large
/// archives), each `window.YTD.tweets.partN = [ {"tweet": {...}}, ... ]`.
///
/// A large archive holds 100 000 posts and more, and a week needs a few dozen. So the file is
/// mapped, not read; one byte scan finds the elements whose `created_at` lies in the week, and
/// only those are decoded as JSON.
package struct XArchive: Sendable {
    /// `X_ARCHIVE` as given.
    package let path: String
    /// The tweets files, `tweets.js` first.
    package let files: [URL]

    /// The archive whose tweets files are `files` (found by the caller in the folder `path` names:
    /// `XArchive+Located` in DigestApp).
    package init(path: String, files: [URL]) {
        self.path = path
        self.files = files
    }

    /// The tweets files of an unzipped archive's folder holding `names`: `tweets.js`, then the
    /// parts in their order (`tweets-part1.js`, …, `tweets-part10.js`).
    package static func tweetsFiles(among names: [String]) -> [String] {
        let parts = names.filter { $0.hasPrefix("tweets-part") && $0.hasSuffix(".js") }.sorted {
            $0.count != $1.count ? $0.count < $1.count : $0 < $1
        }
        return ["tweets.js"] + parts
    }

    /// The posts created inside `interval`, oldest first.
    func posts(in interval: DateInterval) throws(XArchiveError) -> [Post] {
        var posts: [Post] = []
        for file in files {
            let data: Data
            do {
                data = try Data(contentsOf: file, options: .alwaysMapped)
            } catch {
                throw .unreadable(path: file.path, reason: error.localizedDescription)
            }
            posts += try Self.posts(in: data, interval: interval, path: file.path)
        }
        return posts.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
    }

    /// The posts of one tweets file inside `interval`.
    static func posts(in data: Data, interval: DateInterval, path: String) throws(XArchiveError) -> [Post] {
        let elements: [Range<Int>]
        do {
            elements = try XArchiveScanner.elements(of: data, in: interval)
        } catch {
            throw .malformed(path: path, reason: error.reason)
        }
        let decoder = JSONDecoder()
        var posts: [Post] = []
        for range in elements {
            guard let entry = try? decoder.decode(XArchiveEntry.self, from: data.subdata(in: range)) else { continue }
            posts.append(entry.tweet)
        }
        return posts
    }
}
