import Foundation

/// A week whose names must not all reach the public site: a client's project, a machine, and
/// languages to merge and leave out (issue 49).
extension WakaTimeFixtures {
    /// Per day, the seconds of each language and of each project (the same every day).
    public static let privateLanguages = [("TypeScript", 3000), ("TSX", 1200), ("Markdown", 900), ("Swift", 2100)]
    public static let privateProjects = [("acme-secret-client", 3600), ("weekly-digest", 2400), ("dotfiles", 1200)]
    /// The machine every day was coded on.
    public static let privateMachine = "jdoe-work-laptop"

    /// `/users/current/summaries` for the week, each day naming the projects, the machine and Linux.
    public static func privateSummaries() -> String {
        func entries(_ shares: [(String, Int)]) -> String {
            shares.map { #"{"name":"\#($0.0)","total_seconds":\#($0.1),"percent":0,"digital":"0:00","text":""}"# }
                .joined(separator: ",")
        }
        let total = privateLanguages.reduce(0) { $0 + $1.1 }
        let days = days.enumerated().map { index, day in
            let startUTC = (index == 0 ? sunday : Self.days[index - 1]) + "T15:00:00Z"
            return """
                {"grand_total":{"digital":"2:00","hours":2,"minutes":0,"text":"2 hrs","total_seconds":\(total)},
                 "range":{"date":"\(day)","start":"\(startUTC)","end":"\(day)T14:59:59Z","text":"","timezone":"Asia/Tokyo"},
                 "languages":[\(entries(privateLanguages))],
                 "editors":[{"name":"VS Code","total_seconds":\(total)}],
                 "projects":[\(entries(privateProjects))],
                 "machines":[{"name":"\(privateMachine)","machine_name_id":"a1b2","total_seconds":\(total)}],
                 "operating_systems":[{"name":"Linux","total_seconds":\(total)}],
                 "categories":[{"name":"Coding","total_seconds":\(total)}],"dependencies":[]}
                """
        }
        return #"{"data":["# + days.joined(separator: ",")
            + #"],"start":"2026-11-15T15:00:00Z","end":"2026-11-22T14:59:59Z"}"#
    }

    /// `/users/current/stats/last_7_days` for the same week: the seven days summed.
    public static func privateStats() -> String {
        func entries(_ shares: [(String, Int)]) -> String {
            shares.map { #"{"name":"\#($0.0)","total_seconds":\#($0.1 * 7),"percent":0}"# }.joined(separator: ",")
        }
        let total = privateLanguages.reduce(0) { $0 + $1.1 } * 7
        return """
            {"data":{"username":"jdoe","range":"last_7_days","start":"2026-11-15T15:00:00Z","end":"2026-11-22T14:59:59Z",
             "timezone":"Asia/Tokyo","status":"ok","is_up_to_date":true,"percent_calculated":100,"total_seconds":\(total),
             "languages":[\(entries(privateLanguages))],"editors":[{"name":"VS Code","total_seconds":\(total)}],
             "projects":[\(entries(privateProjects))],
             "machines":[{"name":"\(privateMachine)","machine_name_id":"a1b2","total_seconds":\(total)}],
             "operating_systems":[{"name":"Linux","total_seconds":\(total)}]}}
            """
    }
}
