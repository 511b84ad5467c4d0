import Foundation
import TestSupport
import Testing

/// libcurl is linked as a system library (the package depends on it): the binary names it, and
/// where it cannot be loaded the binary does not start and the loader's message names the library.
@Suite(.serialized)
struct LibcurlLinkTests {
    /// A folder whose `libcurl.so.4` is not a library: with it first on `LD_LIBRARY_PATH`,
    /// loading libcurl fails as on a machine without it.
    static func brokenLibraries() throws -> String {
        let folder = try BinaryRunner.temporaryFolder()
        try Data("not a library\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/libcurl.so.4"))
        return folder
    }

    @Test func theBinaryLinksLibcurl() throws {
        let result = try BinaryRunner.run("/usr/bin/ldd", [BinaryRunner.binary], in: "/")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("libcmark"), "ldd lists the linked libraries: \(result.stdout)")
        #expect(result.stdout.contains("libcurl.so.4"), "\(result.stdout)")
    }

    @Test func withoutLibcurlTheLoaderNamesIt() throws {
        let result = try BinaryRunner.digest(
            ["--version"], environment: ["LD_LIBRARY_PATH": try Self.brokenLibraries()])
        #expect(result.status != 0)
        #expect(result.stderr.contains("libcurl.so.4"), "\(result.stderr)")
    }
}
