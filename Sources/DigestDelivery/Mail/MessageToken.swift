/// A Message-ID token that is the same whenever the same week goes to the same recipients with the
/// same words, so a copy sent again after an interrupted send can be recognised by mail clients.
///
/// 128 bits from FNV-1a and FNV-1 (the two orders of the same step): unique enough for one person's mail, and no secret goes in.
package enum MessageToken {
    /// 32 hex digits from `parts` (each part is ended by a zero byte, so the parts cannot run together).
    package static func derive(_ parts: [String]) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        for part in parts {
            for byte in part.utf8 + [0] {
                first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                second = (second &* 0x0000_0100_0000_01b3) ^ UInt64(byte)
            }
        }
        return hex(first) + hex(second)
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
