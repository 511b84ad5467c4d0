/// Turns an `Encodable` context into ``TemplateData``.
///
/// The compiler writes each context's
/// `encode(to:)`, so rendering walks values through compiled code instead of looking every
/// member up by reflection at run time (once the bulk of a rebuild's time).
final class TemplateDataEncoder: Encoder {
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]
    private var storage = TemplateSlot.done(.null)

    /// `value` as templates see it.
    static func data(of value: some Encodable) throws -> TemplateData {
        if let text = value as? String { return .text(text) }
        let encoder = TemplateDataEncoder()
        try value.encode(to: encoder)
        return encoder.storage.data
    }

    /// Stores a value made without a container: ``TrustedMarkup`` marks itself this way.
    func store(_ value: TemplateData) {
        storage = .done(value)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object(let members) = storage {
            return KeyedEncodingContainer(TemplateKeyedContainer(members: members))
        }
        let members = TemplateMembers()
        storage = .object(members)
        return KeyedEncodingContainer(TemplateKeyedContainer(members: members))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .list(let items) = storage { return TemplateUnkeyedContainer(items: items) }
        let items = TemplateItems()
        storage = .list(items)
        return TemplateUnkeyedContainer(items: items)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        TemplateSingleValueContainer(encoder: self)
    }
}

/// A value being encoded: finished, or a container that nested containers may still fill.
enum TemplateSlot {
    case done(TemplateData)
    case object(TemplateMembers)
    case list(TemplateItems)
    case encoder(TemplateDataEncoder)

    var data: TemplateData {
        switch self {
        case .done(let value): return value
        case .object(let members):
            return .object(TemplateObject(names: members.names, values: members.slots.map(\.data)))
        case .list(let items): return .list(items.slots.map(\.data))
        case .encoder(let encoder): return encoder.finished
        }
    }
}

extension TemplateDataEncoder {
    /// What has been encoded so far.
    var finished: TemplateData { storage.data }
}

/// The members of a keyed container, filled in order.
final class TemplateMembers {
    var names: [String] = []
    var slots: [TemplateSlot] = []

    func append(_ name: String, _ slot: TemplateSlot) {
        names.append(name)
        slots.append(slot)
    }
}

/// The items of an unkeyed container, filled in order.
final class TemplateItems {
    var slots: [TemplateSlot] = []
}

/// `encode(_:)` of one scalar, shared by the three containers.
enum TemplateScalar {
    static func int(_ value: some BinaryInteger) -> TemplateData {
        Int(exactly: value).map(TemplateData.int) ?? .double(Double(value))
    }
}
