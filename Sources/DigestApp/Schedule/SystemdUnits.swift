/// The user service and timer `schedule install --systemd` writes: every Monday at 07:00 in the
/// digest's zone, `Persistent=true` so a run missed while the machine slept happens at wake-up.
///
/// The service runs `run`, then `publish`, `email` and `notify` when they are configured; `run`'s 3 (a
/// source failed, the week still written) is success to systemd, so the rest still go.
struct SystemdUnits: Sendable {
    /// The binary, absolute.
    var binary: String
    /// The settings file the service reads (it has none of the shell's environment), when there is one.
    var settings: String?
    /// The IANA zone of the week, for `OnCalendar`.
    var zone: String
    /// Whether `DIGEST_PUBLISH_TO` is set.
    var publish: Bool
    /// Whether `DIGEST_MAIL_TO` is set.
    var email: Bool
    /// Whether a channel of `notify` is set.
    var notify = false

    /// The unit's base name.
    static let name = "weekly-digest"

    /// `weekly-digest.service`.
    var service: String {
        let commands = ["run"] + (publish ? ["publish"] : []) + (email ? ["email"] : []) + (notify ? ["notify"] : [])
        let config = settings.map { " --config " + Self.quoted($0) } ?? ""
        return """
            # Written by `weekly-digest schedule install --systemd`; `weekly-digest schedule remove` removes it.
            [Unit]
            Description=weekly-digest: build\(publish ? ", publish" : "")\(email ? " and mail" : "") the week's digest
            Wants=network-online.target
            After=network-online.target

            [Service]
            Type=oneshot
            SuccessExitStatus=3
            \(commands.map { "ExecStart=\(Self.quoted(binary)) \($0)\(config)" }.joined(separator: "\n"))

            """
    }

    /// `weekly-digest.timer`.
    var timer: String {
        """
        # Written by `weekly-digest schedule install --systemd`; `weekly-digest schedule remove` removes it.
        [Unit]
        Description=weekly-digest every Monday at 07:00 (\(zone))

        [Timer]
        OnCalendar=Mon *-*-* 07:00:00 \(zone)
        Persistent=true

        [Install]
        WantedBy=timers.target

        """
    }

    /// `text` as one systemd command-line word: in double quotes, with `\`, `"`, `%` and `$` escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "%": result += "%%"
            case "$": result += "$$"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
