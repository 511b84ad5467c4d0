import DigestCore

/// The shared links' rows, in both forms.
extension DigestPresenter {
    /// A shared link in both forms: an untitled one is shown by its host and path, without the
    /// domain again; each day it was shared is named once, and each network with its days.
    func row(_ link: SharedLink, url: WebURL?) -> (plain: LinkRow, page: LinkRow)? {
        guard let url else { return nil }
        var days: (plain: [String], page: [String]) = ([], [])
        var byNetwork: [(network: LinkNetwork, plain: [String], page: [String])] = []
        for share in link.shares.sorted(by: LinkShare.isOlder) {
            let day = forms(dates.day(LocalDate(share.at, in: zone)))
            if !days.plain.contains(day.plain) { days.plain.append(day.plain) }
            if !days.page.contains(day.page) { days.page.append(day.page) }
            guard let index = byNetwork.firstIndex(where: { $0.network == share.network }) else {
                byNetwork.append((share.network, [day.plain], [day.page]))
                continue
            }
            if !byNetwork[index].plain.contains(day.plain) { byNetwork[index].plain.append(day.plain) }
            if !byNetwork[index].page.contains(day.page) { byNetwork[index].page.append(day.page) }
        }
        func sharedOn(page: Bool) -> String {
            let separator = words.digest.sharedDaysSeparator
            // On the page a network's name stays on the line of its first day.
            let networks = byNetwork.map {
                "\($0.network.name)\(page ? "\u{00A0}" : " ")\((page ? $0.page : $0.plain).joined(separator: separator))"
            }
            return words.digest.sharedOn.filled(["networks": words.lists.joined(networks)])
        }
        let title = link.title.flatMap { $0.isEmpty ? nil : DirectionIsolation.isolated($0) }
        var row = LinkRow(
            title: title ?? url.displayForm, url: url, domain: title == nil ? nil : url.displayHost,
            shared: words.lists.joined(days.plain), sharedOn: sharedOn(page: false),
            text: DirectionIsolation.isolated(link.postText), summary: link.summary.map(DirectionIsolation.isolated))
        let plain = row
        row.shared = words.lists.joined(days.page)
        row.sharedOn = sharedOn(page: true)
        return (plain, row)
    }
}
