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
    let files: [URL]

    /// The archive at `path`: the unzipped folder (its `data/tweets*.js`) or a tweets file itself.
    package init(path: String) throws(XArchiveError) {
        self.path = path
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw .missing(path: path)
        }
        guard isFolder.boolValue else {
            self.files = [url]
            return
        }
        let data = ["data", "."].map { url.appendingPathComponent($0) }
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("tweets.js").path) }
        guard let data else { throw .missing(path: path) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: data.path)) ?? []
        let parts = names.filter { $0.hasPrefix("tweets-part") && $0.hasSuffix(".js") }.sorted {
            $0.count != $1.count ? $0.count < $1.count : $0 < $1
        }
        self.files = (["tweets.js"] + parts).map { data.appendingPathComponent($0) }
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
