import CMalloc

#if canImport(Glibc)
    import Glibc
#endif

/// Running under an address-space limit (`ulimit -v`): malloc is held to two arenas, and a limit
/// too small to work is said at once, instead of a crash or a hang deep inside a thread that could
/// not start.
///
/// glibc's malloc reserves 64 MB of addresses for each arena, one per thread that allocates at
/// once, up to eight a core: 280 MB for a sample run, 670 MB for a live one. Two arenas keep a live
/// run of three sources near 160 MB (measured with a release build, before jemalloc, which has
/// since gone again).
package enum AddressSpace {
    /// The least address space a run needs, with room to spare.
    static let minimumMegabytes = 256

    /// Nil when the limit is enough (or there is none), else the sentence to print.
    package static func check() -> String? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        // Before any thread starts: each arena would reserve 64 MB of the limit.
        _ = mallopt(M_ARENA_MAX, 2)
        let megabytes = Int(limit.rlim_cur >> 20)
        guard megabytes < minimumMegabytes else { return nil }
        return
            "weekly-digest needs at least \(minimumMegabytes) MB of address space, but this process is limited to \(megabytes) MB (ulimit -v): raise the limit to \(minimumMegabytes * 1024) KB or more (ulimit -v \(minimumMegabytes * 1024)), or remove it."
    }
}
