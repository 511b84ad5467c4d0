import DigestCore
import DigestRender
import DigestSystem
import Foundation

/// `templates export`'s work: write the built-in templates and locales to a folder for editing.
///
/// Every file is written whole (a temporary name, then renamed) and none over an existing one
/// unless `force`: a folder that already holds any of them is left as it is and named.
package struct TemplatesExportJob: Sendable {
    /// Where to write; default `<config folder>/weekly-digest/templates`.
    let folder: String?
    /// Only these files (`style.css`, `locales/ja.json`); empty for all.
    let only: [String]
    /// Overwrite files that exist.
    let force: Bool
    /// The files to write, by path (the built-in ones unless a test passes others).
    let files: [String: String]
    /// Where they are written.
    let fileSystem: any FileSystem

    /// A job writing `files` (default: the built-in set) into `folder`.
    package init(
        folder: String?, only: [String] = [], force: Bool = false,
        files: [String: String] = TemplateFiles.builtIn.builtIn, services: AppServices = .live
    ) {
        (self.folder, self.only, self.force, self.files) = (folder, only, force, files)
        self.fileSystem = services.fileSystem
    }

    /// Writes the files; the report says how to use them.
    package func run(environment: [String: String]) throws(RunError) -> JobReport {
        guard let folder = folder ?? ConfigHome.folder(environment).map({ $0 + "/weekly-digest/templates" }) else {
            throw .usage(
                "There is no HOME to put the templates in: name a folder (weekly-digest templates export DIR).")
        }
        let unknown = only.filter { files[$0] == nil }
        if !unknown.isEmpty {
            throw .usage(
                "--only \(unknown.map { SingleLine.quotable($0) }.joined(separator: ", ")) is not a built-in file: use one of \(files.keys.sorted().joined(separator: ", "))."
            )
        }
        let names = only.isEmpty ? files.keys.sorted() : Array(Set(only)).sorted()
        let existing = names.filter {
            fileSystem.isFile(at: folder + "/" + $0) || fileSystem.isFolder(at: folder + "/" + $0)
        }
        if !existing.isEmpty, !force {
            throw .usage(
                "\(folder) already holds \(existing.joined(separator: ", ")); nothing was written. Pass --force to replace \(existing.count == 1 ? "it" : "them") with the built-in \(existing.count == 1 ? "one" : "ones"), or name another folder."
            )
        }
        for name in names {
            let path = folder + "/" + name
            do {
                try fileSystem.createDirectory(at: (path as NSString).deletingLastPathComponent)
                try fileSystem.writeAtomically(Data((files[name] ?? "").utf8), to: path)
            } catch {
                throw .failure("Cannot write \(path): \(error)")
            }
        }
        return JobReport([
            """
            Wrote \(names.count) file\(names.count == 1 ? "" : "s") to \(folder)\(existing.isEmpty ? "" : " (replaced \(existing.count))"). Next:
              1. Edit what you want to change, and delete the files you do not: each missing one is built in.
              2. Use the folder: DIGEST_TEMPLATES=\(folder) in your settings file, or --templates '\(folder)'.
              3. Rebuild every week with it: weekly-digest render
            """
        ])
    }
}
