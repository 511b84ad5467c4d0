import Foundation
import TestSupport
import Testing

@testable import DigestSystem

/// Issue 57, a layer of "the site never reaches outside itself": a file is opened with
/// `O_NOFOLLOW`, so a symbolic link put where a site file belongs (after the command looked for
/// links, say) is refused, never read through, whatever it points at.
struct NoFollowTests {
    /// A folder with `link` → a private file outside it, which holds `PRIVATE`.
    static func linked() throws -> (link: String, target: String) {
        let folder = try TestFolder.make("nofollow")
        let target = folder + "/outside.txt", site = folder + "/site"
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
        try Data("PRIVATE".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: site + "/page.html", withDestinationPath: target)
        return (site + "/page.html", target)
    }

    @Test func aLinkIsNotReadThrough() throws {
        let (link, _) = try Self.linked()
        #expect {
            _ = try LocalFileSystem().bytes(of: link)
        } throws: { error in
            "\(error)".contains("symbolic link")
        }
        #expect(!LocalFileSystem().holds(Array("PRIVATE".utf8), at: link), "compared through the link")
    }

}
