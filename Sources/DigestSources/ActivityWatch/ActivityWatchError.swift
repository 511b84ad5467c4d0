import DigestCore
import Foundation

/// Why ActivityWatch gave no usable answer; each description is a sentence that names the fix and
/// never contains the key.
package enum ActivityWatchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 401 or 403: the server asks for a key, or refused the one given.
    case keyRejected(status: Int, hasKey: Bool)
    /// No bucket of an editor watcher.
    case noEditorBucket(base: String)
    /// The server at the base is not ActivityWatch's API.
    case notActivityWatch(endpoint: String, base: String, detail: String)
    /// A 5xx, an undocumented status, or no answer at all (the server not running).
    case answer(AnswerProblem)

    package var description: String {
        switch self {
        case .keyRejected(let status, false):
            return
                "ActivityWatch asks for an API key (\(status)): set ACTIVITYWATCH_API_KEY to the api_key of its [server.auth] settings."
        case .keyRejected(let status, true):
            return
                "ActivityWatch refused ACTIVITYWATCH_API_KEY (\(status)): set it to the api_key of its [server.auth] settings."
        case .noEditorBucket(let base):
            return
                "ActivityWatch at \(base) has no editor bucket (app.editor.activity): install an editor watcher such as aw-watcher-vscode, or unset ACTIVITYWATCH_URL."
        case let .notActivityWatch(endpoint, base, detail):
            return
                "The server at \(base) did not answer \(endpoint) as ActivityWatch does (\(detail)): check ACTIVITYWATCH_URL (such as http://localhost:5600)."
        case .answer(let problem):
            return problem.sentence(
                service: "ActivityWatch", baseVariable: "ACTIVITYWATCH_URL",
                expected: "your ActivityWatch server (http://localhost:5600)")
        }
    }
}
