import Foundation
import TestSupport
import Testing

/// The C library's malloc is the whole process's (issue 48: the system's malloc, no other).
///
/// The Swift runtime's allocations, cmark's and the C library's own all go to it. Two allocators
/// in one process would free one's memory with the other's `free`, so this is checked on the
/// built binary, as the dynamic linker binds it.
struct AllocatorTests {
    static let allocation = ["malloc", "calloc", "realloc", "free", "posix_memalign", "aligned_alloc", "memalign"]

    /// The dynamic linker's bindings of the allocation functions during a sample run.
    ///
    /// The run renders a page through cmark. One record each, such as `binding file A [0] to B [0]:
    /// normal symbol `malloc'`. Records are found in the text, not taken a line each: threads that
    /// bind at once interleave the linker's output, whose record and its ` [GLIBC_2.2.5]` and newline
    /// are two writes (seen once: one line holding a `swift_getSingletonMetadata` record and then a
    /// `malloc` one).
    static func allocationBindings() throws -> [String] {
        let folder = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--output", folder + "/site", "--now", "2026-11-23T07:00:00+09:00"],
            environment: SampleRun.tokyo.merging(["LD_DEBUG": "bindings", "LD_DEBUG_OUTPUT": folder + "/ld"]) {
                $1
            })
        #expect(result.status == 0, "\(result.stderr)")
        let logs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("ld.") }
        let records = try logs.flatMap { log in
            try String(contentsOfFile: folder + "/" + log, encoding: .utf8)
                .matches(of: /binding file \S+ \[\d+\] to \S+ \[\d+\]: normal symbol `[^']+'/).map { String($0.output) }
        }
        return records.filter { record in allocation.contains { record.hasSuffix("normal symbol `\($0)'") } }
    }

    @Test func everyLibraryAllocatesWithTheCLibrarysMalloc() throws {
        let bindings = try Self.allocationBindings()
        // Which file each binding goes to: the part between " to " and its " [".
        let targets = bindings.compactMap { line -> String? in
            guard let to = line.range(of: " to ") else { return nil }
            return line[to.upperBound...].split(separator: " ").first.map(String.init)
        }
        #expect(!bindings.isEmpty)
        #expect(targets.count == bindings.count)
        #expect(targets.allSatisfy { $0.hasSuffix("libc.so.6") }, "\(bindings.joined(separator: "\n"))")
        #expect(bindings.contains { $0.contains("libcmark") }, "cmark's allocations were not seen")
        #expect(bindings.contains { $0.contains("libc.so.6 [0] to") }, "the C library's own were not seen")
    }
}
