/// The keyed container of ``TemplateDataEncoder``: a struct's members.
///
/// A nil optional is kept as
/// `.null`, so a template can tell "nil" from "no such name" (a typo is an error, nil renders nothing).
struct TemplateKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let members: TemplateMembers
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { members.append(key.stringValue, .done(.null)) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { members.append(key.stringValue, .done(.bool(value))) }
    mutating func encode(_ value: String, forKey key: Key) throws {
        members.append(key.stringValue, .done(.text(value)))
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        members.append(key.stringValue, .done(.double(value)))
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        members.append(key.stringValue, .done(.double(Double(value))))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { members.append(key.stringValue, .done(.int(value))) }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
        members.append(key.stringValue, .done(TemplateScalar.int(value)))
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        members.append(key.stringValue, .done(TemplateScalar.int(value)))
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        members.append(key.stringValue, .done(TemplateScalar.int(value)))
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        members.append(key.stringValue, .done(TemplateScalar.int(value)))
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        members.append(key.stringValue, .done(TemplateScalar.int(value)))
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        members.append(key.stringValue, .done(TemplateScalar.int(value)))
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        members.append(key.stringValue, .done(TemplateScalar.int(value)))
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        members.append(key.stringValue, .done(TemplateScalar.int(value)))
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        members.append(key.stringValue, .done(TemplateScalar.int(value)))
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        members.append(key.stringValue, .done(try TemplateDataEncoder.data(of: value)))
    }

    // Synthesized `encode(to:)` skips a nil optional through these; each records it as nil instead.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        try value.map { try encode($0, forKey: key) } ?? encodeNil(forKey: key)
    }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        try value.map { try encode($0, forKey: key) } ?? encodeNil(forKey: key)
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        try value.map { try encode($0, forKey: key) } ?? encodeNil(forKey: key)
    }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
        try value.map { try encode($0, forKey: key) } ?? encodeNil(forKey: key)
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        try value.map { try encode($0, forKey: key) } ?? encodeNil(forKey: key)
    }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
        try value.map { try encode($0, forKey: key) } ?? encodeNil(forKey: key)
    }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
        try value.map { try encode($0, forKey: key) } ?? encodeNil(forKey: key)
    }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
        try value.map { try encode($0, forKey: key) } ?? encodeNil(forKey: key)
    }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
        try value.map { try encode($0, forKey: key) } ?? encodeNil(forKey: key)
    }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
        try value.map { try encode($0, forKey: key) } ?? encodeNil(forKey: key)
    }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
        try value.map { try encode($0, forKey: key) } ?? encodeNil(forKey: key)
    }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
        try value.map { try encode($0, forKey: key) } ?? encodeNil(forKey: key)
    }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
        try value.map { try encode($0, forKey: key) } ?? encodeNil(forKey: key)
    }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
        try value.map { try encode($0, forKey: key) } ?? encodeNil(forKey: key)
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        try value.map { try encode($0, forKey: key) } ?? encodeNil(forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = TemplateMembers()
        members.append(key.stringValue, .object(nested))
        return KeyedEncodingContainer(TemplateKeyedContainer<NestedKey>(members: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = TemplateItems()
        members.append(key.stringValue, .list(nested))
        return TemplateUnkeyedContainer(items: nested)
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

    private func superEncoder(named name: String) -> any Encoder {
        let encoder = TemplateDataEncoder()
        members.append(name, .encoder(encoder))
        return encoder
    }
}
