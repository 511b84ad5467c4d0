import DigestCore

/// Which weeks go to whom: the latest week, and any stored week of the last few that a recipient
/// never got, so a send that failed (or a clock that ran ahead) is made up by the next run.
package enum MailPlan {
    /// The most weeks one run sends to catch up, so a long outage does not flood the inbox.
    package static let catchUpLimit = 4

    /// The weeks to send, oldest first, each with its recipients.
    ///
    /// `weeks` are the weeks with a snapshot that have ended; `sent` what the ledger holds (a send
    /// that never finished does not count, nor does a week after `endedBy`: a clock that ran ahead
    /// sent it). A recipient who never got a week gets the latest only, so a first configuration
    /// does not mail the history; one who did gets every week of the last ``catchUpLimit`` stored
    /// after the first they got, that they have not had.
    package static func weeks(
        _ weeks: [ISOWeek], recipients: [MailAddress], sent: [MailLedger.Entry], endedBy: ISOWeek? = nil
    ) -> [(week: ISOWeek, to: [MailAddress])] {
        guard let latest = weeks.max() else { return [] }
        let recent = Array(weeks.sorted().suffix(catchUpLimit))
        var got: [String: Set<ISOWeek>] = [:]
        for entry in sent where entry.isSent {
            guard let week = try? ISOWeek(parsing: entry.week), endedBy.map({ week <= $0 }) ?? true else { continue }
            got[entry.to.lowercased(), default: []].insert(week)
        }
        var plan: [(week: ISOWeek, to: [MailAddress])] = []
        for week in recent {
            let to = recipients.filter { recipient in
                let had = got[recipient.address.lowercased()] ?? []
                guard !had.contains(week) else { return false }
                guard let first = had.min() else { return week == latest }
                return week > first
            }
            if !to.isEmpty { plan.append((week, to)) }
        }
        return plan
    }

    /// The weeks `sent` records as sent that have not ended by `endedBy`, oldest first.
    ///
    /// A clock that ran ahead sent them; they count for nothing until they end.
    package static func ahead(of endedBy: ISOWeek, in sent: [MailLedger.Entry]) -> [ISOWeek] {
        Set(sent.compactMap { try? ISOWeek(parsing: $0.week) }.filter { $0 > endedBy }).sorted()
    }
}
