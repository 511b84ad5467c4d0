import Foundation

/// The user-editable templates, loaded from one folder.
public struct TemplateSet: Sendable {
    /// The Markdown of a week: `week.md`.
    public let weekMarkdown: Template
    /// The HTML layout around it: `page.html`.
    public let page: Template
    /// The stylesheet, copied to `assets/style.css`: `style.css`.
    public let stylesheet: Data

    /// The file names a template folder must hold.
    public static let requiredFiles = ["week.md", "page.html", "style.css"]

    /// Loads the templates in `folder`.
    public init(folder: String) throws(TemplateError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateError(file: folder, line: 1, column: 1,
                                problem: "the template folder does not exist; pass --templates DIR or set DIGEST_TEMPLATES to a folder with \(Self.requiredFiles.joined(separator: ", ")).")
        }
        let base = URL(fileURLWithPath: folder)
        self.weekMarkdown = try Template(contentsOf: base.appendingPathComponent("week.md").path)
        self.page = try Template(contentsOf: base.appendingPathComponent("page.html").path)
        let cssPath = base.appendingPathComponent("style.css").path
        do {
            self.stylesheet = try Data(contentsOf: URL(fileURLWithPath: cssPath))
        } catch {
            throw TemplateError(file: cssPath, line: 1, column: 1, problem: "cannot read the stylesheet; every template folder needs a style.css.")
        }
    }
}
