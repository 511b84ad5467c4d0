/// The user's configuration folder, where the settings file and the systemd user units live:
/// `$XDG_CONFIG_HOME` when it is an absolute path, else `~/.config`; nil without either.
enum ConfigHome {
    /// The folder for `environment`.
    static func folder(_ environment: [String: String]) -> String? {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") { return base }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config"
    }
}
