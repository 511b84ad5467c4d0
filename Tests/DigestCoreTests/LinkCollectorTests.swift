import Foundation
import Testing

@testable import DigestCore

struct LinkCollectorTests {
    static let base = Date(timeIntervalSince1970: 1_795_000_000)

    static func post(
        _ id: String, _ text: String, hours: Double, links: [PostLink],
        media: Bool = false, retweet: Bool = false
    ) -> Post {
        Post(
            network: .x, id: id, text: text, createdAt: base.addingTimeInterval(hours * 3600), links: links,
            hasMedia: media, isRepost: retweet)
    }

    @Test func replacesShortLinksWithTheirDestinations() {
        let links = LinkCollector.collect([
            Self.post(
                "1", "Read this https://t.co/a and that https://t.co/b", hours: 0,
                links: [
                    PostLink(
                        shownText: "https://t.co/a", expandedURL: "https://bit.ly/x",
                        unwoundURL: "https://swift.org/blog/"),
                    PostLink(shownText: "https://t.co/b", expandedURL: "https://example.com/post"),
                ])
        ])
        #expect(links.map(\.url) == ["https://swift.org/blog/", "https://example.com/post"])
        #expect(links[0].postText == "Read this swift.org/blog and that example.com/post")
        #expect(!links.contains { $0.postText.contains("t.co") || $0.url.contains("t.co") })
    }

    @Test func dropsUnsafeSchemesSelfLinksRetweetsAndMedia() {
        let links = LinkCollector.collect([
            Self.post(
                "1", "x https://t.co/1", hours: 0,
                links: [PostLink(shownText: "https://t.co/1", expandedURL: "javascript:alert(1)")]),
            Self.post(
                "2", "x https://t.co/2", hours: 1,
                links: [PostLink(shownText: "https://t.co/2", expandedURL: "https://x.com/a/status/1")]),
            Self.post(
                "3", "x https://t.co/3", hours: 2,
                links: [PostLink(shownText: "https://t.co/3", expandedURL: "https://twitter.com/a")]),
            Self.post(
                "4", "RT https://t.co/4", hours: 3,
                links: [PostLink(shownText: "https://t.co/4", expandedURL: "https://a.example/")], retweet: true),
            Self.post(
                "5", "pic https://t.co/5", hours: 4,
                links: [PostLink(shownText: "https://t.co/5", expandedURL: "https://b.example/")], media: true),
            Self.post(
                "6", "x https://t.co/6", hours: 5, links: [PostLink(shownText: "https://t.co/6", expandedURL: nil)]),
            Self.post(
                "7", "x https://t.co/7", hours: 6,
                links: [PostLink(shownText: "https://t.co/7", expandedURL: "DATA:text/html,hi")]),
        ])
        #expect(links.isEmpty)
    }

    @Test func theSameAddressSharedTwiceAppearsOnceWithBothDates() {
        let links = LinkCollector.collect([
            Self.post(
                "2", "again https://t.co/b", hours: 30,
                links: [PostLink(shownText: "https://t.co/b", expandedURL: "https://swift.org/blog")]),
            Self.post(
                "1", "first https://t.co/a", hours: 1,
                links: [
                    PostLink(shownText: "https://t.co/a", expandedURL: "https://SWIFT.org/blog/#intro", title: "Blog")
                ]),
        ])
        #expect(links.count == 1)
        #expect(links[0].sharedAt == [Self.base.addingTimeInterval(3600), Self.base.addingTimeInterval(30 * 3600)])
        #expect(links[0].shares.first?.postID == "1")
        #expect(links[0].title == "Blog")
    }

    @Test func anUnsafeLinkInTextIsMarkedRemoved() {
        let post = Self.post(
            "1", "see https://t.co/bad and https://t.co/ok", hours: 0,
            links: [
                PostLink(shownText: "https://t.co/bad", expandedURL: "javascript:alert(1)"),
                PostLink(shownText: "https://t.co/ok", expandedURL: "https://ok.example/"),
            ])
        #expect(LinkCollector.displayText(of: post) == "see (link removed) and ok.example")
    }

    @Test func trackingParametersAreStrippedBeforeLinksAreCompared() throws {
        let links = LinkCollector.collect([
            Self.post(
                "1", "a https://t.co/1", hours: 0,
                links: [
                    PostLink(
                        shownText: "https://t.co/1",
                        expandedURL: "https://blog.example/post?utm_source=twitter&utm_medium=social")
                ]),
            Self.post(
                "2", "b https://t.co/2", hours: 5,
                links: [
                    PostLink(
                        shownText: "https://t.co/2", expandedURL: "https://blog.example/post?fbclid=IwAR0&ref_src=twsrc"
                    )
                ]),
        ])
        #expect(links.count == 1)
        let link = try #require(links.first)
        #expect(link.url == "https://blog.example/post")
        #expect(link.sharedAt.count == 2)
        #expect(link.postText == "a blog.example/post")
    }

    @Test func httpAndHttpsOfOneAddressAreOneLinkPreferringHttps() throws {
        let links = LinkCollector.collect([
            Self.post(
                "1", "a https://t.co/1", hours: 0,
                links: [PostLink(shownText: "https://t.co/1", expandedURL: "http://blog.example/post/")]),
            Self.post(
                "2", "b https://t.co/2", hours: 5,
                links: [
                    PostLink(
                        shownText: "https://t.co/2", expandedURL: "https://blog.example/post", title: "The post")
                ]),
        ])
        #expect(links.count == 1)
        let link = try #require(links.first)
        #expect(link.url == "https://blog.example/post")
        #expect(link.title == "The post", "a title learned from the second share is kept")
        #expect(link.sharedAt.count == 2)
    }

    @Test func amazonAffiliateParametersLeaveTheLinkAndThePostText() throws {
        let links = LinkCollector.collect([
            Self.post(
                "1", "good book https://t.co/1", hours: 0,
                links: [
                    PostLink(
                        shownText: "https://t.co/1",
                        expandedURL: "https://www.amazon.co.jp/dp/4873119/ref=nosim?tag=me-22&linkCode=ogi&th=1")
                ])
        ])
        let link = try #require(links.first)
        #expect(link.url == "https://www.amazon.co.jp/dp/4873119?th=1")
        #expect(link.postText == "good book amazon.co.jp/dp/4873119?th=1")
    }
}
