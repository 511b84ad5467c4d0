/// The settings most end-to-end tests run the binary with: the sample's clock and templates.
public enum SampleRun {
    /// The repository's templates.
    public static let templates = BinaryRunner.repository.appendingPathComponent("templates").path
    /// The Monday morning after 2026-W47 in Tokyo, and the repository's templates.
    public static let pinned = ["--now", "2026-11-23T07:00:00+09:00", "--templates", templates]
    /// The sample's zone.
    public static let tokyo = ["DIGEST_TIMEZONE": "Asia/Tokyo"]
}
