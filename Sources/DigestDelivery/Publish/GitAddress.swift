/// A git repository's address split into where it is and who logs in there.
///
/// The user part of `https://user:password@host/…` is a secret whether or not a password follows
/// it (`https://<token>@github.com/…`), and a password may hold an `@` of its own: the user part
/// runs to the last `@` before the path. Over http(s) the login never reaches git's command line
/// or a file: git is given the address without it (``plain``), and the login through a credential
/// helper of ours that reads it from the environment git runs in (``environment``).
struct GitAddress: Equatable {
    /// The address as written.
    let written: String
    /// The user part as written, the user and the password in it (percent-decoded), when the
    /// address holds one.
    let userInfo: String?
    let username: String?
    let password: String?
    /// `https://` and what follows the user part: `host/me/site.git`.
    private let scheme: String
    private let afterLogin: String

    /// Splits `address`.
    init(_ address: String) {
        written = address
        guard let separator = address.range(of: "://"),
            let at = address[separator.upperBound...].prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" })
                .lastIndex(of: "@")
        else {
            (userInfo, username, password, scheme, afterLogin) = (nil, nil, nil, "", "")
            return
        }
        let info = address[separator.upperBound..<at]
        let colon = info.firstIndex(of: ":")
        let user = String(info[..<(colon ?? info.endIndex)])
        userInfo = String(info)
        username = user.removingPercentEncoding ?? user
        password = colon.map { String(info[info.index(after: $0)...]) }.map { $0.removingPercentEncoding ?? $0 }
        scheme = String(address[..<separator.upperBound])
        afterLogin = String(address[address.index(after: at)...])
    }

    /// Whether git reaches the repository over http(s), where a credential helper gives the login.
    var isHTTP: Bool { ["http://", "https://"].contains(scheme.lowercased()) }

    /// The address as git is given it: without the login over http(s); as written otherwise
    /// (an ssh address's user is who ssh logs in as, its key the secret).
    var plain: String { userInfo != nil && isHTTP ? scheme + afterLogin : written }

    /// The address as messages show it: the user part replaced whole by `***` (`***@host`), for
    /// the user may be the token (`https://<token>@host`, `https://<token>:x-oauth-basic@host`).
    var shown: String { userInfo != nil ? scheme + "***@" + afterLogin : written }

    /// What git's messages must never show: the user part, whole and in its parts (each of four
    /// characters or more, so a short one blanks no other word).
    var secrets: [String] {
        [userInfo, username, password].compactMap { $0 }.filter { $0.count >= 4 }
    }

    /// The environment git runs with so that the login reaches the server over http(s).
    ///
    /// Our credential helper alone (a helper of the user's would be asked first, and one like `store`
    /// would write the login to a file), answering from two variables. Nothing for an address
    /// without a login, or one over ssh.
    var environment: [String: String] {
        guard let username, isHTTP else { return [:] }
        let helper =
            #"!f() { test "$1" = get || exit 0; printf 'username=%s\npassword=%s\n' "$WDGIT_USERNAME" "$WDGIT_PASSWORD"; }; f"#
        return [
            "GIT_CONFIG_COUNT": "2", "GIT_CONFIG_KEY_0": "credential.helper", "GIT_CONFIG_VALUE_0": "",
            "GIT_CONFIG_KEY_1": "credential.helper", "GIT_CONFIG_VALUE_1": helper,
            "WDGIT_USERNAME": username, "WDGIT_PASSWORD": password ?? "",
        ]
    }
}
