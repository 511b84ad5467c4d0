/// Where a template's `{{> name}}` tags find their partials.
///
/// A template set's are files `partials/<name>.<ext>`, the extension the including template's
/// own (``TemplateFiles/partials(for:)``): `{{> coding}}` in `week.md` is `partials/coding.md`, in
/// `email.html` `partials/coding.html`, each escaped as its kind of file is.
struct TemplatePartials: Sendable {
    /// What a lookup found.
    enum Found {
        /// The partial's text, and its file as messages name it.
        case found(String, file: String)
        /// There is none; `advice` says where one would be.
        case missing(advice: String)
    }

    /// Finds the partial `name`.
    let find: @Sendable (String) throws(TemplateError) -> Found

    /// No partials: a template with a `{{> name}}` tag is then an error.
    static let none = TemplatePartials { _ throws(TemplateError) in
        .missing(advice: "this template is read on its own, without partials.")
    }
}
