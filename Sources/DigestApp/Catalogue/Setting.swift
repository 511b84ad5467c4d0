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

    /// A setting that turns its source on.
    static func on(_ name: String, _ meaning: String, secret: Bool = false) -> Setting {
        Setting(name: name, meaning: meaning, isSecret: secret, turnsOn: true)
    }

    /// A setting that only changes how its source is read.
    static func option(_ name: String, _ meaning: String, secret: Bool = false) -> Setting {
        Setting(name: name, meaning: meaning, isSecret: secret)
    }

    /// The prefix its family of settings shares (`ZENN_`, `DIGEST_`): a variable with it is read
    /// as the program's, and checked to be UTF-8.
    var prefix: String {
        name.firstIndex(of: "_").map { String(name[...$0]) } ?? name
    }
}
