import Foundation

/// Fresh folders for tests, all inside one folder per test process that is removed when the
/// process exits, so a test run leaves nothing in the system's temporary folder.
public enum TestFolder {
    /// `<tmp>/wd-tests-<pid>`, made on first use (emptied first, should an earlier process with
    /// the same pid have been killed before it could remove it).
    public static let root: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wd-tests-\(getpid())").path
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestFolder.root) }
        return path
    }()

    /// A path inside ``root`` that nothing uses yet: `<prefix>-<UUID>`, not created.
    public static func path(_ prefix: String) -> String {
        root + "/\(prefix)-\(UUID().uuidString)"
    }

    /// A new empty folder inside ``root``: `<prefix>-<UUID>`.
    public static func make(_ prefix: String) throws -> String {
        let folder = path(prefix)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
