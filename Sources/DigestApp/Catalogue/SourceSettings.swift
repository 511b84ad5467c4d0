import DigestSources
import DigestSystem
import Foundation
import Logging

/// A source as the application knows it: its catalogue entry, its settings once read, how it is
/// made for a run and how `doctor` tries it.
///
/// A new source is its own folder here (this conformance) and in DigestSources (its client), and
/// one line in ``SourceCatalogue/all``.
protocol SourceSettings: Sendable {
    /// What is fixed about it.
    static var about: SourceAbout { get }
    /// Its settings in `environment`, parsed and checked (a path it names looked up in
    /// `fileSystem`); nil when none that turns it on is set.
    init?(environment: [String: String], fileSystem: any FileSystem) throws(RunError)
    /// The source a run reads.
    func make(_ context: SourceContext) -> MadeSource
    /// How `backfill` reads it for weeks that have passed (``PastReach``).
    func past(_ context: SourceContext) -> PastReach
    /// `doctor`'s lines for it, having tried it.
    func check(_ context: SourceContext, into report: inout DoctorReport) async
    /// What `doctor` says when it is not configured in `environment`.
    static func notConfigured(in environment: [String: String]) -> String
}

extension SourceSettings {
    /// The sentence a run records: the setting to set.
    static func notConfigured(in environment: [String: String]) -> String {
        "not configured: " + about.unset
    }
}

/// What a source is made with and checked through: one command's HTTP client and settings.
struct SourceContext: Sendable {
    /// Every request of the command goes through it.
    var http: HTTPClient
    /// Seconds each request is given (`DIGEST_HTTP_TIMEOUT`).
    var timeout: Int
    /// The state folder, when there is one.
    var state: String?
    /// The run's now (`--now` or the clock).
    var now: Date
    /// The most articles on the reading list (`DIGEST_READING_LIST_MAX`).
    var readingListLimit: Int
    /// Where a source says what it did (`--verbose` shows it).
    var log: Logger
    /// What a source keeps in the state folder is written through it.
    var fileSystem: any FileSystem
    /// Runs the programs a source reads through (git), with their deadline.
    var commands: any CommandRunner
    /// How `backfill` waits for an API's limit to reset (the API's name, the reset instant).
    ///
    /// True once it has waited. Nil for every other command, which stops at the limit.
    var waitForLimit: (@Sendable (String, Date) async -> Bool)?
}

/// A source made for a run: its part, and what it keeps once the run is over.
struct MadeSource: Sendable {
    /// The part it plays, and how it answers.
    var part: PartSource
    /// Run when the command ends, however it ends (X keeps what it read of your timeline, for `doctor`).
    var afterRun: (@Sendable () -> Void)?
}
