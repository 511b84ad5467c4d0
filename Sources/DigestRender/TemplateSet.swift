import DigestCore
import Foundation

/// The templates and words pages are made with: the built-in ones, or a folder's over them.
package struct TemplateSet: Sendable {
    /// The Markdown of a week: `week.md`.
    let weekMarkdown: Template
    /// The HTML layout around it: `page.html`.
    let page: Template
    /// The archive page: `archive.html`.
    package let archive: Template
    /// The trends page: `trends.html`.
    let trends: Template
    /// A year's page: `year.html`.
    let year: Template
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
    /// What the pages, the email and the card measure each week against (`DIGEST_GOAL_*`).
    package var goal: WeeklyGoal = .none

    /// The templates a set is made of (beside `locales/<code>.json`).
    package static let fileNames = [
        "week.md", "page.html", "archive.html", "trends.html", "year.html", "style.css", "email.txt", "email.html",
    ]

    /// Loads the templates from `files`, to be filled with `words`.
    package init(files: TemplateFiles, words: Words) throws(TemplateError) {
        try files.checkFolder()
        self.words = words
        self.shared = try Self.shared(words: words, file: files.origin(of: "locales/\(words.code).json"))
        self.weekMarkdown = try files.template("week.md")
        self.page = try files.template("page.html")
        self.archive = try files.template("archive.html")
        self.trends = try files.template("trends.html")
        self.year = try files.template("year.html")
        self.emailText = try files.template("email.txt")
        self.emailHTML = try files.template("email.html")
        self.stylesheet = Data(try files.text(of: "style.css").utf8)
    }

    /// `words` under the name `words`, the way templates find them.
    static func shared(words: Words, file: String) throws(TemplateError) -> TemplateData {
        do {
            return .members(["words"], [try TemplateData(encoding: words)])
        } catch {
            throw TemplateError(
                file: file, line: 1, column: 1, problem: "the locale's words cannot be read (\(error)).")
        }
    }
}
