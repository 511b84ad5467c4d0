import Foundation
import Testing

/// The house's rules a script can check, read from the sources themselves: what each module may
/// import (the arrows of docs/ARCHITECTURE.md, one way), and what some must never do.
struct ArchitectureTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The system's modules any module may import.
    static let system: Set<String> = ["Foundation", "FoundationXML", "Glibc", "Darwin", "Dispatch", "Synchronization"]

    /// What each module may import besides the system's: its arrows.
    static let allowed: [String: Set<String>] = [
        "DigestCore": [],
        "DigestCurl": ["CCurl"],
        "DigestRender": ["DigestCore", "DigestDefaults", "CCmark"],
        // Crypto: HMAC-SHA1 for X's OAuth 1.0a signatures.
        "DigestSources": ["DigestCore", "DigestDefaults", "DigestCurl", "CCurl", "Logging", "Crypto"],
        "DigestSystem": ["DigestCore", "Logging", "Subprocess"],
        "DigestSite": ["DigestRender", "DigestSystem", "DigestCore"],
        "DigestDelivery": ["DigestSite", "DigestSystem", "DigestCore", "DigestCurl", "CCurl"],
        "DigestApp": [
            "DigestCore", "DigestSources", "DigestRender", "DigestSite", "DigestDelivery", "DigestSystem", "CMalloc",
            "Logging", "Crypto",
        ],
        "weekly-digest": ["DigestApp", "DigestCore", "DigestSystem", "ArgumentParser"],
    ]

    /// (module, what its code must not hold, why).
    static let forbidden: [(String, String, String)] = [
        ("DigestRender", "FileManager", "DigestRender touches no file system"),
        ("DigestRender", "contentsOf: URL", "DigestRender touches no file system"),
        ("DigestRender", "contentsOfFile", "DigestRender touches no file system"),
        ("DigestRender", "fopen(", "DigestRender touches no file system"),
        ("DigestCore", "FileManager", "the domain does no I/O"),
        ("DigestCore", "Date()", "the domain reads no clock"),
        ("DigestCore", "Date.now", "the domain reads no clock"),
        ("DigestCore", "TimeZone.current", "the domain reads no zone of the machine"),
        ("DigestCore", "?? .current", "the domain reads no zone of the machine"),
        ("DigestCore", "Calendar.current", "the domain reads no calendar of the machine"),
        ("DigestCore", "Locale.current", "the domain reads no locale of the machine"),
        ("DigestCore", "ProcessInfo", "the domain reads no environment"),
        ("DigestSystem", "ISOWeek", "DigestSystem knows nothing of weeks"),
        ("DigestSystem", "SitePath", "DigestSystem knows nothing of pages"),
        ("DigestSystem", "\"QIITA_", "DigestSystem names no setting of the product"),
        ("DigestSystem", "\"DIGEST_", "DigestSystem names no setting of the product"),
        ("DigestSystem", "\"WAKATIME_", "DigestSystem names no setting of the product"),
        ("DigestSystem", "\"ZENN_", "DigestSystem names no setting of the product"),
        ("DigestSystem", "\"X_", "DigestSystem names no setting of the product"),
        ("DigestSystem", "\"BLUESKY_", "DigestSystem names no setting of the product"),
        ("DigestSystem", "\"MASTODON_", "DigestSystem names no setting of the product"),
        ("DigestSystem", "\"MISSKEY_", "DigestSystem names no setting of the product"),
        ("DigestSystem", "\"HATENA_", "DigestSystem names no setting of the product"),
        ("DigestSystem", "\"SMTP_", "DigestSystem names no setting of the product"),
        ("DigestSystem", "\"WEEKLY_DIGEST", "DigestSystem names no setting of the product"),
        ("weekly-digest", "ProcessInfo.processInfo.environment[", "settings are read in DigestApp"),
        ("DigestCore", "FileManager.default", "files are reached through DigestSystem's FileSystem, injected"),
        ("DigestCurl", "FileManager.default", "files are reached through DigestSystem's FileSystem, injected"),
        ("DigestRender", "FileManager.default", "files are reached through DigestSystem's FileSystem, injected"),
        ("DigestSources", "FileManager.default", "files are reached through DigestSystem's FileSystem, injected"),
        ("DigestSite", "FileManager.default", "files are reached through DigestSystem's FileSystem, injected"),
        ("DigestDelivery", "FileManager.default", "files are reached through DigestSystem's FileSystem, injected"),
        ("DigestApp", "FileManager.default", "files are reached through DigestSystem's FileSystem, injected"),
        ("weekly-digest", "FileManager.default", "files are reached through DigestSystem's FileSystem, injected"),
        ("DigestCore", "FileSystem = LocalFileSystem()", "no initialiser or function defaults to the real disk"),
        ("DigestCurl", "FileSystem = LocalFileSystem()", "no initialiser or function defaults to the real disk"),
        ("DigestRender", "FileSystem = LocalFileSystem()", "no initialiser or function defaults to the real disk"),
        ("DigestSources", "FileSystem = LocalFileSystem()", "no initialiser or function defaults to the real disk"),
        ("DigestSite", "FileSystem = LocalFileSystem()", "no initialiser or function defaults to the real disk"),
        ("DigestDelivery", "FileSystem = LocalFileSystem()", "no initialiser or function defaults to the real disk"),
        ("DigestApp", "FileSystem = LocalFileSystem()", "no initialiser or function defaults to the real disk"),
        ("weekly-digest", "FileSystem = LocalFileSystem()", "no initialiser or function defaults to the real disk"),
        ("DigestSystem", "FileSystem = LocalFileSystem()", "no initialiser or function defaults to the real disk"),
        ("DigestCore", "print(", "a job returns what it reports (JobReport); the command prints it"),
        ("DigestCurl", "print(", "a job returns what it reports (JobReport); the command prints it"),
        ("DigestRender", "print(", "a job returns what it reports (JobReport); the command prints it"),
        ("DigestSources", "print(", "a job returns what it reports (JobReport); the command prints it"),
        ("DigestSite", "print(", "a job returns what it reports (JobReport); the command prints it"),
        ("DigestDelivery", "print(", "a job returns what it reports (JobReport); the command prints it"),
        ("DigestApp", "print(", "a job returns what it reports (JobReport); the command prints it"),
        ("DigestSystem", "print(", "a job returns what it reports (JobReport); the command prints it"),
    ]

    /// The Swift files of `module`, by path, with their text.
    static func sources(_ module: String) throws -> [(String, String)] {
        let folder = repository.appendingPathComponent("Sources/" + module)
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return try (walk?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.map {
            ($0.path, try String(contentsOf: $0, encoding: .utf8))
        }
    }

    @Test(arguments: allowed.keys.sorted())
    func aModuleImportsOnlyWhatItsArrowsAllow(module: String) throws {
        let files = try Self.sources(module)
        #expect(!files.isEmpty, "Sources/\(module) has no Swift file")
        let pattern = try Regex(
            #"(?m)^\s*(?:@testable\s+|@_implementationOnly\s+)?import\s+(?:struct\s+|enum\s+|class\s+)?([A-Za-z_]+)"#)
        for (path, text) in files {
            for match in text.matches(of: pattern) {
                guard let name = match.output[1].substring.map(String.init) else { continue }
                #expect(
                    Self.system.contains(name) || Self.allowed[module, default: []].contains(name),
                    "\(path) imports \(name), which \(module) may not")
            }
        }
    }

    @Test(arguments: forbidden.indices)
    func whatAModuleMustNeverDo(index: Int) throws {
        let (module, text, why) = Self.forbidden[index]
        for (path, source) in try Self.sources(module) {
            #expect(!source.contains(text), "\(path) holds \(text): \(why)")
        }
    }
}
