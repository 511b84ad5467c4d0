import DigestCore

/// A week as the chat channels say it (`weekly-digest notify`): the title, the headline numbers,
/// the goal, the top of the reading list and the week's page, in the site's words.
///
/// Made from the week as the site shows it (its public rules applied by the caller): a channel is
/// read by others. Every text is on one line, without control or format characters.
package struct WeekNotification: Sendable, Equatable {
    /// An article of the reading list.
    package struct Link: Sendable, Equatable {
        /// Its title.
        package var title: String
        /// Its address (`http` or `https` only).
        package var url: String
    }

    /// `2026-W47`.
    package var week: String
    /// `Weekly digest 2026-W47`.
    package var title: String
    /// `16–22 November 2026`.
    package var range: String
    /// `13 h 5 m coding (mostly Swift) · 9 commits · 10 reads · 7 links`, or empty.
    package var numbers: String
    /// The week against its goal, when one is set and could be measured.
    package var goal: String?
    /// Whether the week met its goal.
    package var goalMet: Bool?
    /// The reading list's heading, and its first three articles.
    package var readingHeading: String
    package var reading: [Link]
    /// The week's page, when `DIGEST_SITE_URL` is set.
    package var pageURL: String?
    /// `Read it online`.
    package var readOnline: String
    /// The headline numbers as values, for the plain webhook.
    package var summary: WeekSummary

    /// How many articles a notification names.
    static let articles = 3

    /// The notification of `digest` (as the site shows it) in `words`, against `goal`.
    package init(_ digest: Digest, words: Words, goal: WeeklyGoal, site: SiteAddress) {
        let headline = WeekHeadline(words)
        func line(_ text: String, _ limit: Int = 200) -> String {
            SingleLine.squeezed(text, formatCharacters: true, limit: limit)
        }
        summary = WeekSummary(headlineOf: digest)
        week = digest.week.description
        title = line(headline.title(digest.week))
        range = line(headline.range(digest.week))
        numbers = line(headline.numbers(summary), 400)
        let outcome = goal.isSet ? goal.outcome(of: WeekSummary(digest)) : nil
        self.goal = outcome.map { line(GoalLine(words).sentence($0), 400) }
        goalMet = outcome?.isMet
        readingHeading = line(words.digest.reading)
        reading = (digest.readingList.value ?? []).compactMap { article -> Link? in
            guard let url = WebURL(article.url) else { return nil }
            return Link(
                title: line(article.isUntitled ? words.digest.untitled : article.title), url: url.absoluteString)
        }.prefix(Self.articles).map { $0 }
        pageURL = site.absolute(.week(digest.week))
        readOnline = line(words.email.readOnline)
    }

    /// The whole notification as plain text: Matrix's `body`, Slack's fallback.
    package var plainText: String {
        var lines = [title + " (" + range + ")"]
        if !numbers.isEmpty { lines.append(numbers) }
        if let goal { lines.append(goal) }
        if !reading.isEmpty {
            lines.append(readingHeading + ":")
            lines += reading.map { "- \($0.title) <\($0.url)>" }
        }
        if let pageURL { lines.append("\(readOnline): \(pageURL)") }
        return lines.joined(separator: "\n")
    }
}
