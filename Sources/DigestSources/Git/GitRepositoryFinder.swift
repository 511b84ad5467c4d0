/// Finds the repositories under your roots: working trees (a folder holding `.git`, a folder or a
/// worktree's file), bare repositories (`HEAD`, `objects/` and `refs/`), and repositories nested
/// in others, at most ``maximumDepth`` folders below a root.
///
/// A link is never followed: a repository elsewhere linked under a root is not read. Folders whose
/// names start with `.` (but for a root itself), and `node_modules`, are not looked into.
package struct GitRepositoryFinder: Sendable {
    /// How far below a root repositories are looked for.
    package static let maximumDepth = 4
    /// The most repositories read (a root of a whole disk finds no more).
    package static let maximumRepositories = 500

    let access: any GitAccess

    /// A finder over `access`.
    package init(access: any GitAccess) {
        self.access = access
    }

    /// A repository found: its path, and whether it is shallow (its history cut short).
    package struct Repository: Sendable, Equatable {
        package var path: String
        package var isShallow: Bool
    }

    /// The repositories under `roots`, each once, in the order of the roots and then of their
    /// paths; whether the search stopped at ``maximumRepositories``; and the folders that could
    /// not be read (another user's, no permission), which may hold repositories not counted.
    package func repositories(under roots: [String]) -> (found: [Repository], capped: Bool, unreadable: [String]) {
        var found: [Repository] = [], seen: Set<String> = [], unreadable: [String] = []
        var queue: [(path: String, depth: Int)] = roots.map { ($0, 0) }
        while !queue.isEmpty {
            let (path, depth) = queue.removeFirst()
            guard let entries = access.entries(in: path) else {
                unreadable.append(path)
                continue
            }
            let names = Set(entries.map(\.name))
            let gitFolder = entries.first { $0.name == ".git" && ($0.isFolder || $0.isFile) }
            let isBare =
                entries.contains { $0.name == "HEAD" && $0.isFile }
                && entries.contains { $0.name == "objects" && $0.isFolder }
                && entries.contains { $0.name == "refs" && $0.isFolder }
            if gitFolder != nil || isBare, seen.insert(path).inserted {
                let shallow =
                    isBare
                    ? names.contains("shallow")
                    : gitFolder?.isFolder == true
                        && access.entries(in: path + "/.git")?.contains { $0.name == "shallow" && $0.isFile } == true
                found.append(Repository(path: path, isShallow: shallow))
                guard found.count < Self.maximumRepositories else { return (found, true, unreadable) }
                // A bare repository holds no working tree to look into.
                if isBare { continue }
            }
            guard depth < Self.maximumDepth else { continue }
            let children = entries.filter { $0.isFolder && !$0.name.hasPrefix(".") && $0.name != "node_modules" }
                .map(\.name).sorted()
            queue.insert(contentsOf: children.map { (path + "/" + $0, depth + 1) }, at: 0)
        }
        return (found, false, unreadable)
    }
}
