import DigestCore

/// Where a week sits on the site: the weeks built before and after it, and the site's address.
package struct WeekPlace: Sendable, Equatable {
    /// The closest earlier week on the site.
    package var older: ISOWeek?
    /// The closest later week on the site.
    package var newer: ISOWeek?
    /// Where the site is published.
    var site: SiteAddress

    /// Creates a place; a lone week on an unpublished site by default.
    package init(older: ISOWeek? = nil, newer: ISOWeek? = nil, site: SiteAddress = .unknown) {
        self.older = older
        self.newer = newer
        self.site = site
    }

    /// The place of `week` among `weeks` (any order; `week` need not be among them).
    package static func of(_ week: ISOWeek, among weeks: some Sequence<ISOWeek>, site: SiteAddress) -> WeekPlace {
        var place = WeekPlace(site: site)
        for other in weeks {
            if other < week, place.older.map({ other > $0 }) ?? true { place.older = other }
            if other > week, place.newer.map({ other < $0 }) ?? true { place.newer = other }
        }
        return place
    }
}
