import Foundation

/// Bodies shaped like WakaTime's and Wakapi's answers for one week (2026-W47 in Asia/Tokyo).
public enum WakaTimeFixtures {
    /// The week's zone.
    public static let zone = TimeZone(identifier: "Asia/Tokyo") ?? .current
    /// The week.
    public static let weekName = "2026-W47"
    /// Its days, Monday first.
    public static let days = (16...22).map { "2026-11-\($0)" }
    /// The day before the week.
    static let sunday = "2026-11-15"
    /// Monday 07:00 in Tokyo after the week: WakaTime's last_7_days is exactly the week.
    public static let mondayAfter = Date(timeIntervalSince1970: 1_795_384_800)
    /// Seconds per day, Monday first.
    public static let dailySeconds = [7200, 9000.5, 0, 10800, 5400, 14400, 300] as [Double]

    /// `/users/current/stats/last_7_days` from wakatime.com.
    public static func stats(status: String = "ok", upToDate: Bool = true, percent: Int = 100) -> String {
        """
        {"data":{"id":"5f0c","user_id":"u-1","username":"hanako","range":"last_7_days",
         "start":"2026-11-15T15:00:00Z","end":"2026-11-22T14:59:59Z","timezone":"Asia/Tokyo",
         "status":"\(status)","is_up_to_date":\(upToDate),"percent_calculated":\(percent),
         "is_including_today":false,"total_seconds":47100.5,"human_readable_total":"13 hrs 5 mins",
         "best_day":{"date":"2026-11-21","text":"4 hrs","total_seconds":14400},
         "languages":[
           {"name":"Swift","total_seconds":22200.25,"percent":47.13,"digital":"6:10","text":"6 hrs 10 mins","hours":6,"minutes":10},
           {"name":"Markdown","total_seconds":9000,"percent":19.1,"digital":"2:30","text":"2 hrs 30 mins","hours":2,"minutes":30},
           {"name":"日本語 <b>*md*</b>","total_seconds":5400,"percent":11.5},
           {"name":"Other","total_seconds":10500,"percent":22.3}],
         "editors":[{"name":"Xcode","total_seconds":30000},{"name":"Neovim","total_seconds":17100}],
         "projects":[{"name":"weekly-digest","total_seconds":40000},{"name":"dotfiles","total_seconds":7100}]}}
        """
    }

    /// `/users/current/summaries` from wakatime.com: `range.date` is the day.
    public static func summaries() -> String {
        let days = days.enumerated().map { index, day in
            let seconds = dailySeconds[index]
            let startUTC = (index == 0 ? sunday : Self.days[index - 1]) + "T15:00:00Z"
            return """
                {"grand_total":{"digital":"2:00","hours":2,"minutes":0,"text":"2 hrs","total_seconds":\(seconds)},
                 "range":{"date":"\(day)","start":"\(startUTC)","end":"\(day)T14:59:59Z","text":"Mon Nov 16th 2026","timezone":"Asia/Tokyo"},
                 "languages":[{"name":"Swift","total_seconds":\(seconds * 0.75)},{"name":"Go","total_seconds":\(seconds * 0.25)}],
                 "editors":[{"name":"Xcode","total_seconds":\(seconds)}],
                 "projects":[{"name":"weekly-digest","total_seconds":\(seconds)}],
                 "categories":[],"dependencies":[],"machines":[],"operating_systems":[]}
                """
        }
        return #"{"data":["# + days.joined(separator: ",")
            + #"],"start":"2026-11-15T15:00:00Z","end":"2026-11-22T14:59:59Z","cumulative_total":{"seconds":47100.5,"text":"13 hrs 5 mins"}}"#
    }

    /// Wakapi's summaries: integers, `range.date` is the time of the request, `range.start` is local midnight.
    public static func wakapiSummaries() -> String {
        let days = days.enumerated().map { index, day in
            """
            {"grand_total":{"digital":"2:0","hours":2,"minutes":0,"text":"2 hrs","total_seconds":\(Int(dailySeconds[index]))},
             "range":{"date":"2026-11-23T07:00:01+09:00","start":"\(day)T00:00:00+09:00","end":"\(day)T23:59:59+09:00","text":"","timezone":"JST"},
             "languages":[{"digital":"1:0:0","hours":1,"minutes":0,"name":"Rust","percent":100,"seconds":0,"text":"1 hr","total_seconds":\(Int(dailySeconds[index]))}],
             "editors":[],"projects":[],"machines":[],"operating_systems":[],"categories":[],"dependencies":[]}
            """
        }
        return #"{"data":["# + days.joined(separator: ",")
            + #"],"start":"2026-11-16T00:00:00+09:00","end":"2026-11-22T23:59:59+09:00"}"#
    }

    /// Wakapi's stats: no `is_up_to_date`, no `best_day`, integers.
    public static func wakapiStats() -> String {
        """
        {"data":{"username":"hanako","user_id":"hanako","start":"2026-11-16T00:00:00+09:00","end":"2026-11-22T23:59:59+09:00",
         "status":"ok","total_seconds":47100,"daily_average":6728,"range":"last_7_days","human_readable_range":"Last 7 Days",
         "languages":[{"name":"Rust","total_seconds":47100,"percent":100,"hours":13,"minutes":5,"seconds":0}],
         "editors":[{"name":"Helix","total_seconds":47100}],"projects":[],"machines":[],"operating_systems":[]}}
        """
    }
}
