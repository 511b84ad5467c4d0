/// The files weekly-digest carries inside its binary, generated at build time from the package's
/// `templates/` and `sample/` folders by the EmbedDefaults plugin.
package enum BuiltInFiles {
    /// The default templates and locales, keyed by their path under `templates/` (`week.md`,
    /// `locales/ja.json`).
    package static var defaultTemplates: [String: String] { templates }

    /// The recorded sample week (`sample/sample-week.json`), or nil if the build left it out.
    package static var sampleWeek: String? { samples["sample-week.json"] }
}
