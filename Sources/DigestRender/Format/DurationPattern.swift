import DigestCore

/// A duration phrase made ready for its numbers: the phrase's text with its `{hours}` and
/// `{minutes}` cut out, and where each goes.
///
/// A rebuild of 2 600 weeks writes 150 000 durations. Filled through ``Phrase``, each looked up
/// its names by comparing strings and copied each piece of the phrase (a retain and a release);
/// filled from here, it copies two or three runs of bytes and writes the digits.
struct DurationPattern: Sendable {
    /// A number a duration is written with.
    enum Number: Sendable {
        case hours, minutes
    }

    /// The phrase's UTF-8 without the placeholders filled here (any other `{name}` stays, as
    /// ``Phrase/filled(_:)`` leaves a name it has no value for).
    let literal: [UInt8]
    /// Where each number goes in ``literal``, in order.
    let slots: [Slot]

    /// A place in ``literal`` and the number written there.
    struct Slot: Sendable {
        /// Where in ``DurationPattern/literal`` the number goes.
        let offset: Int
        /// Which number.
        let number: Number
    }

    /// `phrase` ready for `numbers`: the placeholders it names are filled, any other is kept.
    init(_ phrase: Phrase, numbers: [String: Number]) {
        var literal: [UInt8] = []
        var slots: [Slot] = []
        for piece in phrase.pieces {
            switch piece {
            case .text(let text): literal.append(contentsOf: text.utf8)
            case .placeholder(let name):
                if let number = numbers[name] {
                    slots.append(Slot(offset: literal.count, number: number))
                } else {
                    literal.append(contentsOf: "{\(name)}".utf8)
                }
            }
        }
        self.literal = literal
        self.slots = slots
    }

    /// The phrase with its numbers written in.
    func filled(hours: Int, minutes: Int) -> String {
        literal.withUnsafeBufferPointer { literal in
            slots.withUnsafeBufferPointer { slots in
                String(assembling: { text in
                    var start = 0
                    for slot in slots {
                        text.add(validUTF8: UnsafeBufferPointer(rebasing: literal[start..<slot.offset]))
                        text.add(slot.number == .hours ? hours : minutes)
                        start = slot.offset
                    }
                    text.add(validUTF8: UnsafeBufferPointer(rebasing: literal[start...]))
                })
            }
        }
    }
}
