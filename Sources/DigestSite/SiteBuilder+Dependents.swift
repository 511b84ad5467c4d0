import DigestCore
import DigestRender

/// What else a week's change shows on: the pages of other weeks, and the year pages.
extension SiteBuilder {
    /// The year pages that show `week`: its year's, the next year's (it compares its languages with
    /// this year's), and, when the week is the first of a year new to the site, the year before's
    /// (its link to the next year).
    func yearsShowing(_ week: ISOWeek, isNew: Bool, in history: WeekHistory) -> Set<Int> {
        let years = history.years
        var shown: Set<Int> = [week.year]
        if let next = years.first(where: { $0 > week.year }) { shown.insert(next) }
        if isNew, history.summaries(of: week.year).count == 1,
            let previous = years.last(where: { $0 < week.year })
        {
            shown.insert(previous)
        }
        return shown
    }

    /// The weeks on the site whose pages show `week`: its neighbours (their links), and when its
    /// coding time changed, the 12 weeks after it (their line of context averages it).
    func dependents(of week: ISOWeek, among weeks: [ISOWeek], timeChanged: Bool, place: WeekPlace) -> [ISOWeek] {
        var result = [place.older, place.newer].compactMap { $0 }
        if timeChanged {
            var later = week.next
            for _ in 0..<12 {
                if later != place.newer, weeks.contains(later) { result.append(later) }
                later = later.next
            }
        }
        return result
    }
}

extension SiteBuilder {
    /// A week's page made again while another week is added, or why it was not.
    struct MadePage: Sendable {
        /// The page; nil when the week is not stored, or its snapshot cannot be read.
        var page: RenderedWeek?
        /// Why the page was not made, said as a warning.
        var warning: String?
    }

    /// `week`'s page made again with `digest` added among `weeks`; the week before `digest`
    /// (`previous`) was read by the caller, and is not read again.
    func otherPage(
        _ week: ISOWeek, adding digest: Digest, previous: Digest?, among weeks: [ISOWeek], history: WeekHistory
    ) throws -> MadePage {
        let stored: Digest?
        if week == digest.week.previous, let previous {
            stored = previous
        } else {
            do { stored = try store.load(week) } catch {
                return MadePage(warning: "\(error) Its page keeps its old links.")
            }
        }
        guard let stored else { return MadePage() }
        let earlier = week.previous == digest.week ? digest : try? store.load(week.previous)
        return MadePage(
            page: try page(
                stored, previous: earlier, place: WeekPlace.of(week, among: weeks, site: site),
                home: week == weeks.last,
                history: history))
    }
}
