import Foundation

/// Finds the elements of the JavaScript array in an X archive file, and each element's
/// `created_at`, without decoding the JSON: strings (with their escapes) are skipped, brackets counted.
enum XArchiveScanner {
    /// Why a file is not an archive array.
    struct Failure: Error {
        var reason: String
    }

    /// The byte ranges of the top-level array's `{…}` elements.
    static func elements(of data: Data) throws(Failure) -> [Range<Int>] {
        let result: Result<[Range<Int>], Failure> = data.withUnsafeBytes { buffer in
            let bytes = buffer.bindMemory(to: UInt8.self)
            // `window.YTD.tweets.part0 = [`: the first bracket opens the array (a bare JSON array works too).
            guard let open = bytes.firstIndex(of: UInt8(ascii: "[")) else {
                return .failure(Failure(reason: "no `window.YTD.tweets.part0 = [` at its start"))
            }
            var ranges: [Range<Int>] = []
            var depth = 0
            var inString = false
            var escaped = false
            var elementStart = 0
            for index in open..<bytes.count {
                let byte = bytes[index]
                if inString {
                    if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                    continue
                }
                switch byte {
                case 0x22: inString = true
                case 0x7B, 0x5B:
                    depth += 1
                    if depth == 2, byte == 0x7B { elementStart = index }
                case 0x7D, 0x5D:
                    if depth == 2, byte == 0x7D { ranges.append(elementStart..<index + 1) }
                    depth -= 1
                    if depth == 0 { return .success(ranges) }
                default: break
                }
            }
            return .failure(Failure(reason: "the array is not closed; the file may be cut short"))
        }
        return try result.get()
    }

    static let createdKey = Array(#""created_at""#.utf8)

    /// The instant in the first `"created_at" : "Wed Nov 18 09:12:00 +0000 2026"` inside `range`.
    static func createdAt(in data: Data, _ range: Range<Int>) -> Date? {
        data.withUnsafeBytes { buffer -> Date? in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var index = range.lowerBound
            let last = range.upperBound - createdKey.count
            while index <= last {
                if bytes[index] == 0x22, bytes[index..<index + createdKey.count].elementsEqual(createdKey) { break }
                index += 1
            }
            guard index <= last else { return nil }
            index += createdKey.count
            while index < range.upperBound, bytes[index] != 0x22 { index += 1 }
            let start = index + 1
            guard let end = bytes[start..<range.upperBound].firstIndex(of: 0x22) else { return nil }
            return XArchiveDate.parse(bytes[start..<end])
        }
    }
}
