import Foundation
import Testing

@testable import DigestCore

/// `zeroPadded` writes what `%0*d` writes, for the small numbers it mostly pads and for the odd
/// ones (negative, wider than the width, the extremes).
struct ZeroPaddingTests {
    @Test(arguments: [0, 1, 2, 4, 6, 12])
    func padsAsPrintfDoes(width: Int) {
        let values = [
            0, 1, 7, 9, 10, 59, 99, 100, 999, 2026, 10_000, 123_456_789, -1, -5, -42, -2026, Int.max, Int.min + 1,
            Int.min,
        ]
        for value in values {
            #expect(value.zeroPadded(width) == String(format: "%0*ld", Int32(width), value), "\(value) to \(width)")
        }
    }
}
