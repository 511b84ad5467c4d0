extension String {
    /// The text as a reader sees it: no-break spaces as spaces, word joiners (U+2060) dropped.
    ///
    /// Pages and the email's HTML keep each figure on one line with these invisible characters;
    /// tests that look for a phrase compare what is read.
    public var asRead: String {
        String(
            String.UnicodeScalarView(unicodeScalars.compactMap { $0 == "\u{2060}" ? nil : $0 == "\u{00A0}" ? " " : $0 })
        )
    }
}
