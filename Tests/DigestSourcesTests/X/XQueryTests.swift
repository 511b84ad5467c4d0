import Testing

@testable import DigestSources

struct XQueryTests {
    @Test(arguments: [nil, "", "   \n"])
    func theDefaultQueryNamesTheUser(template: String?) throws {
        let query = try XQuery(template, username: "hanako_dev")
        #expect(query.text == "from:hanako_dev has:links -has:images -is:retweet")
        #expect(query.translations.isEmpty)
    }

    @Test(arguments: [
        (
            "from:{username} filter:links -filter:images -filter:retweets", "from:me has:links -has:images -is:retweet",
            ["filter:links → has:links", "filter:images → has:images", "filter:retweets → is:retweet"]
        ),
        (
            "from:me FILTER:Links min_faves:10 min_retweets:2", "from:me has:links min_likes:10 min_reposts:2",
            ["FILTER:Links → has:links", "min_faves: → min_likes:", "min_retweets: → min_reposts:"]
        ),
        (
            "from:me (filter:videos OR filter:native_video) -filter:twimg",
            "from:me (has:videos OR has:videos) -has:images",
            ["filter:videos → has:videos", "filter:native_video → has:videos", "filter:twimg → has:images"]
        ),
        (
            "from:me \"filter:links in a phrase\" filter:media", "from:me \"filter:links in a phrase\" has:media",
            ["filter:media → has:media"]
        ),
        ("from:me has:links lang:ja", "from:me has:links lang:ja", []),
        ("from:me\r\nhas:links\t-is:retweet", "from:me has:links -is:retweet", []),
        ("from:me #日本語 \"Swift 6\"", "from:me #日本語 \"Swift 6\"", []),
    ])
    func v1OperatorsAreTranslated(template: String, expected: String, translations: [String]) throws {
        let query = try XQuery(template, username: "me")
        #expect(query.text == expected)
        #expect(query.translations.map(\.description) == translations)
    }

    @Test(arguments: [
        ("from:me filter:replies", ["filter:replies"]),
        ("from:me -filter:replies include:nativeretweets", ["filter:replies", "include:nativeretweets"]),
        ("from:me (filter:safe)", ["filter:safe"]),
        ("from:me filter:linksy", ["filter:linksy"]),
        (
            "from:me source:twitterfeed card_name:poll2choice_text_only",
            ["source:twitterfeed", "card_name:poll2choice_text_only"]
        ),
    ])
    func operatorsWithoutAV2FormAreRefusedByName(template: String, refused: [String]) {
        #expect(throws: XQueryError.unsupported(refused)) { try XQuery(template, username: "me") }
        #expect(XQueryError.unsupported(refused).description.contains(refused.joined(separator: ", ")))
    }

    @Test func theLengthIsCheckedAfterTranslation() throws {
        let fits = "from:me " + String(repeating: "a ", count: 247) + "filter:links"
        #expect(fits.count == 514)
        #expect(try XQuery(fits, username: "me").text.count == 511, "filter:links (12 characters) became has:links (9)")
        #expect(throws: XQueryError.tooLong(513)) { try XQuery(String(repeating: "x", count: 513), username: "me") }
        #expect(XQueryError.tooLong(513).description.contains("512"))
    }

    @Test func controlCharactersAreRefused() {
        #expect(throws: XQueryError.controlCharacters) { try XQuery("from:me\u{0}has:links", username: "me") }
    }
}
