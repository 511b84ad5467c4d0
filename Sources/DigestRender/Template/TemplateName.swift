/// A name as a template or a context spells it, with a key made from its bytes: a lookup
/// compares keys instead of strings.
///
/// A name of up to 15 bytes (every name the built-in templates and contexts use) is its key: its
/// bytes and its length, packed into two words, so two names are the same exactly when their keys
/// are. A longer name's key is FNV-1a of its bytes with a mark no short name's key has, and its
/// text is compared where the keys match.
///
/// Every tag of every page looks its name up through the levels of its sections, a few dozen
/// names in all; comparing strings had cost more than the rest of the lookup.
struct TemplateName: Sendable, Hashable {
    /// The name itself.
    let text: String
    /// The first 8 bytes of a short name; FNV-1a of a long one's bytes.
    let head: UInt64
    /// Bytes 8 to 14 of a short name and its length in the top byte; ``longMark`` for a long one.
    let tail: UInt64

    /// The tail of every name longer than 15 bytes (a short name's top byte is at most 15).
    static let longMark = UInt64.max

    init(_ text: String) {
        var head: UInt64 = 0
        var tail: UInt64 = 0
        let count = text.utf8.count
        if count <= 15 {
            // Counted by hand: `enumerated()` over the bytes cost more than twice as much, for the names
            // of every value every page encodes.
            var index: UInt64 = 0
            for byte in text.utf8 {
                if index < 8 {
                    head |= UInt64(byte) << (8 * index)
                } else {
                    tail |= UInt64(byte) << (8 * (index - 8))
                }
                index += 1
            }
            tail |= UInt64(count) << 56
        } else {
            head = 0xcbf2_9ce4_8422_2325
            for byte in text.utf8 { head = (head ^ UInt64(byte)) &* 0x0100_0000_01b3 }
            tail = Self.longMark
        }
        self.init(text, head: head, tail: tail)
    }

    /// A name with the key given: what two long names whose keys collide look like.
    init(_ text: String, head: UInt64, tail: UInt64) {
        self.text = text
        self.head = head
        self.tail = tail
    }

    /// `.`, the value on top of the stack.
    static let dot = TemplateName(".")

    /// Whether this is `.`.
    var isDot: Bool { head == UInt64(UInt8(ascii: ".")) && tail == 1 << 56 }

    /// Whether `other` is the same name: by the keys alone for short names.
    @inline(__always) func matches(_ other: TemplateName) -> Bool {
        head == other.head && tail == other.tail && (tail != Self.longMark || text == other.text)
    }

    static func == (lhs: TemplateName, rhs: TemplateName) -> Bool { lhs.matches(rhs) }

    func hash(into hasher: inout Hasher) {
        hasher.combine(head)
        hasher.combine(tail)
    }
}

/// The names of a context's members in declaration order, with their keys: one list per type,
/// made once and shared by all its values.
struct MemberNames: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// The names with their keys, in declaration order.
    let list: [TemplateName]

    init(_ names: [String]) {
        list = names.map(TemplateName.init)
    }

    init(arrayLiteral names: String...) {
        self.init(names)
    }

    /// The names, in declaration order.
    var names: [String] { list.map(\.text) }

    /// Where `name` is among the names, or nil.
    func index(of name: TemplateName) -> Int? {
        list.firstIndex { $0.matches(name) }
    }
}
