import Synchronization

/// Replies per path, played in order; the last reply of a path repeats.
///
/// Unknown paths get 404.
public final class ReplyScript: Sendable {
    let table: [String: [Reply]]
    let played = Mutex<[String: Int]>([:])

    /// A script from `table`: path (without query) to the replies for its first, second, … request.
    public init(_ table: [String: [Reply]]) {
        self.table = table
    }

    /// The reply for `request`.
    public func reply(to request: RecordedRequest) -> Reply {
        guard let replies = table[request.path], !replies.isEmpty else {
            return .json(404, #"{"error":"Not found"}"#)
        }
        let index = played.withLock { counts in
            defer { counts[request.path, default: 0] += 1 }
            return counts[request.path, default: 0]
        }
        return replies[min(index, replies.count - 1)]
    }
}
