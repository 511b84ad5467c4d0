import DigestCore

/// Where a week sits on the site: the weeks built before and after it, and the site's address.
public struct WeekPlace: Sendable, Equatable {
    /// The closest earlier week on the site.
    public var older: ISOWeek?
    /// The closest later week on the site.
    public var newer: ISOWeek?
    /// Where the site is published.
    public var site: SiteAddress

    /// Creates a place; a lone week on an unpublished site by default.
    public init(older: ISOWeek? = nil, newer: ISOWeek? = nil, site: SiteAddress = .unknown) {
        self.older = older
        self.newer = newer
        self.site = site
    }

    /// The place of `week` among `weeks` (any order; `week` need not be among them).
    public static func of(_ week: ISOWeek, among weeks: some Sequence<ISOWeek>, site: SiteAddress) -> WeekPlace {
        var place = WeekPlace(site: site)
        for other in weeks {
            if other < week, place.older.map({ other > $0 }) ?? true { place.older = other }
            if other > week, place.newer.map({ other < $0 }) ?? true { place.newer = other }
        }
        return place
    }
}
