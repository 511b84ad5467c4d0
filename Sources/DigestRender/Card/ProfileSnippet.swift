import DigestCore

/// What `publish` keeps between the markers of a profile README (`DIGEST_PROFILE_README`): the
/// card, light or dark as the reader's GitHub is, linking to the week's page.
package enum ProfileSnippet {
    /// The snippet for the week of `summary` (its headline numbers, as the site's readers see
    /// them) on the site at `site`, in `words`; nil without a site address, since a README can
    /// only link to one.
    package static func html(site: SiteAddress, summary: WeekSummary, words: Words) -> String? {
        let alt = WeekHeadline(words).description(summary)
        guard let page = site.absolute(.week(summary.week)), let light = site.absolute(.card),
            let dark = site.absolute(.darkCard)
        else { return nil }
        func attribute(_ text: String) -> String {
            HTMLEscaping.escape(SingleLine.squeezed(text, formatCharacters: true, limit: 300))
        }
        return
            #"<a href="\#(attribute(page))"><picture><source media="(prefers-color-scheme: dark)" srcset="\#(attribute(dark))"><img src="\#(attribute(light))" width="480" alt="\#(attribute(alt))"></picture></a>"#
    }
}
