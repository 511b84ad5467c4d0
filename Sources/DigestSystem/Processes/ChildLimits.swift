import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What every child process is held to besides its deadline: a bound on its memory, and none of
/// git's variables that say which repository to work in.
///
/// The memory bound is `RLIMIT_DATA` (the heap and every private mapping, not the files git maps
/// to read its packs), set by util-linux's `prlimit` as it starts the command: a repository whose
/// config points `core.attributesFile` at `/dev/zero` made one `git log` grow to 24 GB before.
package enum ChildLimits {
    /// The most memory one child may take: a `git log` of a large history, a push of years of
    /// weeks and an rsync of the site each take a small part of it.
    package static let memoryBytes: UInt64 = 1 << 30

    /// git's variables that point it at a repository, an object store, an index or a config.
    ///
    /// As git itself clears them for a command in another repository (its `local_repo_env`), with
    /// those of its namespaces and quarantine. Set in ours (inside a git hook, `git rebase --exec`,
    /// `git submodule foreach`), they would make every repository read or pushed another.
    package static let gitRepositoryVariables: Set<String> = [
        "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_CONFIG", "GIT_CONFIG_PARAMETERS", "GIT_CONFIG_COUNT",
        "GIT_OBJECT_DIRECTORY", "GIT_DIR", "GIT_WORK_TREE", "GIT_IMPLICIT_WORK_TREE", "GIT_GRAFT_FILE",
        "GIT_INDEX_FILE", "GIT_NO_REPLACE_OBJECTS", "GIT_REPLACE_REF_BASE", "GIT_PREFIX", "GIT_SHALLOW_FILE",
        "GIT_COMMON_DIR", "GIT_NAMESPACE", "GIT_QUARANTINE_PATH", "GIT_INTERNAL_SUPER_PREFIX",
    ]

    /// Our environment as a child inherits it: without ``gitRepositoryVariables`` and the
    /// `GIT_CONFIG_KEY_n` and `GIT_CONFIG_VALUE_n` pairs that `GIT_CONFIG_COUNT` counts.
    package static func inherited(_ environment: [String: String]) -> [String: String] {
        environment.filter { name, _ in
            !gitRepositoryVariables.contains(name) && !name.hasPrefix("GIT_CONFIG_KEY_")
                && !name.hasPrefix("GIT_CONFIG_VALUE_")
        }
    }

    /// Where `prlimit` is: util-linux is part of every Debian system.
    static let prlimit = "/usr/bin/prlimit"

    /// The program to start and its arguments: `env` with `arguments`, under `prlimit` with the
    /// memory bound (no higher than our own hard limit, which a process may not raise).
    static func command(_ arguments: [String]) -> (executable: String, arguments: [String]) {
        guard FileManager.default.isExecutableFile(atPath: prlimit) else { return ("/usr/bin/env", arguments) }
        var limit = rlimit()
        let hard = getrlimit(Int32(RLIMIT_DATA.rawValue), &limit) == 0 ? UInt64(limit.rlim_max) : memoryBytes
        let bound = min(memoryBytes, hard)
        return (prlimit, ["--data=\(bound):\(bound)", "--", "/usr/bin/env"] + arguments)
    }
}
