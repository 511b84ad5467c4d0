import DigestCore
import DigestSite
import Foundation
import TestSupport

/// Where the binary keeps a site's stored weeks: the history folder in the state folder.
enum StoredHistory {
    /// The history folder of the site in `output`, with `state` (else the tests' default state folder).
    static func folder(_ output: String, state: String? = nil) -> String {
        HistoryFolder.path(forOutput: output, state: state ?? BinaryRunner.defaultState)
    }

    /// `week`'s snapshot in the history of the site in `output`.
    static func snapshot(_ output: String, _ week: String, state: String? = nil) -> String {
        folder(output, state: state) + "/weeks/" + week + "/digest.json"
    }

    /// Whether `file` (relative to the output folder) is the public data of the site: a week's
    /// `week.json`, `week.schema.json` or `feed.json`, the only JSON a site publishes (its stored
    /// weeks, `digest.json` and `weeks/index.json`, never are).
    static func isPublicData(_ file: String) -> Bool {
        switch SitePath(file: file) {
        case .data?, .dataSchema?, .jsonFeed?: true
        default: false
        }
    }

    /// `weeks/index.json` in the history of the site in `output`.
    static func index(_ output: String, state: String? = nil) -> String {
        folder(output, state: state) + "/" + SitePath.index.file
    }
}

extension StoredHistory {
    /// Copies the history of the site in `site` (in the default state folder) to be the history of
    /// the site in `folder`, under `state` (else the default), replacing what was there: with a
    /// copy of the output folder, a copy of the whole site.
    static func copy(_ site: String, to folder: String, state: String? = nil) throws {
        let target = Self.folder(folder, state: state)
        try? FileManager.default.removeItem(atPath: target)
        try FileManager.default.createDirectory(
            atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.folder(site), toPath: target)
    }
}

extension StoredHistory {
    /// Makes the sample's weeks in the history of the site in `output` count as weeks a live run
    /// stored: a test seeds a real history with the sample's week this way, quickly and offline.
    /// (A live run into a sample's folder otherwise starts a fresh history.)
    static func adopt(_ output: String, state: String? = nil) throws {
        try FileManager.default.removeItem(atPath: folder(output, state: state) + "/" + HistoryFolder.sampleMarker)
    }
}

extension StoredHistory {
    /// Writes `bytes` as `week`'s snapshot in the history of the site in `output`, making its
    /// folders; with `sample`, the history is marked as the sample's (so `run --sample` may add to it).
    static func plant(_ output: String, _ week: String, _ bytes: Data, sample: Bool = true) throws {
        let path = snapshot(output, week)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try bytes.write(to: URL(fileURLWithPath: path))
        if sample {
            try Data().write(to: URL(fileURLWithPath: folder(output) + "/" + HistoryFolder.sampleMarker))
        }
    }
}

extension StoredHistory {
    /// Gives the state folder `state` the history the site in `output` has in the default state
    /// folder, unless it has one: for a test that mails from a state folder of its own a site built
    /// in the default one (a user's commands all share one state folder).
    static func share(_ output: String, with state: String?) throws {
        var isFolder: ObjCBool = true
        guard let state, state != BinaryRunner.defaultState,
            !FileManager.default.fileExists(atPath: state, isDirectory: &isFolder) || isFolder.boolValue,
            !FileManager.default.fileExists(atPath: folder(output, state: state)),
            FileManager.default.fileExists(atPath: folder(output))
        else { return }
        try copy(output, to: output, state: state)
    }
}
