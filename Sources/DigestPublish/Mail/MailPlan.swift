import DigestCore

/// Which weeks go to whom: the latest week, and any week after the last one a recipient got that
/// a failed send left behind, so a send that failed is made up by the next run.
package enum MailPlan {
    /// The most weeks one run sends to catch up, so a long outage does not flood the inbox.
    static let catchUpLimit = 4

    /// The weeks to send, oldest first, each with its recipients.
    ///
    /// `weeks` are the weeks with a
    /// snapshot; `sent` what the ledger holds (a send that never finished does not count). A recipient who never got a week gets the latest only.
    package static func weeks(_ weeks: [ISOWeek], recipients: [MailAddress], sent: [MailLedger.Entry]) -> [(
        week: ISOWeek, to: [MailAddress]
    )] {
        guard let latest = weeks.max() else { return [] }
        let recent = Array(weeks.sorted().suffix(catchUpLimit))
        var plan: [(week: ISOWeek, to: [MailAddress])] = []
        for week in recent {
            let to = recipients.filter { recipient in
                let got = Set(
                    sent.filter { $0.isSent && $0.to.lowercased() == recipient.address.lowercased() }.map(\.week))
                guard !got.contains(week.description) else { return false }
                guard let last = got.compactMap({ try? ISOWeek(parsing: $0) }).max() else { return week == latest }
                return week > last
            }
            if !to.isEmpty { plan.append((week, to)) }
        }
        return plan
    }
}
