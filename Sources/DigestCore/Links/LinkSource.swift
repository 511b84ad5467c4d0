/// How one network fared in a week's run: what a snapshot keeps so that a rerun replaces the
/// links of each network only with that network's answer.
package struct LinkSource: Sendable, Codable, Equatable {
    /// The network.
    package var network: LinkNetwork
    /// Whether it answered, was not configured, or failed.
    package var status: SourceStatus
    /// Its remarks (the cap reached, links kept from an earlier run).
    package var notes: [String]

    /// Creates a network's record.
    package init(network: LinkNetwork, status: SourceStatus, notes: [String] = []) {
        self.network = network
        self.status = status
        self.notes = notes
    }
}
