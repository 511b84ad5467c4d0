import DigestCore

extension DoctorReport {
    /// The goal each week is measured against (`DIGEST_GOAL_*`), a part no configured source can
    /// measure, and the profile README `publish` keeps (`DIGEST_PROFILE_README`).
    mutating func checkGoalAndProfile(_ config: Configuration) {
        let measured = config.sources.map { type(of: $0).about.part }
        let goal = config.goal
        if goal.isSet {
            var parts: [String] = []
            if let minutes = goal.minutes {
                let time = minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) m"
                parts.append("\(time) of coding")
            }
            if let days = goal.days { parts.append("\(days) \(days == 1 ? "day" : "days") coded") }
            // `20 commits`, `1 commit`: doctor speaks English, in each count's own noun.
            for (count, aim) in goal.aims {
                parts.append("\(aim) \(aim == 1 ? count.noun.one : count.noun.other)")
            }
            add("Goal", parts.joined(separator: ", ") + " a week")
            // The sources and settings from the catalogue, so that a new coding source is named here too.
            if goal.minutes != nil || goal.days != nil, !measured.contains(.coding) {
                let coding = SourceCatalogue.switches(of: .coding)
                add(
                    "",
                    "\(coding.names) is not configured (\(coding.settings)), so coding time and days are never measured"
                )
            }
            for (count, _) in goal.aims {
                guard let by = count.goal?.measuredBy, !measured.contains(where: by) else { continue }
                let sources = SourceCatalogue.switches(where: by)
                add(
                    "",
                    "\(sources.names) is not configured (\(sources.settings)), so \(count.noun.other) are never measured"
                )
            }
        }
        guard let profile = config.profileReadme else { return }
        guard config.site.root != nil else {
            problem("Profile", PublishJob.profileNeedsSite, status: .usage)
            return
        }
        add("Profile", "\(profile): publish keeps its weekly-digest block showing the latest week's card")
    }
}
