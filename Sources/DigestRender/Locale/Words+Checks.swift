import DigestCore

extension Words {
    /// What is wrong with the words beyond their JSON shape: list lengths, and placeholders a
    /// phrase may not use (a typo such as `{hour}` would otherwise be printed on every page).
    var problems: [String] {
        var problems: [String] = []
        for (key, list, count) in [
            ("dates.weekdays", dates.weekdays, 7), ("dates.months", dates.months, 12),
            ("dates.shortMonths", dates.shortMonths, 12), ("history.levels", history.levels, 5),
        ] where list.count != count {
            problems.append("'\(key)' has \(list.count) names; it needs \(count)")
        }
        for count in WeekSections.counts {
            for (group, key) in CountWords.keys(of: count) where !counts.has(key, in: group) {
                problems.append(
                    "'\(group).\(key)' is missing or has the wrong kind of value; copy it from en.json and translate it"
                )
            }
        }
        for (key, phrase, allowed) in phrases {
            let unknown = phrase.placeholders.filter { !allowed.contains($0) }
            if !unknown.isEmpty {
                let offered = allowed.isEmpty ? "none" : allowed.map { "{\($0)}" }.joined(separator: ", ")
                problems.append(
                    "'\(key)' uses \(unknown.map { "{\($0)}" }.joined(separator: ", ")), which it cannot (it can use \(offered))"
                )
            }
        }
        return problems
    }

    /// Every phrase with its key and the placeholders it may use.
    var phrases: [(String, Phrase, [String])] {
        let range = ["firstDay", "firstMonth", "firstYear", "lastDay", "lastMonth", "lastYear"]
        return [
            ("weekTitle", weekTitle, ["week"]),
            ("dates.day", dates.day, ["weekday", "day", "month", "shortMonth", "year"]),
            ("dates.rangeInMonth", dates.rangeInMonth, range),
            ("dates.rangeInYear", dates.rangeInYear, range),
            ("dates.rangeAcrossYears", dates.rangeAcrossYears, range),
            ("durations.hoursAndMinutes", durations.hoursAndMinutes, ["hours", "minutes"]),
            ("durations.hours", durations.hours, ["hours"]),
            ("durations.minutes", durations.minutes, ["minutes"]),
            ("page.generated", page.generated, ["time", "timeZone"]),
            ("page.cardAI", page.cardAI, ["share"]),
            ("digest.change", digest.change, ["change"]),
            ("goal.met", goal.met, ["progress"]),
            ("goal.missed", goal.missed, ["missing", "progress"]),
            ("goal.timeProgress", goal.timeProgress, ["done", "goal"]),
            ("goal.daysProgress.one", goal.daysProgress.one, ["done", "count"]),
            ("goal.daysProgress.other", goal.daysProgress.other, ["done", "count"]),
            ("goal.days.one", goal.days.one, ["count"]),
            ("goal.days.other", goal.days.other, ["count"]),
            ("goal.time", goal.time, ["time"]),
            ("goal.weeksMet.one", goal.weeksMet.one, ["met", "count"]),
            ("goal.weeksMet.other", goal.weeksMet.other, ["met", "count"]),
            ("goal.inARow.one", goal.inARow.one, ["count"]),
            ("goal.inARow.other", goal.inARow.other, ["count"]),
            ("goal.goalIs", goal.goalIs, ["goal"]),
            ("commits.count.one", commits.count.one, ["count"]),
            ("commits.count.other", commits.count.other, ["count"]),
            ("commits.lines", commits.lines, ["added", "removed"]),
            ("commits.days.one", commits.days.one, ["count"]),
            ("commits.days.other", commits.days.other, ["count"]),
            ("digest.aiShare", digest.aiShare, ["share", "ai", "total"]),
            ("digest.aiReportedDays.one", digest.aiReportedDays.one, ["count", "reported"]),
            ("digest.aiReportedDays.other", digest.aiReportedDays.other, ["count", "reported"]),
            ("digest.aiTokens", digest.aiTokens, ["input", "output", "prompts"]),
            ("digest.aiCost", digest.aiCost, ["total", "agents"]),
            ("digest.backfilled", digest.backfilled, ["day", "month", "year", "sources"]),
            ("digest.backfilledWithout", digest.backfilledWithout, ["sources"]),
            ("commits.aiLines.one", commits.aiLines.one, ["count", "agents", "commits"]),
            ("commits.aiLines.other", commits.aiLines.other, ["count", "agents", "commits"]),
            ("commits.aiCommits.one", commits.aiCommits.one, ["count", "total"]),
            ("commits.aiCommits.other", commits.aiCommits.other, ["count", "total"]),
            ("digest.sharedOn", digest.sharedOn, ["networks"]),
            ("digest.daysCoded.one", digest.daysCoded.one, ["count"]),
            ("digest.daysCoded.other", digest.daysCoded.other, ["count"]),
            ("digest.moreRows.one", digest.moreRows.one, ["count"]),
            ("digest.moreRows.other", digest.moreRows.other, ["count"]),
            ("digest.dayAndTime", digest.dayAndTime, ["day", "time"]),
            ("digest.readingTime", digest.readingTime, ["minutes"]),
            ("digest.reasonTags.one", digest.reasonTags.one, ["count", "tags"]),
            ("digest.reasonTags.other", digest.reasonTags.other, ["count", "tags"]),
            ("digest.reasonLanguage", digest.reasonLanguage, ["tag", "time", "language"]),
            ("digest.reasonLanguageAndTags", digest.reasonLanguageAndTags, ["reason", "tags"]),
            ("digest.reasonTopics.one", digest.reasonTopics.one, ["count", "tags"]),
            ("digest.reasonTopics.other", digest.reasonTopics.other, ["count", "tags"]),
            ("digest.reasonLanguageAndTopics", digest.reasonLanguageAndTopics, ["reason", "tags"]),
            ("summary.coding", summary.coding, ["time"]),
            ("summary.codingMostly", summary.codingMostly, ["time", "language"]),
            ("summary.description", summary.description, ["title", "range", "numbers"]),
            ("summary.descriptionEmpty", summary.descriptionEmpty, ["title", "range"]),
            ("archive.title", archive.title, ["siteName"]),
            ("archive.description", archive.description, ["span"]),
            ("archive.oneWeek", archive.oneWeek, ["week"]),
            ("archive.weeks", archive.weeks, ["count", "oldest", "newest"]),
            ("email.subject", email.subject, ["title", "numbers"]),
            ("email.partialTitle", email.partialTitle, ["title"]),
        ] + history.phrases + countPhrases
    }

    /// The phrases of the sections' counts (``CountWords``), with their keys and placeholders.
    var countPhrases: [(String, Phrase, [String])] {
        WeekSections.counts.flatMap { count -> [(String, Phrase, [String])] in
            var phrases: [(String, CountPhrase, [String])] = []
            if let headline = counts.headline(count.phrase) {
                phrases.append(("summary.\(count.phrase)", headline, ["count"]))
            }
            if let goal = counts.goal(of: count.key) {
                phrases.append(("goal.\(count.key)", goal.count, ["count"]))
                phrases.append(("goal.\(count.key)Progress", goal.progress, ["done", "count"]))
            }
            return phrases.flatMap { key, phrase, allowed in
                [("\(key).one", phrase.one, allowed), ("\(key).other", phrase.other, allowed)]
            }
        }
    }
}
