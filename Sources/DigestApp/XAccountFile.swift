import DigestSystem
import Foundation

/// What the state folder keeps of your X account (`x-account.json`): its id, looked up once
/// (each lookup is a billed read), and what the last run read, for `doctor`.
struct XAccountFile {
    /// The file.
    let path: String

    /// The file in the state folder `state`.
    init(state: String) {
        self.path = state + "/x-account.json"
    }

    struct Contents: Codable, Equatable {
        /// `X_USERNAME` when the id was looked up: another name is looked up again.
        var username: String
        var id: String?
        var lastRun: LastRun?
    }

    struct LastRun: Codable, Equatable {
        var at: Date
        var posts: Int
        var requests: Int
        var capped: Bool
    }

    /// The contents, or nil when there is no readable file.
    func read() -> Contents? {
        guard let data = (try? LocalFileSystem().contents(of: path)).flatMap({ $0 }) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(Contents.self, from: data)
    }

    /// The id kept for `username` (a handle matched without regard to case).
    func id(of username: String) -> String? {
        read().flatMap { $0.username.lowercased() == username.lowercased() ? $0.id : nil }
    }

    /// Keeps `id` as `username`'s; a file that cannot be written only means a lookup next run.
    func remember(_ id: String, of username: String) {
        write(Contents(username: username, id: id, lastRun: read()?.lastRun))
    }

    /// Records what this run read.
    func record(_ run: LastRun, of username: String) {
        var contents = read() ?? Contents(username: username, id: nil, lastRun: nil)
        if contents.username.lowercased() != username.lowercased() {
            contents = Contents(username: username, id: nil, lastRun: nil)
        }
        contents.lastRun = run
        write(contents)
    }

    func write(_ contents: Contents) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(contents) else { return }
        try? LocalFileSystem().writeAtomically(data, to: path)
    }
}
