/// VS Code's language ids (what `aw-watcher-vscode` reports) as WakaTime names the languages, so
/// that a week read from ActivityWatch reads as one from WakaTime: `swift` → Swift,
/// `typescriptreact` → TSX.
enum ActivityWatchLanguages {
    /// The names of the ids whose name is not the id capitalised.
    static let names: [String: String] = [
        "bat": "Batchfile", "c": "C", "clojure": "Clojure", "coffeescript": "CoffeeScript", "cpp": "C++",
        "csharp": "C#", "css": "CSS", "cuda-cpp": "CUDA", "dart": "Dart", "diff": "Diff", "dockerfile": "Docker",
        "elixir": "Elixir", "erlang": "Erlang", "fsharp": "F#", "git-commit": "Git", "go": "Go", "graphql": "GraphQL",
        "groovy": "Groovy", "haskell": "Haskell", "html": "HTML", "ini": "INI", "java": "Java",
        "javascript": "JavaScript", "javascriptreact": "JSX", "json": "JSON", "jsonc": "JSON", "julia": "Julia",
        "kotlin": "Kotlin", "latex": "TeX", "less": "LESS", "lua": "Lua", "makefile": "Makefile",
        "markdown": "Markdown", "objective-c": "Objective-C", "objective-cpp": "Objective-C++", "ocaml": "OCaml",
        "perl": "Perl", "php": "PHP", "plaintext": "Text", "powershell": "PowerShell", "python": "Python", "r": "R",
        "razor": "Razor", "ruby": "Ruby", "rust": "Rust", "sass": "Sass", "scala": "Scala", "scss": "SCSS",
        "shellscript": "Bash", "sql": "SQL", "svelte": "Svelte", "swift": "Swift", "terraform": "HCL", "toml": "TOML",
        "typescript": "TypeScript", "typescriptreact": "TSX", "vb": "Visual Basic", "vue": "Vue", "xml": "XML",
        "yaml": "YAML", "zig": "Zig",
    ]

    /// The name of `id`: its known name, else the id with its first letter capitalised; nil for
    /// no id.
    static func name(_ id: String?) -> String? {
        guard let id = id?.trimmingWhitespaceAndControls, !id.isEmpty else { return nil }
        if let name = names[id.lowercased()] { return name }
        return id.prefix(1).uppercased() + id.dropFirst()
    }

    /// An editor's name from its watcher (`aw-watcher-vscode` → VS Code).
    static func editor(_ client: String?) -> String {
        let known = [
            "aw-watcher-vscode": "VS Code", "aw-watcher-vim": "Vim", "aw-watcher-neovim": "Neovim",
            "aw-watcher-jetbrains": "JetBrains", "aw-watcher-sublime": "Sublime Text", "aw-watcher-emacs": "Emacs",
            "aw-watcher-zed": "Zed",
        ]
        guard let client, !client.isEmpty else { return "Editor" }
        return known[client] ?? client.replacingOccurrences(of: "aw-watcher-", with: "")
    }
}

extension String {
    /// The text without surrounding whitespace or control characters.
    fileprivate var trimmingWhitespaceAndControls: String {
        String(unicodeScalars.filter { !$0.properties.isWhitespace && $0.properties.generalCategory != .control })
    }
}
