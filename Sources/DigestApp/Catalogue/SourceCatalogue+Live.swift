import DigestCore
import DigestSources
import Foundation

extension SourceCatalogue {
    /// The live source of a run: each of `sources` made in `context`, every other source of the
    /// catalogue recorded as not configured; and what each made source does once the run is over.
    static func live(_ sources: [any SourceSettings], _ context: SourceContext) -> (
        source: LiveWeekSource, afterRun: [@Sendable () -> Void]
    ) {
        var coding: (any CodingTimeSource)?, commits: (any CommitSource)?
        var readers: [any ReadingListSource] = [], networks: [any SharedPostsSource] = []
        var afterRun: [@Sendable () -> Void] = []
        for settings in sources {
            let made = settings.make(context)
            switch made.part {
            case .coding(let source): coding = source
            case .commits(let source): commits = source
            case .reading(let source): readers.append(source)
            case .links(let source): networks.append(source)
            }
            if let after = made.afterRun { afterRun.append(after) }
        }
        let configured = Set(sources.map { type(of: $0).about.name })
        var unset = LiveWeekSource.Unset(coding: "", readers: [:], networks: [:])
        for about in abouts where !configured.contains(about.name) {
            switch about.section {
            case .coding: unset.coding = about.unset
            // A page without repositories configured has no commits section at all.
            case .commits: break
            case .reading(let source): unset.readers[source] = about.unset
            case .links(let network): unset.networks[network] = about.unset
            }
        }
        let source = LiveWeekSource(
            now: context.now, coding: coding, readers: readers, networks: networks, unset: unset, commits: commits)
        return (source, afterRun)
    }

    /// What a run says when no source is configured.
    static var noneConfigured: String {
        let settings = switches.map { "\($0.setting) (\($0.source))" }.joined(separator: ", ")
        return
            "No source is configured. Set at least one of \(settings), or try `weekly-digest run --sample` to see a digest built from sample data."
    }
}
