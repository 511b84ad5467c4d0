import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Finds the elements of the JavaScript array in an X archive file whose `created_at` lies in a
/// given interval, without decoding the JSON: one pass that counts brackets, jumps over strings
/// with `memchr`, and reads the `created_at` of each element's post where it stands.
enum XArchiveScanner {
    /// Why a file is not an archive array.
    struct Failure: Error {
        var reason: String
    }

    static let quote = UInt8(ascii: "\"")
    static let createdKey = Array(#""created_at""#.utf8)

    /// The byte ranges of the top-level array's `{…}` elements created inside `interval`.
    static func elements(of data: Data, in interval: DateInterval) throws(Failure) -> [Range<Int>] {
        let result: Result<[Range<Int>], Failure> = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
                return .failure(Failure(reason: "no `window.YTD.tweets.part0 = [` at its start"))
            }
            return scan(base, count: raw.count, interval: interval)
        }
        return try result.get()
    }

    static func scan(_ bytes: UnsafePointer<UInt8>, count: Int, interval: DateInterval) -> Result<[Range<Int>], Failure>
    {
        // `window.YTD.tweets.part0 = [`: the first bracket opens the array (a bare JSON array works too).
        guard let open = UnsafeBufferPointer(start: bytes, count: count).firstIndex(of: UInt8(ascii: "[")) else {
            return .failure(Failure(reason: "no `window.YTD.tweets.part0 = [` at its start"))
        }
        var ranges: [Range<Int>] = []
        var depth = 0
        var elementStart = 0
        var created: Date?
        var valueIsDate = false
        var index = open
        while index < count {
            let byte = bytes[index]
            if byte == quote {
                guard let end = stringEnd(bytes, count: count, from: index + 1) else { break }
                if valueIsDate {
                    created = XArchiveDate.parse(UnsafeBufferPointer(start: bytes + index + 1, count: end - index - 1))
                    valueIsDate = false
                } else if created == nil, depth == 2 || depth == 3, end - index + 1 == createdKey.count,
                    memcmp(bytes + index, createdKey, createdKey.count) == 0
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
    static func stringEnd(_ bytes: UnsafePointer<UInt8>, count: Int, from start: Int) -> Int? {
        var from = start
        while from < count, let found = memchr(bytes + from, Int32(quote), count - from) {
            let position = bytes.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslashes = 0
            while position - backslashes - 1 >= start, bytes[position - backslashes - 1] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            if backslashes % 2 == 0 { return position }
            from = position + 1
        }
        return nil
    }
}
