import DigestCore
import DigestSources
import Foundation

/// The members file of `team --members FILE`: one member a line, a name and where their published
/// site is (the line's last word: an `https://` address, or a folder); `#` begins a comment line.
///
/// ```
/// # name                    site
/// Hanako Yamada             https://hanako.github.io/digest/
/// Taro                      /srv/team/taro/site
/// ```
enum MembersFile {
    /// The most members a file may list.
    static let limit = 200

    /// The members in `text`; a folder that is not absolute is read from `folder`, the file's own.
    static func members(in text: String, folder: String) throws(RunError) -> [TeamMember] {
        var members: [TeamMember] = []
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0))
        }
        for (index, raw) in lines.enumerated() {
            var line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            if index == 0, line.hasPrefix("\u{FEFF}") { line.removeFirst() }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let number = index + 1
            guard let split = trimmed.lastIndex(where: { $0 == " " || $0 == "\t" }) else {
                throw .usage(
                    "The members file's line \(number) has a name or a site, not both: write the name, then the site's address or folder, such as: Hanako https://hanako.github.io/digest/"
                )
            }
            let name = SingleLine.squeezed(
                String(trimmed[..<split]).trimmingCharacters(in: .whitespaces), formatCharacters: false, limit: 80)
            let place = String(trimmed[trimmed.index(after: split)...])
            members.append(TeamMember(name: name, site: try site(place, line: number, folder: folder)))
            guard members.count <= limit else {
                throw .usage("The members file lists more than \(limit) members; a team page shows at most \(limit).")
            }
        }
        guard !members.isEmpty else {
            throw .usage(
                "The members file lists no member: write one a line, the name and then the site, such as: Hanako https://hanako.github.io/digest/"
            )
        }
        return members
    }

    /// The site `place` names on line `line`.
    static func site(_ place: String, line: Int, folder: String) throws(RunError) -> TeamMember.Site {
        let lowered = place.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") || lowered.contains("://") else {
            let path = place.hasPrefix("/") ? place : folder + "/" + place
            return .folder(URL(fileURLWithPath: path).standardizedFileURL.path)
        }
        do {
            return .web(try APIBase(place, variable: "The members file's line \(line)").url)
        } catch {
            throw .usage(error.description)
        }
    }
}
