import DigestCore
import DigestSources
import DigestSystem
import Foundation

/// The machine as the git source reads it: folders listed without following a link, and `git`
/// run as a child process, read-only.
///
/// A repository is only read, and nothing its own config names is run. Each `git` runs with no
/// pager, no prompt (`GIT_TERMINAL_PROMPT=0`), no optional lock (`GIT_OPTIONAL_LOCKS=0`), no
/// file-system monitor (`core.fsmonitor=false`, which a repository's own config could name a
/// program for), no network (`GIT_ALLOW_PROTOCOL` allowing none, so a partial clone fetches no
/// missing object and runs no `uploadpack`, `core.sshCommand` or `ext::` remote; `GIT_NO_LAZY_FETCH`
/// for the gits that know it), none of our git repository variables (``ChildLimits``), and never
/// looking above the repository for another (`GIT_CEILING_DIRECTORIES`); the runner bounds its
/// memory and time. git's own check of who owns a repository stays as it is. What `git log` is
/// asked keeps the rest out: ``GitLog/arguments(authors:window:lines:)``.
struct LocalGitAccess: GitAccess {
    let runner: any CommandRunner
    let fileSystem: any FileSystem

    func entries(in path: String) -> [GitFolderEntry]? {
        // Each entry as it is: a link is neither folder nor file.
        fileSystem.entries(in: path).map { entries in
            entries.keys.sorted().map { name in
                GitFolderEntry(name: name, isFolder: entries[name] == .folder, isFile: entries[name] == .file)
            }
        }
    }

    func git<Reader: LineReader>(_ arguments: [String], in repository: String, into lines: inout OutputLines<Reader>)
        async -> GitAnswer
    {
        let parent = (repository as NSString).deletingLastPathComponent
        let environment = [
            "GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0", "GIT_PAGER": "cat", "LC_ALL": "C",
            "GIT_CEILING_DIRECTORIES": parent.isEmpty ? "/" : parent, "GIT_ALLOW_PROTOCOL": "none",
            "GIT_NO_LAZY_FETCH": "1",
        ]
        do {
            let result = try await runner.stream(
                "git", ["--no-pager", "-c", "core.fsmonitor=false"] + arguments, in: repository,
                environment: environment, into: &lines)
            return GitAnswer(status: result.status, output: "", errors: result.tail, timedOut: result.timedOut)
        } catch {
            return GitAnswer(status: -1, output: "", errors: "git could not be started: \(error)")
        }
    }

    func globalEmail() async -> String? {
        let result = try? await runner.run(
            "git", ["config", "--global", "user.email"], in: nil, environment: ["GIT_TERMINAL_PROMPT": "0"])
        guard let result, result.status == 0 else { return nil }
        let email = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return email.isEmpty ? nil : email
    }
}
