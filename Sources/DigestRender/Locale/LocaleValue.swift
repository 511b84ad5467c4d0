import DigestCore
import Foundation

/// A value of a locale file as the file has it: the words of a section added after the first four
/// (`sections.<key>`), kept so that templates name them (`{{words.sections.reviews.title}}`) and
/// read into the section's own type (``Words/section(_:as:)``).
enum LocaleValue: Sendable, Codable, Equatable {
    case text(String)
    case list([LocaleValue])
    case group([String: LocaleValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let list = try? container.decode([LocaleValue].self) {
            self = .list(list)
        } else {
            self = .group(try container.decode([String: LocaleValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .list(let list): try container.encode(list)
        case .group(let group): try container.encode(group)
        }
    }
}

extension Words {
    /// The words of the added section `key` (`sections.<key>` in the locale file) as a `T`; an
    /// error's coding path starts at the file's top (`sections.reviews.title`).
    func section<T: Decodable>(_ key: String, as type: T.Type) throws -> T {
        let group = [NamedKey("sections")]
        guard let value = storage.sections?[key] else {
            throw DecodingError.keyNotFound(
                NamedKey(key), DecodingError.Context(codingPath: group, debugDescription: "no words"))
        }
        do {
            return try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
        } catch let error as DecodingError {
            throw error.under(group + [NamedKey(key)])
        }
    }
}

extension DecodingError {
    /// The same error, its coding path under `prefix`.
    func under(_ prefix: [any CodingKey]) -> DecodingError {
        func moved(_ context: Context) -> Context {
            Context(codingPath: prefix + context.codingPath, debugDescription: context.debugDescription)
        }
        switch self {
        case let .keyNotFound(key, context): return .keyNotFound(key, moved(context))
        case let .typeMismatch(type, context): return .typeMismatch(type, moved(context))
        case let .valueNotFound(type, context): return .valueNotFound(type, moved(context))
        case let .dataCorrupted(context): return .dataCorrupted(moved(context))
        @unknown default: return self
        }
    }
}
