import Foundation

/// Finds the elements of the JavaScript array in an X archive file whose `created_at` lies in a
/// given interval, without decoding the JSON: one pass that counts brackets, steps over strings,
/// and reads the `created_at` of each element's post where it stands.
enum XArchiveScanner {
    /// Why a file is not an archive array.
    struct Failure: Error {
        var reason: String
    }

    static let quote = UInt8(ascii: "\"")
    static let createdKey = Array(#""created_at""#.utf8)

    /// The byte ranges of the top-level array's `{…}` elements created inside `interval`.
    static func elements(of data: Data, in interval: DateInterval) throws(Failure) -> [Range<Int>] {
        try scan(data.span, interval: interval).get()
    }

    static func scan(_ bytes: Span<UInt8>, interval: DateInterval) -> Result<[Range<Int>], Failure> {
        // `window.YTD.tweets.part0 = [`: the first bracket opens the array (a bare JSON array works too).
        var open = 0
        while open < bytes.count, bytes[open] != UInt8(ascii: "[") { open += 1 }
        guard open < bytes.count else {
            return .failure(Failure(reason: "no `window.YTD.tweets.part0 = [` at its start"))
        }
        var ranges: [Range<Int>] = []
        var depth = 0
        var elementStart = 0
        var created: Date?
        var valueIsDate = false
        var index = open
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                guard let end = stringEnd(bytes, from: index + 1) else { break }
                if valueIsDate {
                    created = XArchiveDate.parse((index + 1..<end).map { bytes[$0] })
                    valueIsDate = false
                } else if created == nil, depth == 2 || depth == 3, end - index + 1 == createdKey.count,
                    createdKey.indices.allSatisfy({ bytes[index + $0] == createdKey[$0] })
                {
                    valueIsDate = true
                }
                index = end + 1
                continue
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth == 2, byte == UInt8(ascii: "{") {
                    (elementStart, created, valueIsDate) = (index, nil, false)
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 2, byte == UInt8(ascii: "}"), let created, created >= interval.start, created < interval.end
                {
                    ranges.append(elementStart..<index + 1)
                }
                depth -= 1
                if depth == 0 { return .success(ranges) }
            default:
                break
            }
            index += 1
        }
        return .failure(Failure(reason: "the array is not closed; the file may be cut short"))
    }

    /// The index of the quote that closes the string whose text starts at `start`: the next quote
    /// not escaped by an odd run of backslashes.
    static func stringEnd(_ bytes: Span<UInt8>, from start: Int) -> Int? {
        var position = start
        while position < bytes.count {
            if bytes[position] == quote {
                var backslashes = 0
                while position - backslashes - 1 >= start, bytes[position - backslashes - 1] == UInt8(ascii: "\\") {
                    backslashes += 1
                }
                if backslashes % 2 == 0 { return position }
            }
            position += 1
        }
        return nil
    }
}
