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
    /// The team's page: `team.html` (`weekly-digest team`).
    let team: Template
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
    /// Whether the profile card shows AI's share of the lines added (`DIGEST_CARD_AI=1`).
    package var cardShowsAI = false
    /// The sections added after the first four, with their words (``SectionViews/added``).
    let sections: [AddedSection]

    /// The templates a set is made of (beside `locales/<code>.json`).
    package static let fileNames = [
        "week.md", "page.html", "archive.html", "trends.html", "year.html", "style.css", "email.txt", "email.html",
        "team.html",
    ]

    /// Loads the templates from `files`, to be filled with `words`.
    package init(files: TemplateFiles, words: Words) throws(TemplateError) {
        try self.init(files: files, words: words, views: SectionViews.added)
    }

    /// Loads the templates from `files`, to be filled with `words`, with the sections `views`
    /// after the first four; their words must be in `words`.
    init(files: TemplateFiles, words: Words, views: [any SectionView]) throws(TemplateError) {
        try files.checkFolder()
        let locale = files.origin(of: "locales/\(words.code).json")
        self.words = words
        self.shared = try Self.shared(words: words, file: locale)
        self.sections = try views.map { view throws(TemplateError) in
            switch view.reading(words) {
            case .success(let section): return section
            case .failure(let problem): throw TemplateError(file: locale, line: 1, column: 1, problem: problem.sentence)
            }
        }
        let keys = views.map(\.key)
        self.weekMarkdown = try files.template("week.md", added: keys)
        self.page = try files.template("page.html", added: keys)
        self.archive = try files.template("archive.html", added: keys)
        self.trends = try files.template("trends.html", added: keys)
        self.year = try files.template("year.html", added: keys)
        self.team = try files.template("team.html", added: keys)
        self.emailText = try files.template("email.txt", added: keys)
        self.emailHTML = try files.template("email.html", added: keys)
        self.stylesheet = Data(try files.text(of: "style.css").utf8)
    }

    /// The added sections' contexts for the week of the presenter `make` makes (only when a
    /// section was added), as the layer under a template's own values (``SectionLayer``).
    func sectionLayer(_ make: () -> DigestPresenter) throws(TemplateError) -> TemplateData {
        guard !sections.isEmpty else { return .null }
        return try SectionLayer.data(make(), sections: sections, file: weekMarkdown.file)
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
