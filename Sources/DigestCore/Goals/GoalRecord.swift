/// How a run of weeks did against a ``WeeklyGoal``: for the trends page.
package struct GoalRecord: Sendable, Equatable {
    /// The weeks that met the goal.
    package var met: Int
    /// The weeks it could be measured on.
    package var measured: Int
    /// The weeks in a row, ending with the latest, that met it (a week missing from the site, or
    /// without the numbers, ends a run).
    package var currentRun: Int

    /// The record of `summaries` (oldest first) against `goal`.
    package init(_ summaries: some BidirectionalCollection<WeekSummary>, goal: WeeklyGoal) {
        let outcomes = summaries.map { (week: $0.week, outcome: goal.outcome(of: $0)) }
        met = outcomes.filter { $0.outcome?.isMet == true }.count
        measured = outcomes.filter { $0.outcome != nil }.count
        var run = 0
        var expected = outcomes.last?.week
        for week in outcomes.reversed() {
            guard week.week == expected, week.outcome?.isMet == true else { break }
            run += 1
            expected = week.week.previous
        }
        currentRun = run
    }
}
