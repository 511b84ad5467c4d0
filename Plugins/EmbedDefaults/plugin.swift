import Foundation
import PackagePlugin

/// Compiles the package's `templates/` folder and `sample/` week into the `DigestDefaults`
/// module, so the binary runs from any folder with nothing beside it.
@main
struct EmbedDefaults: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        let tool = try context.tool(named: "embed-files")
        let package = context.package.directoryURL
        return try [("templates", "templates"), ("sample", "samples")].map { folder, property in
            let root = package.appending(path: folder)
            let files = try Self.files(under: root)
            let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInFiles+\(property).swift")
            return .buildCommand(
                displayName: "Embedding \(folder)/ (\(files.count) files)",
                executable: tool.url,
                arguments: [output.path, "BuiltInFiles", property, root.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            )
        }
    }

    /// The regular files under `root`, sorted, without hidden ones.
    static func files(under root: URL) throws -> [URL] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard
            let walk = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in walk where try url.resourceValues(forKeys: Set(keys)).isRegularFile == true {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }
}
