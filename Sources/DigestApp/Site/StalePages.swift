/// Why a site's pages are made again before a command writes to it or publishes it: they were
/// made under other rules for names (``NameSettings``), or before the history left the output
/// folder, so they may name what the public site must not.
enum StalePages {
    /// The reason, as a run's warning gives it.
    static let reason =
        "the pages were made with other settings for what is public (DIGEST_PUBLIC_PROJECTS, the aliases or DIGEST_IGNORE_LANGUAGES) or by an earlier version"
}
