import DigestCore
import Foundation

/// A git-ai authorship note (`refs/notes/ai`, the Git AI Standard's "authorship/3.0.0" and the
/// versions before it), read for its counts only: the lines each agent wrote in the commit.
///
/// A note is an attestation section, each file's path then lines `  <id> <ranges>` (`1-10,15`),
/// a line `---`, then JSON whose `prompts` (by id) or `sessions` (`s_…` of an id `s_…::t_…`) name
/// each id's agent (`agent_id.tool`, `.model`); an id `h_…` is a person's. The JSON's other
/// members, the prompts' `messages` (transcripts) first, are never kept.
enum AuthorshipNote {
    /// The lines by agent that `text` attributes, or nil when it is not such a note.
    static func lines(_ text: String) -> [AgentLines]? {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        guard let divider = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) else {
            return nil
        }
        let json = lines[(divider + 1)...].joined(separator: "\n")
        guard let metadata = try? JSONDecoder().decode(Metadata.self, from: Data(json.utf8)),
            metadata.schemaVersion?.hasPrefix("authorship/") == true
        else { return nil }
        var counts: [AgentLines] = []
        for line in lines[..<divider] where line.hasPrefix(" ") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 2, let agent = metadata.agent(of: String(fields[0])) else { continue }
            counts.append(AgentLines(tool: agent.tool, model: agent.model, lines: Self.count(fields[1])))
        }
        return AgentLines.merged(counts)
    }

    /// The lines `ranges` names (`1-10,15,30-35`: 17); a range that cannot be read counts none.
    static func count(_ ranges: Substring) -> Int {
        var total = 0
        for range in ranges.split(separator: ",") {
            let ends = range.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(ends.count), let first = Int(ends[0]), let last = Int(ends[ends.count - 1]),
                first >= 0, last >= first, last - first < 10_000_000
            else { continue }
            total += last - first + 1
        }
        return min(total, 100_000_000)
    }

    /// The note's JSON, as far as it is read.
    struct Metadata: Decodable {
        var schemaVersion: String?
        var prompts: [String: Record]?
        var sessions: [String: Record]?

        enum CodingKeys: String, CodingKey {
            case schemaVersion = "schema_version"
            case prompts, sessions
        }

        /// The agent of the attestation id `id`: a prompt's (`abcd1234abcd1234`) or a session's
        /// (`s_c9883b05a2487d::t_…`); nil for a person's (`h_…`) or an id the note does not name.
        func agent(of id: String) -> Agent? {
            guard !id.hasPrefix("h_") else { return nil }
            if let prompt = prompts?[id]?.agent { return prompt }
            let session = id.split(separator: ":", maxSplits: 1).first.map(String.init) ?? id
            return sessions?[session]?.agent
        }
    }

    /// A prompt's or a session's record: its agent alone.
    struct Record: Decodable {
        var agent: Agent?

        enum CodingKeys: String, CodingKey { case agent = "agent_id" }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            agent = try? container.decodeIfPresent(Agent.self, forKey: .agent)
        }
    }

    /// An agent: its tool and model, as short single lines.
    struct Agent: Decodable {
        var tool: String
        var model: String?

        enum CodingKeys: String, CodingKey { case tool, model }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let tool = SingleLine.squeezed(try container.decode(String.self, forKey: .tool), limit: 60)
            guard !tool.isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: .tool, in: container, debugDescription: "no tool")
            }
            self.tool = tool
            let model = (try? container.decodeIfPresent(String.self, forKey: .model)).flatMap { $0 }
                .map { SingleLine.squeezed($0, limit: 80) }
            self.model = model.flatMap { $0.isEmpty || $0.lowercased() == "unknown" ? nil : $0 }
        }
    }
}
