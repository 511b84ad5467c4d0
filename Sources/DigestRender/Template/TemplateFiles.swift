import DigestDefaults

/// Where a template set's files come from: the defaults built into the binary, each replaced by
/// the file of the same path in an override folder (`--templates`, `DIGEST_TEMPLATES`).
///
/// A folder holding only `style.css` changes only the stylesheet; one holding `locales/fr.json`
/// adds a locale. Paths are relative: `week.md`, `locales/ja.json`. The folder's files come in
/// already read (DigestApp reads them): this module touches no file system.
package struct TemplateFiles: Sendable {
    /// The override folder, or nil for the built-in files alone.
    package let folder: String?
    /// The built-in files by path.
    package let builtIn: [String: String]
    /// The override folder's files by path, as they were read.
    package let overrides: [String: TemplateOverride]
    /// Whether the override folder was there when it was read.
    package let folderExists: Bool
    /// The override folder as an absolute path, as its files are named in messages.
    package let location: String?

    /// The built-in files alone.
    package static let builtIn = TemplateFiles(folder: nil)

    /// The files of `folder` (`overrides`, read from it) over `builtIn` (the binary's defaults
    /// unless a test passes others).
    package init(
        folder: String?, overrides: [String: TemplateOverride] = [:], folderExists: Bool = true,
        location: String? = nil, builtIn: [String: String] = BuiltInFiles.defaultTemplates
    ) {
        self.folder = folder
        self.location = location ?? folder
        self.overrides = overrides
        self.folderExists = folderExists
        self.builtIn = builtIn
    }

    /// Checks that the override folder, if any, is a folder.
    package func checkFolder() throws(TemplateError) {
        guard let folder, !folderExists else { return }
        throw TemplateError(
            file: folder, line: 1, column: 1,
            problem:
                "the template folder does not exist; pass --templates DIR or set DIGEST_TEMPLATES to a folder holding the files you change (`weekly-digest templates export DIR` writes them all), or set neither to use the built-in templates."
        )
    }

    /// The override's path for `name`, when the folder holds that file.
    package func overridePath(_ name: String) -> String? {
        guard let location, overrides[name] != nil else { return nil }
        return location + "/" + name
    }

    /// Where `name` is read from, for messages: the override's path or `built-in <name>`.
    package func origin(of name: String) -> String { overridePath(name) ?? "built-in \(name)" }

    /// The text of `name`, from the override folder if it holds one, else built in.
    func text(of name: String) throws(TemplateError) -> String {
        switch overrides[name] {
        case .text(let text): return text
        case .unreadable(let reason):
            throw TemplateError(
                file: origin(of: name), line: 1, column: 1,
                problem: "cannot be read (\(reason)); check its permissions, or remove it to use the built-in \(name).")
        case .notUTF8:
            throw TemplateError(
                file: origin(of: name), line: 1, column: 1, problem: "is not valid UTF-8; save it as UTF-8.")
        case nil:
            guard let text = builtIn[name] else {
                throw TemplateError(
                    file: origin(of: name), line: 1, column: 1,
                    problem: "this build carries no \(name); rebuild weekly-digest, or put one in --templates DIR.")
            }
            return text
        }
    }

    /// The template `name`, parsed with the escaping its extension calls for, its partials
    /// found by ``partials(for:added:)``.
    func template(_ name: String, added: [String] = SectionViews.added.map(\.key)) throws(TemplateError)
        -> Template
    {
        try Template(
            source: try text(of: name), file: origin(of: name), escaping: TemplateEscaping(forFileNamed: name),
            partials: partials(for: name, added: added))
    }

    /// The partial that holds the partials of the sections added after the first four.
    static let addedPartial = "added"

    /// The partials of the template `name`: `{{> coding}}` is `partials/coding.<ext>`, with the
    /// extension of `name`, the folder's file when it holds one, else the built-in one.
    ///
    /// `{{> added}}` is, unless a file says otherwise, the partial of each section of `added` in
    /// turn (``SectionViews/added``): a section added later shows in every template that has the
    /// tag, exported before it or not.
    func partials(for name: String, added: [String] = SectionViews.added.map(\.key)) -> TemplatePartials {
        let files = self
        let ext = name.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        return TemplatePartials { partial throws(TemplateError) in
            let path = "partials/\(partial).\(ext)"
            if partial == Self.addedPartial, files.overrides[path] == nil, files.builtIn[path] == nil {
                let tags = added.map { "{{> \($0)}}" }
                return .found(tags.joined(separator: "\n"), file: "built-in \(path) (\(tags.joined(separator: " ")))")
            }
            guard files.overrides[path] != nil || files.builtIn[path] != nil else {
                let kind =
                    files.location.map { "put \(path) in \($0)" } ?? "add \(path) to a template folder (--templates)"
                return .missing(advice: "\(kind), or use one of the partials `weekly-digest templates export` writes.")
            }
            return .found(try files.text(of: path), file: files.origin(of: path))
        }
    }

    /// The paths of every file there is, built in or in the folder's `subfolder`, sorted.
    func names(in subfolder: String) -> [String] {
        Set((Array(builtIn.keys) + Array(overrides.keys)).filter { $0.hasPrefix(subfolder + "/") }).sorted()
    }
}

/// A file of the override folder, as it was read.
package enum TemplateOverride: Sendable, Equatable {
    /// Its text.
    case text(String)
    /// It is there and could not be read: why.
    case unreadable(String)
    /// Its bytes are not UTF-8.
    case notUTF8
}
