import ArgumentParser
import DigestApp
import Foundation

/// `weekly-digest templates`: the built-in templates, for editing.
struct TemplatesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Write the built-in templates and locales to a folder, to change how pages and emails look.",
        discussion: """
            The templates and locales are built into weekly-digest. A folder given by --templates \
            or DIGEST_TEMPLATES replaces them file by file: a folder holding only style.css changes \
            only the stylesheet; one holding locales/fr.json adds a locale.
            """,
        subcommands: [Export.self]
    )

    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract:
                "Write the built-in week.md, page.html, archive.html, trends.html, year.html, style.css, email.txt, email.html and locales/.",
            discussion: """
                Refuses, writing nothing, when the folder already holds any of the files, unless --force. \
                Exit status: 0 written; 1 a file could not be written; 64 a file exists, or bad usage.
                """
        )

        @Argument(
            help: ArgumentHelp(
                "Where to write. Default: ~/.config/weekly-digest/templates (under XDG_CONFIG_HOME when set).",
                valueName: "dir"))
        var folder: String?

        @Option(
            name: .customLong("only"),
            help: ArgumentHelp(
                "Write only this file (style.css, locales/ja.json, …); repeat for more.", valueName: "file"))
        var only: [String] = []

        @Flag(help: "Replace files the folder already holds with the built-in ones.")
        var force = false

        func run() async throws {
            try await CommandExit.finish {
                try TemplatesExportJob(folder: folder, only: only, force: force)
                    .run(environment: ProcessInfo.processInfo.environment)
            }
        }
    }
}
