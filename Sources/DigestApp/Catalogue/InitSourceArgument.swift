import DigestCore

/// `init --source NAME=VALUE`: a source named as the catalogue names it, with what its own
/// option takes (`hatena=hanako`, `zenn=swift,ios`; `wakatime` alone, its key is asked for in the
/// file).
///
/// Each is the same as the source's own option (`--hatena-user hanako`), which stays as an alias:
/// the value is checked by the source's catalogue entry as a run reads it.
package enum InitSourceArgument {
    /// A source's name for `--source`: its name in lower case (`hatena`, `wakatime`).
    static func name(of about: SourceAbout) -> String { about.name.lowercased() }

    /// How `--source` names a source: `hatena=ID`, or `wakatime` for one that takes no value.
    static func form(of about: SourceAbout) -> String {
        about.initOption.valueName.map { "\(name(of: about))=\($0.uppercased())" } ?? name(of: about)
    }

    /// What `init --help` says of `--source`: each source's name and what it takes, from the catalogue.
    package static var help: String {
        let forms = SourceCatalogue.abouts.map(form(of:))
        return
            "A source to turn on, with what its own option takes; repeat it for each: \(forms.joined(separator: ", ")). `--source zenn=swift,ios` is `--zenn-topics swift,ios`."
    }

    /// The sources' options `given` (each one's own, by its option's name, `hatena-user`) with
    /// those `arguments` (`hatena=hanako`) name, by option name as ``InitJob/Choices/sources``
    /// holds them.
    ///
    /// A usage error names the argument and the fix: a name that is no source, a value missing or
    /// given to a source that takes none, a source given twice (here or by its own option).
    package static func merged(_ arguments: [String], into given: [String: String]) throws(RunError)
        -> [String: String]
    {
        var sources = given
        for argument in arguments {
            let (about, value) = try parsed(argument)
            let option = about.initOption.name
            guard sources[option] == nil else {
                throw .usage(
                    "--source \(name(of: about)) is given twice (or with --\(option)): name each source once.")
            }
            sources[option] = value
        }
        return sources
    }

    /// The source `argument` names and the value it gives it (empty for a flag).
    ///
    /// A message quotes the name, never the value: a value given where none is taken may be the
    /// key the file asks for (`wakatime=waka_…`, or a misspelt `wakatme=…`).
    static func parsed(_ argument: String) throws(RunError) -> (SourceAbout, String) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let key = String(parts[0]).lowercased()
        guard let about = SourceCatalogue.abouts.first(where: { name(of: $0) == key }) else {
            let names = SourceCatalogue.abouts.map(name(of:))
            let near = nearest(key, in: names).map { " (did you mean \($0)?)" } ?? ""
            throw .usage(
                "--source '\(SingleLine.quotable(String(parts[0])))' names no source\(near): use NAME=VALUE with one of \(SourceCatalogue.sentence(names, and: "or"))."
            )
        }
        let value = parts.count > 1 ? String(parts[1]) : nil
        switch (about.initOption.valueName, value) {
        case (.some, nil):
            throw .usage("--source \(key) needs a value: --source \(form(of: about)) (\(about.initOption.help))")
        case (nil, .some):
            throw .usage(
                "--source \(key) takes no value (what was given is not shown): write --source \(key); the file asks for the key, which the command line would keep in your shell's history."
            )
        case (_, let value):
            return (about, value ?? "")
        }
    }

    /// The name in `names` two edits or fewer from `key`, the nearest first: a typo (`hatna`), not
    /// another service (`sourcehut`).
    static func nearest(_ key: String, in names: [String]) -> String? {
        guard key.count <= SettingsFile.longestSuggested else { return nil }
        let scored = names.map { ($0, SettingsFile.distance(key, $0)) }.filter { $0.1 <= 2 && $0.1 < key.count }
        return scored.min { $0.1 < $1.1 }?.0
    }
}
