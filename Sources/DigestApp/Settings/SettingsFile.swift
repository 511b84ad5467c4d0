import DigestCore
import DigestSystem
import Foundation

/// The settings file: the same `KEY=value` lines the cron hook reads, so one file serves both.
///
/// `#` starts a comment line; `export ` before a key is allowed; a value may be in single quotes
/// (taken as written) or double quotes; `~` at the start of a value, `$HOME` and `${HOME}` are
/// expanded and nothing else, so a file never runs a command. The environment wins over the file.
package struct SettingsFile: Sendable {
    /// Where the file is.
    package let path: String
    /// Set in the environment a command runs with to the file it read, for `doctor`.
    package static let readMarker = "DIGEST_CONFIG_FILE_READ"
    /// Its settings, by name.
    package let values: [String: String]

    /// The settings every command, and the cron hook, reads: the names a file may set.
    package static let knownNames = Set((GeneralSettings.all + SourceCatalogue.settings).map(\.name))

    /// The names that hold a secret: a file with one of them must not be readable by others.
    package static let secretNames = Set(
        (GeneralSettings.all + SourceCatalogue.settings).filter(\.isSecret).map(\.name))

    /// The file named by `--config`, else `DIGEST_CONFIG`, else the default
    /// (`$XDG_CONFIG_HOME/weekly-digest/config`, else `~/.config/weekly-digest/config`) when it
    /// exists in `fileSystem`; nil when no file is named and the default does not exist.
    package static func load(option: String?, environment: [String: String], fileSystem: any FileSystem)
        throws(RunError) -> SettingsFile?
    {
        let home = environment["HOME"] ?? ""
        if let named = option ?? environment["DIGEST_CONFIG"].flatMap({ $0.isEmpty ? nil : $0 }) {
            let path = expanded(named, home: home)
            guard fileSystem.exists(at: path) else {
                throw .usage(
                    "The settings file \(path) does not exist\(option == nil ? " (DIGEST_CONFIG)" : " (--config)"); create it with `weekly-digest init`, or name another."
                )
            }
            return try read(path, home: home, fileSystem: fileSystem)
        }
        guard let base = ConfigHome.folder(environment), fileSystem.exists(at: base + "/weekly-digest/config")
        else { return nil }
        let path = base + "/weekly-digest/config"
        return try read(path, home: home, fileSystem: fileSystem)
    }

    /// The environment a command runs with: the process's, with the settings file's (`--config`,
    /// `DIGEST_CONFIG` or the default) added where the process sets nothing.
    package static func environment(_ process: [String: String], option: String?, fileSystem: any FileSystem)
        throws(RunError) -> [String: String]
    {
        guard let file = try load(option: option, environment: process, fileSystem: fileSystem) else { return process }
        return file.merged(into: process).merging([readMarker: file.path]) { a, _ in a }
    }

    /// `environment` with the file's settings added where the environment has none.
    package func merged(into environment: [String: String]) -> [String: String] {
        environment.merging(values) { fromEnvironment, _ in fromEnvironment }
    }

    /// Reads and checks the file at `path`; `home` is what `~` and `$HOME` stand for.
    static func read(_ path: String, home: String, fileSystem: any FileSystem) throws(RunError) -> SettingsFile {
        guard let data = try? fileSystem.contentsFollowingLinks(of: path),
            let text = String(data: data, encoding: .utf8)
        else { throw .usage("Cannot read the settings file \(path): check that it is a UTF-8 text file you can read.") }
        let values = try parse(text, path: path, home: home)
        let secrets = values.keys.filter(secretNames.contains).sorted()
        if !secrets.isEmpty,
            let mode = fileSystem.permissions(of: path),
            mode & 0o077 != 0
        {
            throw .usage(
                "\(path) can be read by others (mode \(String(mode & 0o777, radix: 8))) and holds \(secrets.joined(separator: ", ")); run: chmod 600 '\(path)'"
            )
        }
        return SettingsFile(path: path, values: values)
    }
}
