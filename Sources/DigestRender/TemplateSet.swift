import Foundation

/// The user-editable templates, loaded from one folder.
package struct TemplateSet: Sendable {
    /// The Markdown of a week: `week.md`.
    let weekMarkdown: Template
    /// The HTML layout around it: `page.html`.
    let page: Template
    /// The archive page: `archive.html`.
    package let archive: Template
    /// The email's text part: `email.txt`.
    let emailText: Template
    /// The email's HTML part: `email.html`.
    let emailHTML: Template
    /// The stylesheet, copied to `assets/style.css`: `style.css`.
    package let stylesheet: Data
    /// The fixed words of the pages, from the folder's `locales/<code>.json` (see ``LocaleCatalog``).
    package let words: Words
    /// `words` as every template sees them (`{{words.page.total}}`), encoded once.
    let shared: TemplateData

    /// The file names a template folder must hold.
    package static let requiredFiles = ["week.md", "page.html", "archive.html", "style.css", "email.txt", "email.html"]

    /// Loads the templates in `folder`, to be filled with `words`.
    package init(folder: String, words: Words) throws(TemplateError) {
        try Self.checkFolder(folder)
        self.words = words
        self.shared = try Self.shared(words: words, file: folder + "/locales")
        let base = URL(fileURLWithPath: folder)
        self.weekMarkdown = try Template(contentsOf: base.appendingPathComponent("week.md").path)
        self.page = try Template(contentsOf: base.appendingPathComponent("page.html").path)
        self.archive = try Template(contentsOf: base.appendingPathComponent("archive.html").path)
        self.emailText = try Template(contentsOf: base.appendingPathComponent("email.txt").path)
        self.emailHTML = try Template(contentsOf: base.appendingPathComponent("email.html").path)
        let cssPath = base.appendingPathComponent("style.css").path
        do {
            self.stylesheet = try Data(contentsOf: URL(fileURLWithPath: cssPath))
        } catch {
            throw TemplateError(
                file: cssPath, line: 1, column: 1,
                problem: "cannot read the stylesheet; every template folder needs a style.css.")
        }
    }

    /// `words` under the name `words`, the way templates find them.
    static func shared(words: Words, file: String) throws(TemplateError) -> TemplateData {
        do {
            return .object(TemplateObject(names: ["words"], values: [try TemplateData(encoding: words)]))
        } catch {
            throw TemplateError(
                file: file, line: 1, column: 1, problem: "the locale's words cannot be read (\(error)).")
        }
    }

    /// Checks that `folder` exists and holds every file in ``requiredFiles``.
    package static func checkFolder(_ folder: String) throws(TemplateError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateError(
                file: folder, line: 1, column: 1,
                problem:
                    "the template folder does not exist; pass --templates DIR or set DIGEST_TEMPLATES to a folder with \(requiredFiles.joined(separator: ", ")) and locales/."
            )
        }
        let base = URL(fileURLWithPath: folder)
        let missing = requiredFiles.filter {
            !FileManager.default.fileExists(atPath: base.appendingPathComponent($0).path)
        }
        if !missing.isEmpty {
            throw TemplateError(
                file: folder, line: 1, column: 1,
                problem:
                    "the template folder has no \(missing.joined(separator: ", ")); copy \(missing.count == 1 ? "it" : "them") from weekly-digest's templates folder (a folder made for an older version lacks the pages added since)."
            )
        }
    }
}
