import DigestCore
import DigestSources
import Foundation

extension QiitaSettings {
    /// With a token, one request checks it; then one request per tag checks the tag exists.
    func check(_ context: SourceContext, into report: inout DoctorReport) async {
        let client = client(context)
        report.add(
            "Qiita",
            "configured, tags \(tags.joined(separator: ", ")), base URL \(base), up to \(context.readingListLimit) articles"
        )
        var rate: QiitaRate?
        do {
            if client.hasToken {
                let (user, tokenRate) = try await client.verifyToken()
                report.add("", "✓ token accepted (user \(SingleLine.quotable(user)))")
                rate = tokenRate ?? rate
            } else {
                report.add(
                    "", "no QIITA_ACCESS_TOKEN: 60 requests an hour; a token (read_qiita scope) raises it to 1000")
            }
            for tag in tags {
                do {
                    rate = try await client.verifyTag(tag) ?? rate
                    report.add("", "✓ tag \(tag)")
                } catch .unknownTag {
                    report.problem("", QiitaError.unknownTag(tag).description, status: .usage)
                }
            }
        } catch {
            switch error {
            case .tokenRejected, .notFound, .answer(.malformed): report.problem("", error.description, status: .usage)
            default: report.problem("", error.description, status: .failure)
            }
        }
        if let rate {
            let limit = rate.limit.map { " of \($0)" } ?? ""
            report.add(
                "",
                "\(rate.remaining)\(limit) requests left this hour\(rate.resetAt.map { "; resets at \(HTTPError.utc($0))" } ?? "")"
            )
        }
    }
}
