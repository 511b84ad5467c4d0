import Foundation

extension TimeZone {
    /// The zone's name as people write it: Foundation on Linux names `UTC` "GMT", so a zone at
    /// offset zero that calls itself GMT is shown as `UTC`; every other zone keeps its identifier.
    package var shownName: String {
        identifier == "GMT" && secondsFromGMT() == 0 ? "UTC" : identifier
    }
}
