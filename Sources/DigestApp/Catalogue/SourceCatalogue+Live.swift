import DigestCore
import DigestSources
import Foundation

extension SourceCatalogue {
    /// The live source of a run: each of `sources` made in `context`, every other source of the
    /// catalogue recorded as not configured; and what each made source does once the run is over.
    static func live(_ sources: [any SourceSettings], _ context: SourceContext) -> (
        source: LiveWeekSource, afterRun: [@Sendable () -> Void]
    ) {
        let made = sources.map { $0.make(context) }
        let configured = Set(sources.map { type(of: $0).about.name })
        let unset = abouts.filter { !configured.contains($0.name) }.map { ($0.part, $0.unset) }
        let source = LiveWeekSource(
            now: context.now, sources: made.map(\.part), unset: Dictionary(unset) { first, _ in first },
            noneConfigured: sectionsUnset)
        return (source, made.compactMap(\.afterRun))
    }

    /// What each section of several sources says when none of them is configured, by ``WeekPart/section``.
    ///
    /// Every source's switches with its name, and one example (the first source's that has one, so
    /// that the sentence stays a few lines on a phone): `set QIITA_TAGS (Qiita) or ZENN_TOPICS
    /// (Zenn), e.g. QIITA_TAGS=swift,ios.`
    static var sectionsUnset: [String: String] {
        Dictionary(grouping: abouts) { $0.part.section }.filter { $0.value.count > 1 }.mapValues { sources in
            let each = sources.map { about in
                about.settings.filter(\.turnsOn).map(\.name).joined(separator: " / ") + " (\(about.name))"
            }
            let example = sources.lazy.compactMap { about -> String? in
                let switches = about.settings.filter(\.turnsOn)
                return switches.count == 1 ? switches.first?.shownExample : nil
            }.first
            return "set " + sentence(each, and: "or") + (example.map { ", e.g. \($0)" } ?? "") + "."
        }
    }

    /// What a run says when no source is configured.
    static var noneConfigured: String {
        let settings = switches.map { "\($0.setting) (\($0.source))" }.joined(separator: ", ")
        return
            "No source is configured. Set at least one of \(settings), or try `weekly-digest run --sample` to see a digest built from sample data."
    }
}
