/// A number that an API may send as an integer, a decimal or a numeric string.
struct FlexibleNumber: Decodable, Sendable, Equatable {
    var value: Double

    init(_ value: Double) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self), number.isFinite {
            value = number
        } else if let text = try? container.decode(String.self), let number = Double(text), number.isFinite {
            value = number
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number")
        }
    }

    /// `42` for whole numbers, `4.5` otherwise.
    var text: String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Rounded to a whole number, never negative, at most `Int32.max`.
    var wholeNumber: Int {
        guard value > 0 else { return 0 }
        return value >= Double(Int32.max) ? Int(Int32.max) : Int(value.rounded())
    }
}

extension KeyedDecodingContainer {
    /// The value at `key`, or nil when it is absent, null or of another type.
    func lenient<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }
}
