import DigestCore
import Foundation

/// The locales there are: one `locales/<code>.json` each, built in or in the template folder.
package struct LocaleCatalog: Sendable {
    /// Where the locale files are read from.
    let files: TemplateFiles

    /// The default locale.
    package static let defaultCode = "en"

    /// The locales of `files`.
    package init(files: TemplateFiles) {
        self.files = files
    }

    /// Whether `code` has the shape of a language tag (`en`, `ja`, `pt-BR`): letters, digits and
    /// hyphens only, so it can never name a file outside the folder.
    package static func isWellFormed(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...8).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy {
            (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// The codes with a file, sorted.
    var codes: [String] {
        files.names(in: "locales").filter { $0.hasSuffix(".json") }
            .map { String($0.dropFirst("locales/".count).dropLast(".json".count)) }
            .filter(Self.isWellFormed).sorted()
    }

    /// The words of `code`, checked: every key present, lists complete, placeholders known.
    package func words(for code: String) throws(LocaleError) -> Words {
        let name = "locales/\(code).json"
        let available = codes
        guard Self.isWellFormed(code), available.contains(code) else {
            let problem =
                if available.isEmpty {
                    "there are no locales; put locales/en.json in the template folder (`weekly-digest templates export DIR` writes one)."
                } else if !Self.isWellFormed(code) {
                    "'\(code)' is not a locale code: use one of \(available.joined(separator: ", "))."
                } else if let folder = files.folder {
                    "\(folder)/locales has no \(code).json: use one of \(available.joined(separator: ", ")), or add it (copy en.json and translate its values)."
                } else {
                    "there is no locale '\(code)': use one of \(available.joined(separator: ", ")), or add it: `weekly-digest templates export DIR`, copy DIR/locales/en.json to DIR/locales/\(code).json, translate its values and pass --templates DIR."
                }
            let file = files.location.map { $0 + "/" + name } ?? name
            throw LocaleError(kind: .unknown(available: available), file: file, problem: problem)
        }
        let file = files.origin(of: name)
        let data: Data
        do { data = Data(try files.text(of: name).utf8) } catch {
            throw invalid(file, error.problem)
        }
        var words: Words
        do {
            // A built-in file has every key: only a template folder's may be older than one.
            let complete = files.overrides[name] == nil ? data : withAddedKeys(data, code: code)
            words = try JSONDecoder().decode(Words.self, from: complete)
        } catch let error as DecodingError {
            throw invalid(file, Self.explain(error))
        } catch {
            throw invalid(file, "is not a locale file (\(error.localizedDescription)).")
        }
        let problems = words.problems
        guard problems.isEmpty else { throw invalid(file, problems.joined(separator: "; ") + ".") }
        words.code = code
        return words
    }

    /// The keys added to the locale files since they could be exported (`templates export`).
    ///
    /// A file written before one was added gets it from the built-in file of the same code, else
    /// English's. Every other key stays required. The sections' counts' words (``CountWords``) are
    /// all here, so that a file exported before a section was added takes that section's words.
    static let addedKeys: [(group: String, key: String?)] =
        [
            ("history", nil),  // the trends and year pages
            ("digest", "noDailyData"),  // a week with a total but no time per day
            ("digest", "moreRows"),  // the projects and editors past the first twenty
            ("digest", "otherProjects"),  // the projects a page may not name
            ("digest", "sharedOn"),  // the networks a link was shared on, with their days
            ("digest", "sharedDaysSeparator"),
            ("digest", "reasonTopics"),  // why a Zenn article is listed
            ("digest", "reasonLanguageAndTopics"),
            ("commits", nil),  // the commits section
            ("page", "cardAI"),  // the card's AI share (DIGEST_CARD_AI)
            ("digest", "aiLabel"),  // AI's share of the lines you added, from WakaTime
            ("digest", "aiShare"),
            ("digest", "aiReportedDays"),
            ("digest", "aiUsageLabel"),  // what the agents used, in the email alone
            ("digest", "aiTokens"),
            ("digest", "aiCost"),
            ("commits", "aiLabel"),  // the lines AI agents wrote, from git-ai's notes
            ("commits", "aiLines"),
            ("commits", "aiCommits"),
            ("goal", nil),  // a week against its goal
            ("digest", "backfilled"),  // a week `backfill` made after it had passed
            ("digest", "backfilledWithout"),
            ("digest", "backfilledExport"),
            ("team", nil),  // the team page (`weekly-digest team`)
        ] + WeekSections.counts.flatMap(CountWords.keys(of:)).map { ($0.group, $0.key) }  // each count's words
        + SectionViews.added.map { ("sections", $0.key) }  // each added section's words

    /// The phrases the built-in files once had wrong, as they had them: a file exported then that
    /// still holds one word for word (its user did not change it) takes the built-in one instead.
    static let mendedPhrases: [(group: String, key: String, old: String)] = [
        // The unit said twice, after `{days}`, which has its own: "12 days days", "12 日 日で".
        ("history", "yearDescription", "{year}: {time} coding on {days} days, {span}."),
        ("history", "yearDescription", "{year} 年: {days} 日で {time} のコーディング、{span}。"),
    ]

    /// `data` with each of ``addedKeys`` it lacks taken from the built-in locale file, and each of
    /// ``mendedPhrases`` it holds unchanged replaced by the built-in one.
    func withAddedKeys(_ data: Data, code: String) -> Data {
        guard var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return data }
        let builtIns = ["locales/\(code).json", "locales/en.json"].compactMap { name in
            files.builtIn[name].flatMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
        }
        var added = false
        for (group, key) in Self.addedKeys {
            guard let key else {
                if object[group] == nil, let value = builtIns.lazy.compactMap({ $0[group] }).first {
                    (object[group], added) = (value, true)
                }
                continue
            }
            // A group that is not there at all (`sections`, before any section was added) is made.
            guard var inner = object[group] as? [String: Any] ?? (object[group] == nil ? [:] : nil), inner[key] == nil,
                let value = builtIns.lazy.compactMap({ ($0[group] as? [String: Any])?[key] }).first
            else { continue }
            inner[key] = value
            (object[group], added) = (inner, true)
        }
        for (group, key, old) in Self.mendedPhrases {
            guard var inner = object[group] as? [String: Any], inner[key] as? String == old,
                let value = builtIns.lazy.compactMap({ ($0[group] as? [String: Any])?[key] }).first
            else { continue }
            inner[key] = value
            (object[group], added) = (inner, true)
        }
        guard added else { return data }
        return (try? JSONSerialization.data(withJSONObject: object)) ?? data
    }

    func invalid(_ file: String, _ problem: String) -> LocaleError {
        LocaleError(kind: .invalid, file: file, problem: problem)
    }

    /// A decoding error as a sentence naming the key, such as `'page.total' is missing; copy it from en.json.`.
    static func explain(_ error: DecodingError) -> String {
        func key(_ path: [any CodingKey], _ last: (any CodingKey)? = nil) -> String {
            (path + (last.map { [$0] } ?? [])).map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                .joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
        }
        switch error {
        case let .keyNotFound(missing, context):
            return "'\(key(context.codingPath, missing))' is missing; copy it from en.json and translate it."
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "'\(key(context.codingPath))' has the wrong kind of value; see the same key in en.json."
        case let .dataCorrupted(context):
            return context.codingPath.isEmpty
                ? "is not valid JSON; check it with a JSON validator."
                : "'\(key(context.codingPath))' cannot be read; see the same key in en.json."
        @unknown default:
            return "is not a locale file; compare it with en.json."
        }
    }
}
