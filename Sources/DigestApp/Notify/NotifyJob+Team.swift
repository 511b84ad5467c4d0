import DigestCore
import DigestRender
import DigestSite
import Foundation

extension NotifyJob {
    /// The team's week of the team site in `folder` (its `team.json`, which `team` wrote) as a
    /// notification, and the name the ledger keys its posts by: the team site's, so each channel
    /// gets a team's week once.
    func teamMessage(_ folder: String, config: Configuration) throws(RunError) -> (WeekNotification, String) {
        let path = folder + "/" + TeamData.fileName
        let bytes: Data?
        do { bytes = try services.fileSystem.contents(of: path) } catch {
            throw .failure("Cannot read \(path): \(error)")
        }
        guard let bytes else {
            throw .failure(
                "\(folder) is no team site (it has no \(TeamData.fileName)): run `weekly-digest team --members FILE --output \(folder)` first. Nothing was posted."
            )
        }
        let data: TeamData
        do { data = try JSONDecoder().decode(TeamData.self, from: bytes) } catch {
            throw .failure(
                "\(path) cannot be read as a team's week (\(error)): run `weekly-digest team` again. Nothing was posted."
            )
        }
        guard data.schemaVersion == TeamData.schemaVersion else {
            throw .failure(
                "\(path) has schema_version \(data.schemaVersion), which this version does not know: run `weekly-digest team` again. Nothing was posted."
            )
        }
        if let week = inputs.week, week != data.week {
            throw .usage(
                "\(folder) holds the team's week \(data.week), not \(week): run `weekly-digest team --week \(week)` first."
            )
        }
        let templates = try inputs.loadTemplates(config, fileSystem: services.fileSystem)
        let state = try config.state.get()
        let site = "team:" + NSString(string: HistoryFolder.path(forOutput: folder, state: state)).lastPathComponent
        return (WeekNotification(team: data, words: templates.words), site)
    }
}
