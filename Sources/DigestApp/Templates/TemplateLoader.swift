import DigestRender
import DigestSystem

/// Loads the templates in the configured locale, turning their errors into the command's.
enum TemplateLoader {
    /// The built-in templates, each replaced by its file in `folder` if given, with the words of `locale`.
    ///
    /// A locale there is not is a usage error naming DIGEST_LOCALE; a template folder that does
    /// not exist, a broken locale file or a broken template is a failure naming the file.
    static func load(folder: String?, locale: String, fileSystem: any FileSystem) throws(RunError) -> TemplateSet {
        let files = TemplateFiles(reading: folder, fileSystem: fileSystem)
        do { try files.checkFolder() } catch { throw .failure("Template \(error)") }
        let words: Words
        do {
            words = try LocaleCatalog(files: files).words(for: locale)
        } catch {
            switch error.kind {
            case .unknown(let available) where !available.isEmpty:
                throw .usage("DIGEST_LOCALE (or --locale) is '\(locale)', but \(error.problem)")
            case .unknown, .invalid:
                throw .failure("Locale \(error)")
            }
        }
        do { return try TemplateSet(files: files, words: words) } catch { throw .failure("Template \(error)") }
    }
}
