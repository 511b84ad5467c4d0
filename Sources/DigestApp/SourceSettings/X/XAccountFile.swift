import Crypto
import DigestSources
import DigestSystem
import Foundation

/// What the state folder keeps of your X account (`x-account.json`): its id, looked up once
/// (each lookup is a billed read), and what the last run read, for `doctor`.
///
/// The id is sealed with an HMAC keyed by `X_BEARER_TOKEN` over the handle and the id: an id
/// edited into the file (another account's, whose timeline the next run would read and publish
/// as yours) does not match its seal and is looked up again, at the price of one user read. So is
/// one kept under another token, or by a version before the seal.
struct XAccountFile {
    /// The file.
    let path: String
    /// What it is read and written through.
    let fileSystem: any FileSystem

    /// The file in the state folder `state`.
    init(state: String, fileSystem: any FileSystem) {
        self.path = state + "/x-account.json"
        self.fileSystem = fileSystem
    }

    struct Contents: Codable, Equatable {
        /// `X_USERNAME` when the id was looked up: another name is looked up again.
        var username: String
        var id: String?
        var lastRun: LastRun?
        /// ``seal(_:of:token:)`` of `id`, in hex.
        var seal: String?
    }

    struct LastRun: Codable, Equatable {
        var at: Date
        var posts: Int
        var requests: Int
        var capped: Bool
    }

    /// The contents, or nil when there is no readable file.
    func read() -> Contents? {
        guard let data = (try? fileSystem.contents(of: path)).flatMap({ $0 }) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(Contents.self, from: data)
    }

    /// The id kept for `username` (a handle matched without regard to case), when its seal under
    /// `token` holds.
    func id(of username: String, token: String) -> String? { kept(of: username, token: token).id }

    /// Whether the file keeps an id for `username` whose seal under `token` does not hold: edited,
    /// kept under another token, or by an earlier version.
    func holdsUnsealedID(of username: String, token: String) -> Bool { kept(of: username, token: token).unsealed }

    /// From one read of the file: the sealed id kept for `username`, and whether an id is kept
    /// whose seal does not hold.
    func kept(of username: String, token: String) -> (id: String?, unsealed: Bool) {
        guard let contents = read(), contents.username.lowercased() == username.lowercased(), let id = contents.id
        else { return (nil, false) }
        return contents.seal == Self.seal(id, of: username, token: token) ? (id, false) : (nil, true)
    }

    /// Keeps `id` as `username`'s, sealed with `token`; a file that cannot be written only means a
    /// lookup next run.
    func remember(_ id: String, of username: String, token: String) {
        write(
            Contents(
                username: username, id: id, lastRun: read()?.lastRun, seal: Self.seal(id, of: username, token: token)))
    }

    /// What a command says of an id whose seal does not hold under `credentials`.
    static func unsealedWarning(_ credentials: XCredentials) -> String {
        let written =
            if case .owner = credentials { "with these X credentials" } else {
                "for X_USERNAME with this X_BEARER_TOKEN"
            }
        return
            "The X account id kept in x-account.json was not written \(written) (edited, kept under other credentials, or by an earlier version): it is looked up again, one user read."
    }

    /// HMAC-SHA256, keyed by the token, of the handle (lowercased) and the id: what only someone
    /// holding the token can write for an id.
    static func seal(_ id: String, of username: String, token: String) -> String {
        let message = Data("weekly-digest x-account 1\n\(username.lowercased())\n\(id)".utf8)
        let code = HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: Data(token.utf8)))
        return code.map { String(format: "%02x", $0) }.joined()
    }

    /// Records what this run read.
    func record(_ run: LastRun, of username: String) {
        var contents = read() ?? Contents(username: username, id: nil, lastRun: nil, seal: nil)
        if contents.username.lowercased() != username.lowercased() {
            contents = Contents(username: username, id: nil, lastRun: nil, seal: nil)
        }
        contents.lastRun = run
        write(contents)
    }

    func write(_ contents: Contents) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(contents) else { return }
        try? fileSystem.writeAtomically(data, to: path)
    }
}
