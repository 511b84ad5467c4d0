import DigestSources
import Foundation

/// The channels `notify` posts to, from their settings; an address is never repeated in a
/// message, since a webhook's address is its secret.
enum NotifySettings {
    /// The settings that turn a channel on, for the sentence of a notify with none.
    static let switches = [
        "NTFY_URL", "SLACK_WEBHOOK_URL", "DISCORD_WEBHOOK_URL", "MATRIX_HOMESERVER", "DIGEST_WEBHOOK_URL",
    ]

    /// Every channel `environment` configures, in this order: ntfy, Slack, Discord, Matrix, the webhook.
    static func channels(_ environment: [String: String]) throws(RunError) -> [any NotifyChannel] {
        var channels: [any NotifyChannel] = []
        if let url = try address("NTFY_URL", environment) {
            let topic = url.lastPathComponent
            guard !topic.isEmpty, topic != "/", topic.count <= 64,
                topic.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
            else {
                throw .usage(
                    "NTFY_URL names no topic: set it to the topic's address, such as https://ntfy.sh/my-week (letters, digits, - and _, up to 64)."
                )
            }
            channels.append(
                NtfyChannel(
                    server: url.deletingLastPathComponent(), topic: topic,
                    token: Configuration.value("NTFY_TOKEN", in: environment)))
        }
        if let url = try address("SLACK_WEBHOOK_URL", environment) { channels.append(SlackChannel(url: url)) }
        if let url = try address("DISCORD_WEBHOOK_URL", environment) { channels.append(DiscordChannel(url: url)) }
        if let matrix = try matrix(environment) { channels.append(matrix) }
        if let url = try address("DIGEST_WEBHOOK_URL", environment) { channels.append(WebhookChannel(url: url)) }
        return channels
    }

    /// The Matrix room: its three settings together, or none of them.
    static func matrix(_ environment: [String: String]) throws(RunError) -> MatrixChannel? {
        let names = ["MATRIX_HOMESERVER", "MATRIX_ROOM_ID", "MATRIX_ACCESS_TOKEN"]
        let values = names.map { Configuration.value($0, in: environment) }
        guard values.contains(where: { $0 != nil }) else { return nil }
        let missing = zip(names, values).filter { $0.1 == nil }.map(\.0)
        guard missing.isEmpty, let room = values[1], let token = values[2],
            let homeserver = try address(names[0], environment)
        else {
            throw .usage(
                "A Matrix room needs MATRIX_HOMESERVER, MATRIX_ROOM_ID and MATRIX_ACCESS_TOKEN together: set \(missing.joined(separator: " and ")) too, or unset the others."
            )
        }
        guard room.hasPrefix("!"), room.contains(":"), !room.contains(where: { $0.isWhitespace }) else {
            throw .usage(
                "MATRIX_ROOM_ID is not a room id: copy the room's internal id (such as !abcdefg:matrix.org) from its settings, not its alias."
            )
        }
        return MatrixChannel(homeserver: homeserver, room: room, token: token)
    }

    /// The address in `name`: https, or plain http to this machine only; the message never repeats it.
    static func address(_ name: String, _ environment: [String: String]) throws(RunError) -> URL? {
        guard let text = Configuration.value(name, in: environment) else { return nil }
        guard let url = URL(string: text), url.host?.isEmpty == false, APIBase.isAllowed(url) else {
            throw .usage(
                "\(name) is not an address this tool posts to: it must start with https:// (plain http:// only to 127.0.0.1 or localhost). Copy it again from the service."
            )
        }
        return url
    }
}
