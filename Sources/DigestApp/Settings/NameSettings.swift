import DigestCore
import Foundation

/// What each audience sees of the names WakaTime reports: `DIGEST_PUBLIC_PROJECTS` and
/// `DIGEST_MAIL_PROJECTS` (which projects are named), `DIGEST_LANGUAGE_ALIASES`,
/// `DIGEST_PROJECT_ALIASES` and `DIGEST_IGNORE_LANGUAGES` (for both).
struct NameSettings: Sendable, Equatable {
    /// The public site's rules: no project named unless `DIGEST_PUBLIC_PROJECTS` says.
    var site: NameRules
    /// The email's rules: every project named unless `DIGEST_MAIL_PROJECTS` narrows it.
    var mail: NameRules

    /// Reads the settings from `environment`.
    init(environment: [String: String]) throws(RunError) {
        func value(_ name: String) -> String? { Configuration.value(name, in: environment) }
        let languages = try Self.aliases(value("DIGEST_LANGUAGE_ALIASES"), variable: "DIGEST_LANGUAGE_ALIASES")
        let projects = try Self.aliases(value("DIGEST_PROJECT_ALIASES"), variable: "DIGEST_PROJECT_ALIASES")
        let ignored = try Self.patterns(value("DIGEST_IGNORE_LANGUAGES"), variable: "DIGEST_IGNORE_LANGUAGES") ?? []
        let shared = NameRules(languageAliases: languages, projectAliases: projects, ignoredLanguages: ignored)
        site = shared
        site.namedProjects = try Self.named(
            Self.patterns(value("DIGEST_PUBLIC_PROJECTS"), variable: "DIGEST_PUBLIC_PROJECTS") ?? [])
        mail = shared
        mail.namedProjects = try Self.patterns(value("DIGEST_MAIL_PROJECTS"), variable: "DIGEST_MAIL_PROJECTS").flatMap(
            Self.named)
    }

    /// nil (every project) for a list holding `*`, else the list.
    static func named(_ patterns: [NamePattern]) -> [NamePattern]? {
        patterns.contains { $0.text == "*" } ? nil : patterns
    }

    /// The comma-separated names of `text`, trimmed; nil when unset.
    static func patterns(_ text: String?, variable: String) throws(RunError) -> [NamePattern]? {
        guard let text else { return nil }
        return try items(text, variable: variable).map(NamePattern.init)
    }

    /// The `from=to` pairs of `text`, in order.
    static func aliases(_ text: String?, variable: String) throws(RunError) -> [NameAlias] {
        guard let text else { return [] }
        var aliases: [NameAlias] = []
        for item in try items(text, variable: variable) {
            guard let equals = item.firstIndex(of: "=") else {
                throw .usage(
                    "\(variable) has '\(SingleLine.quotable(item))', which has no '=': write each alias as from=to, such as TSX=TypeScript,acme-*=Client work."
                )
            }
            let from = item[..<equals].trimmingCharacters(in: .whitespaces)
            let to = item[item.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard !from.isEmpty, !to.isEmpty else {
                throw .usage(
                    "\(variable) has '\(SingleLine.quotable(item))', with an empty name on one side of '=': write each alias as from=to, such as TSX=TypeScript."
                )
            }
            guard !to.contains("*") else {
                throw .usage(
                    "\(variable) has '\(SingleLine.quotable(item))': '*' may stand only on the left of '=' (the name shown must be a name), as in acme-*=Client work."
                )
            }
            aliases.append(NameAlias(from: NamePattern(from), to: to))
        }
        if let loop = NameAlias.firstLoop(in: aliases) {
            throw .usage(
                "\(variable) renames in a loop (\(loop.map(SingleLine.quotable).joined(separator: " → "))): remove one of these aliases so every name ends at one shown name."
            )
        }
        return aliases
    }

    /// The comma-separated items of `text`, trimmed; an empty one is refused.
    static func items(_ text: String, variable: String) throws(RunError) -> [String] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !items.contains(where: \.isEmpty) else {
            throw .usage(
                "\(variable) is '\(SingleLine.quotable(text))', which has an empty name: list the names separated by single commas, such as weekly-digest,dotfiles."
            )
        }
        return items
    }
}
