import DigestRender

/// Loads the template folder in the configured locale, turning its errors into the command's.
enum TemplateLoader {
    /// The templates of `folder` with the words of `locale`.
    ///
    /// A locale the folder lacks is a usage
    /// error naming DIGEST_LOCALE; a folder with no locales at all, a broken locale file or a
    /// broken template is a failure naming the file.
    static func load(folder: String, locale: String) throws(RunError) -> TemplateSet {
        do { try TemplateSet.checkFolder(folder) } catch { throw .failure("Template \(error)") }
        let words: Words
        do {
            words = try LocaleCatalog(templateFolder: folder).words(for: locale)
        } catch {
            switch error.kind {
            case .unknown(let available) where !available.isEmpty:
                throw .usage("DIGEST_LOCALE (or --locale) is '\(locale)', but \(error.problem)")
            case .unknown, .invalid:
                throw .failure("Locale \(error)")
            }
        }
        do { return try TemplateSet(folder: folder, words: words) } catch { throw .failure("Template \(error)") }
    }
}
