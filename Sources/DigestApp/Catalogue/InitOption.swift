/// A source's option of `init` (`--zenn-topics swift,ios`), and the lines it writes.
struct InitOption: Sendable {
    /// `zenn-topics`.
    var name: String
    /// `topics`, or nil for a flag (`--wakatime`).
    var valueName: String?
    /// What `init --help` says of it.
    var help: String
    /// The file's lines for the source: the comment, and each setting, set when the option was
    /// given (its value, checked as a run reads it) and commented out otherwise.
    var lines: @Sendable (_ given: String?) throws(RunError) -> [String]

    /// `NAME=value` as the file holds it: with the value `init` was given, else commented out with
    /// `example` as its value.
    static func line(_ name: String, _ given: String?, example: String = "") -> String {
        given.map { "\(name)=\($0)" } ?? "# \(name)=\(example)"
    }

    /// `given` as `check` reads it (and refuses it), or nil when the option was not given.
    static func checked(_ given: String?, _ check: (String) throws(RunError) -> String) throws(RunError) -> String? {
        guard let given else { return nil }
        return try check(given)
    }
}
