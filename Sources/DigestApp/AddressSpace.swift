#if canImport(Glibc)
    import Glibc
#endif

/// Running under an address-space limit (`ulimit -v`): a limit too small to work is said at once,
/// instead of a crash or a hang deep inside a thread that could not start.
///
/// The process allocates with jemalloc (linked in, see Package.swift), which takes addresses as
/// it needs them. Measured peaks (VmPeak, release build): a live run of three sources 195 MB,
/// `render` of 2 600 weeks 120 MB, a sample run 105 MB. glibc's malloc, before, reserved 64 MB
/// for each thread's arena: 280 MB for a sample run, 670 MB for a live one.
package enum AddressSpace {
    /// The least address space a run needs, with room to spare.
    static let minimumMegabytes = 256

    /// Nil when the limit is enough (or there is none), else the sentence to print.
    package static func check() -> String? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        let megabytes = Int(limit.rlim_cur >> 20)
        guard megabytes < minimumMegabytes else { return nil }
        return
            "weekly-digest needs at least \(minimumMegabytes) MB of address space, but this process is limited to \(megabytes) MB (ulimit -v): raise the limit to \(minimumMegabytes * 1024) KB or more (ulimit -v \(minimumMegabytes * 1024)), or remove it."
    }
}
