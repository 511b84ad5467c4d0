import TestSupport
import Testing

@testable import DigestCore

/// Numbers written as decimal text by hand (``Swift/String/init(decimal:)``, ``Swift/Array/appendDecimal(_:)``)
/// must read exactly as `String(number)` writes them, at every length and sign.
struct DecimalTests {
    @Test(arguments: [
        0, 1, 9, 10, 11, 99, 100, 101, 999, 1_000, 2_026, 9_999, 10_000, 86_400, 999_999_999_999, -1, -9, -10, -99,
        -100, -2_026, Int.max, Int.min, Int.max - 1, Int.min + 1,
    ])
    func aNumberIsWrittenAsStringWritesIt(number: Int) {
        #expect(String(decimal: number) == String(number))
        var bytes: [UInt8] = [7]
        bytes.appendDecimal(number)
        #expect(bytes == [7] + Array(String(number).utf8))
    }

    @Test func randomNumbersOfEveryLengthAreWrittenAsStringWritesThem() {
        var random = SeededRandom(seed: 0xDEC1_4A15)
        for _ in 0..<20_000 {
            let digits = Int.random(in: 1...18, using: &random)
            var number = Int.random(in: 0..<pow10(digits), using: &random)
            if Bool.random(using: &random) { number = -number }
            #expect(String(decimal: number) == String(number), "\(number)")
        }
    }

    func pow10(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }
}
