import Testing

@testable import DigestApp

/// `BLUESKY_HANDLE` and `MASTODON_ACCOUNT` as people write them, and what is refused.
struct NetworkSettingsTests {
    /// (value, the actor sent, or nil when refused).
    static let handles: [(String, String?)] = [
        ("alice.bsky.social", "alice.bsky.social"),
        ("@Alice.BSKY.social", "alice.bsky.social"),
        ("  hanako.example.jp ", "hanako.example.jp"),
        ("did:plc:hanakodev7xq3nq2wl5b4r6ya", "did:plc:hanakodev7xq3nq2wl5b4r6ya"),
        ("did:web:example.com", "did:web:example.com"),
        ("alice", nil), ("alice.", nil), (".bsky.social", nil), ("-a.bsky.social", nil), ("アリス.bsky.social", nil),
        ("alice bsky.social", nil), ("did:plc:", nil), ("did:plc:a b", nil), ("https://bsky.app/profile/alice", nil),
        (String(repeating: "a.", count: 200) + "social", nil),
    ]

    @Test(arguments: handles)
    func aHandleOrADid(value: String, actor: String?) {
        #expect((try? BlueskySettings.actor(value)) == actor)
    }

    /// (value, user name and instance, or nil when refused).
    static let accounts: [(String, String?)] = [
        ("alice@mastodon.social", "alice@mastodon.social"),
        ("@alice@Mastodon.Social", "alice@mastodon.social"),
        ("https://fosstodon.org/@hanako_dev", "hanako_dev@fosstodon.org"),
        ("alice", nil), ("alice@", nil), ("@mastodon.social", nil), ("alice@localhost", nil),
        ("alice@mastodon.social@evil.example", nil), ("アリス@mastodon.social", nil), ("alice@mastodon.social/x", nil),
        ("alice@mastodon.social:8443", nil),
    ]

    @Test(arguments: accounts)
    func anAddress(value: String, account: String?) {
        #expect((try? MastodonSettings.account(value)).map { "\($0.username)@\($0.instance)" } == account)
    }

    /// (value, user name and instance, or nil when refused): a Misskey user name has no `.` or `-`.
    static let misskeyAccounts: [(String, String?)] = [
        ("hanako@misskey.io", "hanako@misskey.io"),
        ("@Hanako_Dev@Misskey.IO", "Hanako_Dev@misskey.io"),
        ("https://misskey.io/@hanako", "hanako@misskey.io"),
        (" hanako@misskey.io ", "hanako@misskey.io"),
        ("hanako", nil), ("hanako@", nil), ("@misskey.io", nil), ("hana.ko@misskey.io", nil),
        ("hana-ko@misskey.io", nil),
        ("はなこ@misskey.io", nil), ("hanako@misskey.io@evil.example", nil), ("hanako@misskey", nil),
        ("hanako@misskey.io\r\nX: y", nil), ("<script>@misskey.io", nil), ("javascript:alert(1)", nil),
    ]

    @Test(arguments: misskeyAccounts)
    func aMisskeyAddress(value: String, account: String?) {
        #expect((try? MisskeySettings.address(value))?.account == account)
    }

    @Test func aRefusedMisskeyAddressNamesTheSettingAndAnExample() {
        #expect {
            try MisskeySettings.address("はなこ")
        } throws: { error in
            "\(error)".contains("MISSKEY_ACCOUNT") && "\(error)".contains("alice@misskey.io")
        }
    }
}
