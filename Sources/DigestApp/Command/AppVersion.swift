/// The version the binary reports (`--version`, `doctor`, the `User-Agent`).
package enum AppVersion {
    /// `0.1.0`.
    package static let current = "0.1.0"
}
