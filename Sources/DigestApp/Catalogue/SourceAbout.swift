import DigestCore

/// What is fixed about a source: its name, the section it feeds, its settings and its words.
///
/// Each source's settings type gives one (``SourceSettings/about``); the catalogue
/// (``SourceCatalogue``) lists them, and everything that names sources is derived from that list.
struct SourceAbout: Sendable {
    /// Its name, the same in every language: `Zenn`.
    var name: String
    /// The anchor of its heading in `docs/configuration.md`: `zenn`.
    var docs: String
    /// The part of the week it answers for: its section, and its key there.
    var part: WeekPart
    /// Its settings, those that turn it on first.
    var settings: [Setting]
    /// What a run records and `doctor` says when it is not configured: the setting to set.
    var unset: String
    /// How `run --help` describes what it reads.
    var runHelp: String
    /// How `doctor --help` describes its check.
    var doctorHelp: String
    /// The `init` option that adds it to a new settings file.
    var initOption: InitOption

    /// The settings that turn it on.
    var switches: [String] { settings.filter(\.turnsOn).map(\.name) }
}
