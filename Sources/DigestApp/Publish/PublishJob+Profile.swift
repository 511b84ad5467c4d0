import DigestCore
import DigestDelivery
import DigestRender
import DigestSite
import DigestSystem
import Logging

extension PublishJob {
    /// The block of the profile README (`DIGEST_PROFILE_README`) made to show `store`'s latest week.
    ///
    /// One commit when the block changes; nil when the site has no week yet.
    func updateProfile(
        _ profile: PublishTarget, store: SnapshotStore, config: Configuration, runner: any CommandRunner, log: Logger
    ) async throws(RunError) -> PublishReport? {
        guard let week = store.weeks().last else {
            log.notice("The profile README \(profile) is left as it is: the site has no week yet.")
            return nil
        }
        let digest: Digest?
        do { digest = try store.load(week) } catch { throw .failure("\(error) The profile README was not changed.") }
        guard let digest else { return nil }
        let templates = try inputs.loadTemplates(config, fileSystem: services.fileSystem)
        let summary = WeekSummary(headlineOf: config.names.site.apply(to: digest))
        guard let block = ProfileSnippet.html(site: config.site, summary: summary, words: templates.words) else {
            throw .usage(Self.profileNeedsSite)
        }
        do {
            return try await ProfileReadmePublisher(runner: runner, fileSystem: services.fileSystem)
                .update(profile, block: block, message: "weekly-digest \(week)")
        } catch let error as PublishError {
            throw .failure("The site was published, but not the profile README \(profile): \(error.description)")
        } catch {
            throw .failure("The site was published, but not the profile README \(profile): \(error)")
        }
    }

    /// Why a profile README needs the site's address.
    static let profileNeedsSite =
        "DIGEST_PROFILE_README needs DIGEST_SITE_URL: the README shows the card from the published site and links to the week's page by their addresses. Set DIGEST_SITE_URL to where the site is published (such as https://me.github.io/digest/); nothing was published."
}
