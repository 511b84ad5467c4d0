import CMalloc

#if canImport(Glibc)
    import Glibc
#endif

/// Running under an address-space limit (`ulimit -v`): malloc is held to two arenas, each of which
/// reserves 64 MB of addresses, and a limit too small to work is said at once, instead of a crash
/// or a hang deep inside a thread that could not start.
package enum AddressSpace {
    /// The least address space a run needs, with room to spare: a live run of three sources
    /// measured at 160 MB (two arenas, a release build); below 120 MB even `render` crashes.
    static let minimumMegabytes = 256

    /// Nil when the limit is enough (or there is none), else the sentence to print.
    package static func prepare() -> String? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        _ = mallopt(M_ARENA_MAX, 2)
        let megabytes = Int(limit.rlim_cur >> 20)
        guard megabytes < minimumMegabytes else { return nil }
        return
            "weekly-digest needs at least \(minimumMegabytes) MB of address space, but this process is limited to \(megabytes) MB (ulimit -v): raise the limit to \(minimumMegabytes * 1024) KB or more (ulimit -v \(minimumMegabytes * 1024)), or remove it."
    }
}
