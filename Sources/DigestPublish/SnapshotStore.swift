import DigestCore
import Foundation

/// The stored weeks: `weeks/<W>/digest.json` under the output folder.
public struct SnapshotStore: Sendable {
    /// The output folder.
    public let root: String
    let fileSystem: any FileSystem

    /// A store over the snapshots under `root`.
    public init(root: String, fileSystem: any FileSystem = LocalFileSystem()) {
        self.root = root
        self.fileSystem = fileSystem
    }

    /// Where `week`'s snapshot lives.
    public func path(of week: ISOWeek) -> String { "\(root)/\(WeekSite.folder(of: week))/digest.json" }

    /// Every week that has a snapshot, oldest first. Lists files without reading them: `run`
    /// asks on every run, and a site may hold years of weeks.
    public func weeks() -> [ISOWeek] {
        fileSystem.names(in: root + "/weeks").compactMap { name -> ISOWeek? in
            guard let week = try? ISOWeek(parsing: name), week.description == name,
                  fileSystem.isFile(at: path(of: week)) else { return nil }
            return week
        }.sorted()
    }

    /// `week`'s snapshot, or nil when that week was never built.
    public func load(_ week: ISOWeek) throws(SnapshotError) -> Digest? {
        let path = path(of: week)
        let data: Data?
        do { data = try fileSystem.contents(of: path) } catch {
            throw SnapshotError(path: path, reason: "it cannot be read (\(error))")
        }
        guard let data else { return nil }
        do { return try SnapshotCoder.decode(data, path: path) } catch let error as SnapshotError {
            throw error
        } catch {
            throw SnapshotError(path: path, reason: "\(error)")
        }
    }

    /// The ids of the articles listed in the `weeks` weeks before `week`; missing or unreadable
    /// snapshots add nothing (the run warns about the week before on its own).
    public func listedArticleIDs(before week: ISOWeek, weeks: Int) -> Set<String> {
        var ids: Set<String> = []
        var earlier = week
        for _ in 0..<max(0, weeks) {
            earlier = earlier.previous
            guard let digest = try? load(earlier) else { continue }
            ids.formUnion((digest.readingList.value ?? []).map(\.id))
        }
        return ids
    }
}
