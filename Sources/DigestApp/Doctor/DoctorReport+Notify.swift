import DigestSources

extension DoctorReport {
    /// Each channel of `notify`, tried without posting to it where the service allows.
    mutating func checkChannels(_ config: Configuration, environment: [String: String]) async {
        let channels: [any NotifyChannel]
        do { channels = try NotifySettings.channels(environment) } catch {
            problem("Notify", error.message, status: error.status)
            return
        }
        guard !channels.isEmpty else {
            add("Notify", "no channel: set \(NotifySettings.switches.joined(separator: ", ")) to post each week")
            return
        }
        let http = services.httpClient(attempts: 1, logger: AppLog.logger(.normal, format: config.logFormat))
        for channel in channels {
            guard let probe = channel.probe(timeout: Double(config.httpTimeout)) else {
                add("Notify", "\(channel.shown): configured; it cannot be tried without posting, so notify will")
                continue
            }
            do {
                let response = try await http.send(probe.request)
                if probe.works(response) {
                    add("Notify", "\(channel.shown): ✓ it answers, and nothing was posted")
                } else {
                    problem(
                        "Notify",
                        "\(channel.shown) answered \(response.status): check its address or token (nothing was posted).",
                        status: .failure)
                }
            } catch {
                problem("Notify", "\(channel.shown) cannot be reached (\(error)).", status: .failure)
            }
        }
    }
}
