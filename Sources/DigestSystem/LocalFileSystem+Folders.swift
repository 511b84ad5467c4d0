import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension LocalFileSystem {
    /// The names in the folder at `path`, without `.` and `..`; empty when there is no such
    /// folder (or it cannot be read).
    ///
    /// A name that is not UTF-8 has U+FFFD for its bad bytes, as `FileManager` gives it.
    package func names(in path: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    }
}
