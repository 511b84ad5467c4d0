/// The unkeyed container of ``TemplateDataEncoder``: a list.
struct TemplateUnkeyedContainer: UnkeyedEncodingContainer {
    let items: TemplateItems
    var codingPath: [any CodingKey] { [] }
    var count: Int { items.slots.count }

    mutating func encodeNil() throws { items.slots.append(.done(.null)) }
    mutating func encode(_ value: Bool) throws { items.slots.append(.done(.bool(value))) }
    mutating func encode(_ value: String) throws { items.slots.append(.done(.text(value))) }
    mutating func encode(_ value: Double) throws { items.slots.append(.done(.double(value))) }
    mutating func encode(_ value: Int) throws { items.slots.append(.done(.int(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        items.slots.append(.done(try TemplateDataEncoder.data(of: value)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let nested = TemplateMembers()
        items.slots.append(.object(nested))
        return KeyedEncodingContainer(TemplateKeyedContainer<NestedKey>(members: nested))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = TemplateItems()
        items.slots.append(.list(nested))
        return TemplateUnkeyedContainer(items: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = TemplateDataEncoder()
        items.slots.append(.encoder(encoder))
        return encoder
    }
}
