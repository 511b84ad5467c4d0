import Foundation

/// A member of a team (`team --members FILE`): a name and where their published site is.
package struct TeamMember: Sendable, Equatable {
    /// Where a member's site is read from.
    package enum Site: Sendable, Equatable, CustomStringConvertible {
        /// A published site's address (https, or http to this machine).
        case web(URL)
        /// A site's folder on this machine.
        case folder(String)

        /// The site's address, or nil for a folder.
        package var address: String? {
            if case .web(let url) = self { return url.absoluteString }
            return nil
        }

        package var description: String {
            switch self {
            case .web(let url): url.absoluteString
            case .folder(let path): path
            }
        }
    }

    /// The name as the file gives it: text, shown escaped.
    package var name: String
    /// Where the site is.
    package var site: Site

    /// Creates a member.
    package init(name: String, site: Site) {
        self.name = name
        self.site = site
    }
}
