import Testing

@testable import DigestApp

/// The lines that say a part has no source name the sources and settings the catalogue holds.
struct CatalogueSwitchesTests {
    @Test func eachPartNamesItsSourcesAndTheSettingsThatTurnThemOn() {
        #expect(
            SourceCatalogue.switches(of: .coding) == (
                "WakaTime or ActivityWatch", "WAKATIME_API_KEY, ACTIVITYWATCH_URL"
            ))
        #expect(SourceCatalogue.switches(of: .commits) == ("git", "DIGEST_GIT_ROOTS"))
        #expect(SourceCatalogue.switches(of: .reading(.zenn)) == ("Zenn", "ZENN_TOPICS"))
        for about in SourceCatalogue.abouts {
            #expect(SourceCatalogue.switches(of: about.part).settings.contains(about.switches[0]), "\(about.name)")
        }
    }
}
