import DigestRender
import DigestSystem
import Foundation

extension TemplateFiles {
    /// The files of the override folder `folder` (the templates, `partials/*.md|txt|html` and
    /// `locales/*.json`), read from `fileSystem`, over `builtIn`.
    ///
    /// A file that cannot be read or is not UTF-8 is kept as such, so that loading it names it
    /// rather than falling back to the built-in file; a folder that is not there is kept as such,
    /// for ``TemplateFiles/checkFolder()`` to refuse.
    package init(
        reading folder: String?, builtIn: [String: String] = TemplateFiles.builtIn.builtIn, fileSystem: any FileSystem
    ) {
        guard let folder else {
            self.init(folder: nil, builtIn: builtIn)
            return
        }
        let location = URL(fileURLWithPath: folder).path
        let locales = fileSystem.names(in: location + "/locales").filter { $0.hasSuffix(".json") }.map {
            "locales/" + $0
        }
        let partials = fileSystem.names(in: location + "/partials").filter { name in
            ["md", "txt", "html"].contains { name.hasSuffix("." + $0) }
        }
        .map { "partials/" + $0 }
        var overrides: [String: TemplateOverride] = [:]
        for name in TemplateSet.fileNames + locales + partials {
            let path = location + "/" + name
            do {
                guard let data = try fileSystem.contentsFollowingLinks(of: path) else { continue }
                overrides[name] = String(data: data, encoding: .utf8).map(TemplateOverride.text) ?? .notUTF8
            } catch {
                overrides[name] = .unreadable(error.localizedDescription)
            }
        }
        let exists = fileSystem.isFolder(at: location)
        self.init(folder: folder, overrides: overrides, folderExists: exists, location: location, builtIn: builtIn)
    }
}

extension TemplateSet {
    /// Loads the templates of `folder` in `fileSystem` over the built-in ones, to be filled with
    /// `words` (for tests and tools; a command reads through its ``AppServices``).
    package init(folder: String, words: Words, fileSystem: any FileSystem) throws(TemplateError) {
        try self.init(files: TemplateFiles(reading: folder, fileSystem: fileSystem), words: words)
    }
}

extension LocaleCatalog {
    /// The locales of the template folder `templateFolder` in `fileSystem` and the built-in ones
    /// (for tests and tools; a command reads through its ``AppServices``).
    package init(templateFolder: String, fileSystem: any FileSystem) {
        self.init(files: TemplateFiles(reading: templateFolder, fileSystem: fileSystem))
    }
}
