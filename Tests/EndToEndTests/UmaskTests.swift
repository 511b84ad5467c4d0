import Foundation
import TestSupport
import Testing

/// A site is published for everyone to read: under `umask 077` the folders `run` and `publish`
/// make are still 755 and the files 644, so a web server running as another user reads them all.
@Suite(.serialized)
struct UmaskTests {
    /// Runs the digest binary under `umask 077`.
    static func digest(_ arguments: [String]) throws -> BinaryRunner.Result {
        try BinaryRunner.run(
            "/bin/sh", ["-c", "umask 077; exec \"$0\" \"$@\"", BinaryRunner.binary] + arguments,
            environment: SiteTests.site)
    }

    /// What `nobody` cannot read under `root`: every folder listed and every file read as that user.
    static func unreadableByAnotherUser(_ root: String) throws -> (read: Int, problems: [String]) {
        let setpriv = try #require(BinaryRunner.which("setpriv"), "setpriv comes with util-linux")
        let script = """
            import os, sys
            read, problems = 0, []
            def walk(folder):
                global read
                try:
                    names = os.listdir(folder)
                except OSError as error:
                    problems.append(f"{folder}: {error.strerror}")
                    return
                for name in names:
                    path = os.path.join(folder, name)
                    if os.path.isdir(path):
                        walk(path)
                        continue
                    try:
                        with open(path, "rb") as file:
                            file.read()
                        read += 1
                    except OSError as error:
                        problems.append(f"{path}: {error.strerror}")
            walk(sys.argv[1])
            print(read)
            print("\\n".join(problems))
            """
        let result = try BinaryRunner.run(
            setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/python3", "-c", script, root])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        return (Int(lines.first ?? "") ?? 0, Array(lines.dropFirst()))
    }

    @Test func everyFolderAndFileIsReadableByAnotherUser() throws {
        let base = try BinaryRunner.temporaryFolder()
        let output = base + "/site", folder = base + "/www", rsync = base + "/rsync-www"
        for week in ["2026-W46", "2026-W47"] {
            let result = try Self.digest(
                ["run", "--sample", "-q", "--week", week, "--output", output] + SampleRun.pinned)
            #expect(result.status == 0, "\(result.stderr)")
        }
        var targets = [(folder, folder)]
        if BinaryRunner.which("rsync") != nil { targets.append(("rsync:" + rsync, rsync)) }
        for (target, _) in targets {
            let result = try Self.digest(
                ["publish", "--to", target, "--output", output, "--now", "2026-11-23T12:00:00Z"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        for root in [output] + targets.map(\.1) {
            let files = BinaryRunner.files(under: root).filter { !$0.hasPrefix(".") }
            #expect(files.contains("weeks/2026-W47/index.html"), "\(root) holds the site")
            let (read, problems) = try Self.unreadableByAnotherUser(root)
            #expect(problems.isEmpty, "\(root): \(problems.prefix(5))")
            #expect(read >= files.count, "\(root): every file read as another user (\(read) of \(files.count))")
            let mode = try #require(
                try FileManager.default.attributesOfItem(atPath: root + "/weeks/2026-W47")[.posixPermissions] as? Int)
            #expect(mode == 0o755, "\(root)/weeks/2026-W47 is \(String(mode, radix: 8))")
        }
    }
}
