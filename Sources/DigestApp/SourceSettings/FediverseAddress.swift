import DigestCore
import Foundation

/// An account on a federated server, as Mastodon and Misskey write it: `alice@example.social`,
/// `@alice@example.social` or the profile's address `https://example.social/@alice`.
struct FediverseAddress: Equatable {
    /// `alice`.
    var username: String
    /// `example.social`, lowercased.
    var instance: String

    /// `alice@example.social`.
    var account: String { username + "@" + instance }

    /// Reads `value`, the setting `variable`: a user name of 1 to 64 ASCII letters, digits and
    /// `nameExtras`, and a host of two labels or more; otherwise a usage error naming the setting
    /// and showing `example`.
    init(_ value: String, variable: String, network: String, example: String, nameExtras: String) throws(RunError) {
        var text = value.trimmingCharacters(in: .whitespaces)
        if let url = URLComponents(string: text), url.scheme?.lowercased() == "https", let host = url.host,
            url.path.hasPrefix("/@")
        {
            text = String(url.path.dropFirst(2)).split(separator: "/").first.map { "\($0)@\(host)" } ?? ""
        }
        if text.hasPrefix("@") { text.removeFirst() }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        let isName = { (name: Substring) in
            (1...64).contains(name.count)
                && name.unicodeScalars.allSatisfy {
                    $0.isASCII
                        && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                            || nameExtras.unicodeScalars.contains($0))
                }
        }
        let host = parts.count == 2 ? parts[1].lowercased() : ""
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        let isHost =
            labels.count >= 2
            && labels.allSatisfy { label in
                !label.isEmpty
                    && label.unicodeScalars.allSatisfy {
                        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
                    }
            }
        guard parts.count == 2, isName(parts[0]), isHost else {
            throw .usage(
                "\(variable) is '\(SingleLine.quotable(value))', which is not a \(network) address: set it to your user name and instance, such as \(example)."
            )
        }
        username = String(parts[0])
        instance = host
    }
}
