import DigestCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a write fills before it is renamed into place: `.<name>.tmp-<hex>` beside the final
/// file, so it is never part of the site and a killed command's are easy to find.
enum TemporaryFile {
    /// The numbers that name temporary files: a random start, then one more for each file, so a
    /// rebuild's thousands of files do not each ask the kernel for random bytes.
    static let numbers = Atomic<UInt32>(UInt32.random(in: .min ... .max))

    /// How many names are tried before a folder is reported as unwritable.
    static let attempts = 64

    /// A new, empty temporary file for `name` in `folder`, opened for writing with mode 0644 (less
    /// the umask); a name already taken (a killed command's file) moves on to the next number.
    ///
    /// Nil when none could be made, with `errno` saying why.
    static func create(for name: String, in folder: String) -> (descriptor: Int32, path: String)? {
        for _ in 0..<attempts {
            let number = numbers.wrappingAdd(1, ordering: .relaxed).newValue
            let path = folder + "/." + name + ".tmp-" + String(number, radix: 16)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (descriptor, path) }
            guard errno == EEXIST else { return nil }
        }
        return nil
    }

    /// Whether a file made with mode 0644 gets exactly 0644 in this process.
    ///
    /// True when the umask takes nothing from 0644, so setting the mode again (a system call per
    /// file) is not needed. Read once; false when the umask cannot be read.
    static let umaskKeepsReadableMode: Bool = {
        guard let mask = umask(inStatus: processStatus()) else { return false }
        return mask & 0o644 == 0
    }()

    /// `/proc/self/status`, or "" when it cannot be read (``LocalFileSystem/bytes(of:)`` reads such
    /// a file to its end, though its size says 0).
    static func processStatus() -> String {
        let bytes = (try? LocalFileSystem().bytes(of: "/proc/self/status")).flatMap { $0 } ?? []
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `Umask:` of a `/proc/<pid>/status` text (an octal number), or nil when it has none.
    static func umask(inStatus status: String) -> mode_t? {
        for line in status.split(separator: "\n") where line.hasPrefix("Umask:") {
            let digits = line.dropFirst("Umask:".count).drop { $0 == " " || $0 == "\t" }
            guard !digits.isEmpty, let mask = mode_t(digits, radix: 8), mask <= 0o777 else { return nil }
            return mask
        }
        return nil
    }
}
