import DigestCore
import DigestDelivery

/// How `publish --to vault:DIR` names and shows the notes: `DIGEST_VAULT_PATTERN` and
/// `DIGEST_VAULT_VIEW`.
struct VaultSettings: Sendable {
    /// Which names a note shows.
    enum View: String, Sendable {
        /// The email's: every project unless `DIGEST_MAIL_PROJECTS` narrows it (a vault is yours).
        case `private`
        /// The site's: only the projects `DIGEST_PUBLIC_PROJECTS` names.
        case `public`
    }

    /// The notes' names.
    var pattern: VaultPattern
    /// The names they show.
    var view: View

    /// Reads the two settings; the defaults are `GGGG-[W]WW` and the private view.
    init(environment: [String: String]) throws(RunError) {
        do {
            pattern = try VaultPattern(
                Configuration.value("DIGEST_VAULT_PATTERN", in: environment) ?? VaultPattern.standard)
        } catch { throw .usage(error.description) }
        let text = Configuration.value("DIGEST_VAULT_VIEW", in: environment) ?? View.private.rawValue
        guard let view = View(rawValue: text.lowercased()) else {
            throw .usage(
                "DIGEST_VAULT_VIEW is '\(SingleLine.quotable(text))': set it to private (the default: the names your email shows) or public (the names your site shows)."
            )
        }
        self.view = view
    }
}
