#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and error that never hold a command still.
///
/// A command holds the output folder's lock while it prints its progress. When its output goes
/// to a pipe nobody reads (`weekly-digest run | a-reader-that-hangs`), a write that fills the pipe
/// would wait forever, and the lock with it: every later run would wait for it and give up. So
/// a pipe or FIFO on descriptor 1 or 2 is opened again (through `/proc/self/fd`, which gives this
/// process a description of its own, leaving whoever shares the old one as they were) without
/// blocking: what does not fit in a full pipe is dropped, and the command goes on. Only commands
/// that hold a lock ask for it: help and the others wait for their reader, and print whole.
package enum StandardStreams {
    /// Makes descriptors 1 and 2 never block when they are pipes or FIFOs; nothing otherwise.
    package static func neverBlock() {
        for descriptor in [STDOUT_FILENO, STDERR_FILENO] {
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { continue }
            let reopened = open("/proc/self/fd/\(descriptor)", O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            guard reopened >= 0 else { continue }
            // dup2 gives descriptor 1 (or 2) the new description, without O_CLOEXEC: git and rsync
            // still inherit it where they are given it.
            dup2(reopened, descriptor)
            close(reopened)
        }
    }
}
