import DigestDefaults
import Foundation

/// Where a template set's files come from: the defaults built into the binary, each replaced by
/// the file of the same path in an override folder (`--templates`, `DIGEST_TEMPLATES`).
///
/// A folder holding only `style.css` changes only the stylesheet; one holding `locales/fr.json`
/// adds a locale. Paths are relative: `week.md`, `locales/ja.json`.
package struct TemplateFiles: Sendable {
    /// The override folder, or nil for the built-in files alone.
    package let folder: String?
    /// The built-in files by path.
    package let builtIn: [String: String]

    /// The built-in files alone.
    package static let builtIn = TemplateFiles(folder: nil)

    /// The files of `folder` over `builtIn` (the binary's defaults unless a test passes others).
    package init(folder: String?, builtIn: [String: String] = BuiltInFiles.defaultTemplates) {
        self.folder = folder
        self.builtIn = builtIn
    }

    /// Checks that the override folder, if any, is a folder.
    package func checkFolder() throws(TemplateError) {
        guard let folder else { return }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateError(
                file: folder, line: 1, column: 1,
                problem:
                    "the template folder does not exist; pass --templates DIR or set DIGEST_TEMPLATES to a folder holding the files you change (`weekly-digest templates export DIR` writes them all), or set neither to use the built-in templates."
            )
        }
    }

    /// The override's path for `name`, when the folder holds that file.
    package func overridePath(_ name: String) -> String? {
        guard let folder else { return nil }
        let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Where `name` is read from, for messages: the override's path or `built-in <name>`.
    package func origin(of name: String) -> String { overridePath(name) ?? "built-in \(name)" }

    /// The text of `name`, from the override folder if it holds one, else built in.
    func text(of name: String) throws(TemplateError) -> String {
        if let path = overridePath(name) {
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
                throw TemplateError(
                    file: path, line: 1, column: 1,
                    problem:
                        "cannot be read (\(error.localizedDescription)); check its permissions, or remove it to use the built-in \(name)."
                )
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw TemplateError(file: path, line: 1, column: 1, problem: "is not valid UTF-8; save it as UTF-8.")
            }
            return text
        }
        guard let text = builtIn[name] else {
            throw TemplateError(
                file: origin(of: name), line: 1, column: 1,
                problem: "this build carries no \(name); rebuild weekly-digest, or put one in --templates DIR.")
        }
        return text
    }

    /// The template `name`, parsed with the escaping its extension calls for.
    func template(_ name: String) throws(TemplateError) -> Template {
        try Template(source: try text(of: name), file: origin(of: name), escaping: TemplateEscaping(forFileNamed: name))
    }

    /// The paths of every file there is, built in or in the folder's `subfolder`, sorted.
    func names(in subfolder: String) -> [String] {
        var names = Set(builtIn.keys.filter { $0.hasPrefix(subfolder + "/") })
        if let folder {
            let path = URL(fileURLWithPath: folder).appendingPathComponent(subfolder).path
            for file in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                names.insert(subfolder + "/" + file)
            }
        }
        return names.sorted()
    }
}
