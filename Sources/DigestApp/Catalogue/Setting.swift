/// A setting the program reads from the environment or the settings file.
struct Setting: Sendable, Equatable {
    /// `ZENN_TOPICS`.
    var name: String
    /// What it means, in a few words.
    var meaning: String
    /// Whether it holds a secret: never printed, and a settings file holding it must be private.
    var isSecret = false
    /// Whether setting it turns its source on.
    var turnsOn = false
    /// A value to show in `cron/digest.env.example`: `swift,ios`, `...` for a secret.
    var example = "..."
    /// What it is when not set, as `docs/configuration.md` says it (Markdown); nil for nothing.
    var standard: String?

    /// `QIITA_TAGS=swift,ios`: the example as a line sets it, for a setting that is no secret and
    /// has a real example.
    var shownExample: String? {
        isSecret || example == "..." ? nil : "\(name)=\(example)"
    }

    /// A setting that turns its source on.
    static func on(_ name: String, _ meaning: String, secret: Bool = false, example: String = "...") -> Setting {
        Setting(name: name, meaning: meaning, isSecret: secret, turnsOn: true, example: example)
    }

    /// A setting that only changes how its source is read; `standard` is its value when not set.
    static func option(
        _ name: String, _ meaning: String, secret: Bool = false, example: String = "...", standard: String? = nil
    ) -> Setting {
        Setting(name: name, meaning: meaning, isSecret: secret, example: example, standard: standard)
    }

    /// The prefix its family of settings shares (`ZENN_`, `DIGEST_`): a variable with it is read
    /// as the program's, and checked to be UTF-8.
    var prefix: String {
        name.firstIndex(of: "_").map { String(name[...$0]) } ?? name
    }
}
