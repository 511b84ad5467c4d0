import DigestCore

/// The notification in each form a channel renders well, its outside text escaped for that form.
extension WeekNotification {
    /// CommonMark, for ntfy (`Markdown: yes`) and Discord: the numbers in bold, the goal, the
    /// articles as links, and the week's page.
    package var markdown: String {
        var lines: [String] = []
        if !numbers.isEmpty { lines.append("**" + MarkdownEscaping.escape(numbers) + "**") }
        if let goal { lines.append(goalMark + " " + MarkdownEscaping.escape(goal)) }
        if !reading.isEmpty {
            lines.append("**" + MarkdownEscaping.escape(readingHeading) + "**")
            lines.append(
                reading.map { "- [\(MarkdownEscaping.escape($0.title))](<\($0.url)>)" }.joined(separator: "\n"))
        }
        if let pageURL { lines.append("[\(MarkdownEscaping.escape(readOnline))](<\(pageURL)>)") }
        return lines.joined(separator: "\n\n")
    }

    /// Slack's mrkdwn: `&`, `<` and `>` escaped (Slack's only rule), links as `<url|text>`.
    package var slackMarkdown: String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        var lines = ["*" + escaped(title) + "* " + escaped(range)]
        if !numbers.isEmpty { lines.append(escaped(numbers)) }
        if let goal { lines.append(goalMark + " " + escaped(goal)) }
        if !reading.isEmpty {
            lines.append("*" + escaped(readingHeading) + "*")
            lines += reading.map { "• <\($0.url)|\(escaped($0.title).replacingOccurrences(of: "|", with: "¦"))>" }
        }
        if let pageURL { lines.append("<\(pageURL)|\(escaped(readOnline))>") }
        return lines.joined(separator: "\n")
    }

    /// HTML, for Matrix's `formatted_body`.
    package var html: String {
        var parts = ["<p><strong>\(HTMLEscaping.escape(title))</strong> \(HTMLEscaping.escape(range))</p>"]
        if !numbers.isEmpty { parts.append("<p>\(HTMLEscaping.escape(numbers))</p>") }
        if let goal { parts.append("<p>\(goalMark) \(HTMLEscaping.escape(goal))</p>") }
        if !reading.isEmpty {
            let items = reading.map {
                "<li><a href=\"\(HTMLEscaping.escape($0.url))\">\(HTMLEscaping.escape($0.title))</a></li>"
            }
            parts.append("<p><strong>\(HTMLEscaping.escape(readingHeading))</strong></p><ul>\(items.joined())</ul>")
        }
        if let pageURL {
            parts.append("<p><a href=\"\(HTMLEscaping.escape(pageURL))\">\(HTMLEscaping.escape(readOnline))</a></p>")
        }
        return parts.joined()
    }

    /// ✓ for a goal met, ○ for one missed.
    var goalMark: String { goalMet == true ? "✓" : "○" }
}
