import CMalloc

/// How far malloc grows a heap when it runs out: 8 MB at a time, not just the pages asked for.
///
/// glibc grows the heap of each thread's arena with one `mprotect(2)` per request, a page or two
/// at a time: a weekly run on 2 600 weeks made 1 234 of those system calls, 30 once padded.
/// Addresses reserved but never touched cost no memory.
package enum HeapGrowth {
    /// The bytes added beyond each request.
    static let padding: Int32 = 8 << 20

    /// Sets the padding; called once, before any thread starts.
    package static func prepare() {
        _ = mallopt(M_TOP_PAD, padding)
    }
}
