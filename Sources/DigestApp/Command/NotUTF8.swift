import DigestSystem

/// Paths and settings are what the user typed: one that is not valid UTF-8 is refused (64) with
/// its name, never used with its bad bytes replaced (which would name another folder).
package enum NotUTF8 {
    /// Nil when every argument and every variable the program reads is UTF-8, else the sentence.
    package static func problem() -> String? {
        let arguments = ProcessText.invalidArguments(), variables = ProcessText.invalidVariables(isRead: isRead)
        let named =
            variables.map {
                SettingsFile.secretNames.contains($0.name)
                    ? "\($0.name) (its value not shown: it is a secret)" : "\($0.name) ('\($0.shown)' as read)"
            }
            + arguments.map { "\(Self.option(before: $0.place)) ('\($0.shown)' as read)" }
        guard !named.isEmpty else { return nil }
        let one = named.count == 1
        return
            "\(named.joined(separator: ", ")) \(one ? "is" : "are") not valid UTF-8 (U+FFFD marks each byte that is not). weekly-digest takes paths and settings in UTF-8 only, rather than replace a byte of them and use another path: rename the folder or file to a UTF-8 name, or give one that is."
    }

    /// The variables the program takes paths from besides its settings.
    static let systemNames: Set<String> = ["HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "RSYNC_RSH", "TZ"]

    /// The families of settings (`DIGEST_`, `ZENN_`): any variable of one is read as the program's.
    static let prefixes = Set((GeneralSettings.all + SourceCatalogue.settings).map(\.prefix))

    /// Whether `name` is a variable the program reads.
    static func isRead(_ name: String) -> Bool {
        systemNames.contains(name) || SettingsFile.knownNames.contains(name) || prefixes.contains { name.hasPrefix($0) }
    }

    /// How the argument at `place` is named: the value of the option before it, or its place.
    static func option(before place: Int) -> String {
        let arguments = CommandLine.arguments
        let previous = place > 1 && place - 1 < arguments.count ? arguments[place - 1] : ""
        let own = place < arguments.count ? arguments[place] : ""
        if own.hasPrefix("--"), let equals = own.firstIndex(of: "=") { return "the value of \(own[..<equals])" }
        return previous.hasPrefix("-") ? "the value of \(previous)" : "argument \(place)"
    }
}
