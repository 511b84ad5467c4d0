/// The single-value container of ``TemplateDataEncoder``: a scalar, or a value standing for one.
struct TemplateSingleValueContainer: SingleValueEncodingContainer {
    let encoder: TemplateDataEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { encoder.store(.null) }
    mutating func encode(_ value: Bool) throws { encoder.store(.bool(value)) }
    mutating func encode(_ value: String) throws { encoder.store(.text(value)) }
    mutating func encode(_ value: Double) throws { encoder.store(.double(value)) }
    mutating func encode(_ value: Float) throws { encoder.store(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { encoder.store(.int(value)) }
    mutating func encode(_ value: Int8) throws { encoder.store(TemplateScalar.int(value)) }
    mutating func encode(_ value: Int16) throws { encoder.store(TemplateScalar.int(value)) }
    mutating func encode(_ value: Int32) throws { encoder.store(TemplateScalar.int(value)) }
    mutating func encode(_ value: Int64) throws { encoder.store(TemplateScalar.int(value)) }
    mutating func encode(_ value: UInt) throws { encoder.store(TemplateScalar.int(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.store(TemplateScalar.int(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.store(TemplateScalar.int(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.store(TemplateScalar.int(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.store(TemplateScalar.int(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { encoder.store(try TemplateDataEncoder.data(of: value)) }
}
