import Foundation
import TestSupport
import Testing

/// `--config` and `DIGEST_CONFIG` through the binary: the file's settings are used, the
/// environment wins, and `doctor` says where each came from.
struct SettingsFileRunTests {
    @Test func aRunTakesItsSettingsFromTheFileAndDoctorSaysSo() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let path = folder + "/config"
        try """
        # weekly-digest settings
        DIGEST_OUTPUT=\(folder)/site
        DIGEST_LOCALE=ja
        export DIGEST_TIMEZONE=Asia/Tokyo

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try BinaryRunner.digest(["run", "--sample", "-q", "--config", path] + SampleRun.pinned)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: folder + "/site/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.contains("<html lang=\"ja\">"))

        let doctor = try BinaryRunner.digest(
            ["doctor", "--templates", SampleRun.templates], environment: ["DIGEST_CONFIG": path, "DIGEST_LOCALE": "en"])
        #expect(
            doctor.stdout.contains(
                "Settings   \(path): DIGEST_OUTPUT, DIGEST_TIMEZONE; the environment sets DIGEST_LOCALE, which wins"),
            "\(doctor.stdout)")

        try "DIGEST_TIMEZON=Asia/Tokyo\n".write(toFile: path, atomically: true, encoding: .utf8)
        let typo = try BinaryRunner.digest(["run", "--sample", "--config", path] + SampleRun.pinned)
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("\(path):1: DIGEST_TIMEZON is not a setting; did you mean DIGEST_TIMEZONE?"))
    }
}
