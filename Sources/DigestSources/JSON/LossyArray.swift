/// A JSON array whose elements that do not decode as `Element` are skipped (and counted), not fatal.
struct LossyArray<Element: Decodable>: Decodable {
    /// The elements that decoded.
    var items: [Element]
    /// How many elements were skipped.
    var skipped: Int

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var items: [Element] = []
        var skipped = 0
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                items.append(element)
            } else {
                skipped += 1
                // A failed decode may not advance the container; consuming an empty type always does.
                _ = try? container.decode(AnyJSON.self)
            }
        }
        self.items = items
        self.skipped = skipped
    }
}

/// Consumes one JSON value of any type.
struct AnyJSON: Decodable {
    init(from decoder: any Decoder) throws {}
}
