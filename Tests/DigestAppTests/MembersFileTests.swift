import DigestCore
import Foundation
import Testing

@testable import DigestApp

/// The members file of `team`: a name and a site a line, whatever the line's ends and names hold.
struct MembersFileTests {
    @Test func namesAndSitesAreReadFromAnyLine() throws {
        let text =
            "\u{FEFF}# team\r\nHanako Yamada\thttps://hanako.github.io/digest/\r\n\r\n  山田 花子   ../hanako/output  \r\n"
            + "<b>Taro</b> \"x\" /srv/taro\nlocal http://127.0.0.1:8080/site\n"
        let members = try MembersFile.members(in: text, folder: "/home/me/team")
        #expect(members.map(\.name) == ["Hanako Yamada", "山田 花子", "<b>Taro</b> \"x\"", "local"])
        #expect(
            members.map(\.site.description) == [
                "https://hanako.github.io/digest", "/home/me/hanako/output", "/srv/taro", "http://127.0.0.1:8080/site",
            ])
    }

    @Test(arguments: [
        ("", "lists no member"), ("# nothing\n\n", "lists no member"), ("alone\n", "line 1 has a name or a site"),
        ("a http://example.com/\n", "uses plain http"), ("a https://u:p@example.com/\n", "user name or password"),
        ("a https://example.com/?q=1\n", "has a query"), ("a mailto://x\n", "must start with https://"),
    ])
    func aLineThatCannotBeReadSaysWhich(text: String, message: String) {
        #expect {
            _ = try MembersFile.members(in: text, folder: "/tmp")
        } throws: { error in
            "\(error)".contains(message) && !"\(error)".contains("u:p@")
        }
    }

    @Test func moreThanTheLimitIsRefused() {
        let text = (0...MembersFile.limit).map { "m\($0) https://example.com/\($0)/" }.joined(separator: "\n")
        #expect(throws: RunError.self) { try MembersFile.members(in: text, folder: "/tmp") }
    }
}
