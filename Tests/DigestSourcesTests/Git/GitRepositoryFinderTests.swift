import DigestCore
import Foundation
import Testing

@testable import DigestSources

/// Where repositories are found, over a folder tree held in memory.
struct GitRepositoryFinderTests {
    /// A tree of paths: a path ending in `/` is a folder, `@` a link, anything else a file.
    struct Tree: GitAccess {
        var paths: Set<String>

        func entries(in path: String) -> [GitFolderEntry]? {
            let prefix = path + "/"
            var seen: [String: GitFolderEntry] = [:]
            for item in paths where item.hasPrefix(prefix) {
                let rest = item.dropFirst(prefix.count)
                let name = String(rest.prefix { $0 != "/" && $0 != "@" })
                guard !name.isEmpty else { continue }
                let isLink = rest.dropFirst(name.count).first == "@"
                let isFolder = !isLink && rest.count > name.count
                seen[name] = GitFolderEntry(name: name, isFolder: isFolder, isFile: !isFolder && !isLink)
            }
            return seen.values.sorted { $0.name < $1.name }
        }

        func git<Reader: LineReader>(
            _ arguments: [String], in repository: String, into lines: inout OutputLines<Reader>
        ) async -> GitAnswer {
            GitAnswer(status: 0, output: "", errors: "")
        }

        func globalEmail() async -> String? { nil }
    }

    @Test func workingTreesBareNestedButNoLinkHiddenOrTooDeep() {
        let tree = Tree(paths: [
            "/r/app/.git/HEAD", "/r/app/vendor/tool/.git/HEAD", "/r/app/src/main.swift",
            "/r/server.git/HEAD", "/r/server.git/objects/", "/r/server.git/refs/",
            "/r/worktree/.git", "/r/shallow/.git/shallow", "/r/linked@", "/r/.cache/hidden/.git/HEAD",
            "/r/node_modules/pkg/.git/HEAD", "/r/a/b/c/d/.git/HEAD", "/r/a/b/c/d/e/.git/HEAD",
            "/r/server.git/objects/inner/.git/HEAD",
        ])
        let found = GitRepositoryFinder(access: tree).repositories(under: ["/r"])
        #expect(found.capped == false)
        #expect(
            found.found.map(\.path) == [
                "/r/a/b/c/d", "/r/app", "/r/app/vendor/tool", "/r/server.git", "/r/shallow", "/r/worktree",
            ])
        #expect(found.found.filter(\.isShallow).map(\.path) == ["/r/shallow"])
    }

    @Test func aRootThatIsARepositoryAndTwoRootsOverlappingFindEachOnce() {
        let tree = Tree(paths: ["/r/app/.git/HEAD", "/r/app/lib/.git/HEAD"])
        let found = GitRepositoryFinder(access: tree).repositories(under: ["/r/app", "/r"])
        #expect(found.found.map(\.path) == ["/r/app", "/r/app/lib"])
    }

    @Test func theSearchStopsAtItsCap() {
        let paths = (0..<(GitRepositoryFinder.maximumRepositories + 20)).map { "/r/repo\($0)/.git/HEAD" }
        let found = GitRepositoryFinder(access: Tree(paths: Set(paths))).repositories(under: ["/r"])
        #expect(found.capped && found.found.count == GitRepositoryFinder.maximumRepositories)
    }
}
