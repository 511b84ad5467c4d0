/// The settings that belong to no one source: the site, the week, publishing, mail, the cron hook.
///
/// With each source's (``SourceCatalogue``) they are every setting the program reads.
enum GeneralSettings {
    /// Every one, by family.
    static let all: [Setting] =
        [
            general("DIGEST_TIMEZONE", "the IANA zone that defines your week"),
            general("DIGEST_OUTPUT", "the site's folder"),
            general("DIGEST_STATE", "the state folder: stored weeks, the mail ledger, locks"),
            general("DIGEST_SITE_URL", "where the site is published"),
            general("DIGEST_LOCALE", "the language of the pages and the email"),
            general("DIGEST_TEMPLATES", "a folder of templates that replace the built-in ones"),
            general("DIGEST_READING_LIST_MAX", "the most articles on the reading list (default 15)"),
            general("QIITA_MAX_ARTICLES", "DIGEST_READING_LIST_MAX's name before Zenn joined the list"),
            general("DIGEST_GOAL_HOURS", "the hours of coding you aim for in a week"),
            general("DIGEST_GOAL_DAYS", GoalSettings.meaning(of: "DIGEST_GOAL_DAYS")),
        ] + GoalSettings.countSettings + [
            general("DIGEST_CARD_AI", "1 puts AI's share of the lines you added on the profile card"),
            general("DIGEST_CATCH_UP", "how many weeks back a run makes up missed weeks"),
            general("WAKATIME_DUMP", "WakaTime's daily export, which backfill reads for weeks before the first run"),
            general("DIGEST_PUBLIC_PROJECTS", "the WakaTime projects the site may name"),
            general("DIGEST_MAIL_PROJECTS", "the projects the email may name"),
            general("DIGEST_PROJECT_ALIASES", "names shown for projects"),
            general("DIGEST_LANGUAGE_ALIASES", "names shown for languages"),
            general("DIGEST_IGNORE_LANGUAGES", "languages left out of the week"),
            general("DIGEST_HTTP_TIMEOUT", "seconds each API request is given"),
            general("DIGEST_HTTP_ATTEMPTS", "attempts per API request"),
            general("DIGEST_LOCK_WAIT", "seconds a command waits for another"),
            general("DIGEST_COMMAND_TIMEOUT", "seconds each git, rsync or sendmail is given"),
            general("DIGEST_LOG_FORMAT", "text or json diagnostics"),
            general("DIGEST_LOG", "the cron hook's log file"),
            general("DIGEST_PUBLISH_TO", "where publish copies the site"),
            general("DIGEST_PROFILE_README", "the profile README publish keeps showing the latest week"),
            general("DIGEST_VAULT_PATTERN", "the name of each week's note in a notes vault (default GGGG-[W]WW)"),
            general("DIGEST_TEAM_RANKING", "a leaderboard on the team page: hours or commits (default none)"),
            general("DIGEST_VAULT_VIEW", "the names a vault's notes show: private (default) or public"),
            general("NTFY_URL", "the ntfy topic notify posts to"),
            Setting(name: "NTFY_TOKEN", meaning: "the access token of a protected ntfy topic", isSecret: true),
            Setting(name: "SLACK_WEBHOOK_URL", meaning: "the Slack incoming webhook notify posts to", isSecret: true),
            Setting(name: "DISCORD_WEBHOOK_URL", meaning: "the Discord webhook notify posts to", isSecret: true),
            general("MATRIX_HOMESERVER", "the Matrix homeserver notify posts through"),
            general("MATRIX_ROOM_ID", "the Matrix room notify posts to"),
            Setting(name: "MATRIX_ACCESS_TOKEN", meaning: "the Matrix access token notify posts with", isSecret: true),
            Setting(name: "DIGEST_WEBHOOK_URL", meaning: "the JSON webhook notify posts to", isSecret: true),
            general("DIGEST_MAIL_FROM", "the email's sender"),
            general("DIGEST_MAIL_TO", "the email's recipients"),
            general("DIGEST_LIST_UNSUBSCRIBE", "the email's List-Unsubscribe address"),
            general("DIGEST_SENDMAIL", "the sendmail command"),
            general("SMTP_URL", "the SMTP server"),
            general("SMTP_USERNAME", "the SMTP user"),
            Setting(name: "SMTP_PASSWORD", meaning: "the SMTP password", isSecret: true),
            general("SMTP_CA_FILE", "the authority that signed the SMTP server's certificate"),
            general("DIGEST_RUN_OPTIONS", "options the cron hook adds to run"),
            general("DIGEST_CRONTAB", "the crontab program schedule uses"),
            general("WEEKLY_DIGEST", "the binary the cron hook runs"),
        ]

    static func general(_ name: String, _ meaning: String) -> Setting {
        Setting(name: name, meaning: meaning)
    }
}
