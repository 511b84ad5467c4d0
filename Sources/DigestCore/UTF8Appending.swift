extension Array where Element == UInt8 {
    /// `text`'s UTF-8 bytes onto the end, copied whole from the string's storage.
    ///
    /// `append(contentsOf: text.utf8)` goes through the view's generic iteration, about three
    /// times the instructions for the short values pages are made of.
    package mutating func append(utf8Of text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(bytes: $0) }
        if copied == nil { append(contentsOf: text.utf8) }
    }

    /// `bytes` onto the end, in one copy into room made for them.
    ///
    /// `append(contentsOf:)` takes any sequence: it asks for an estimate of the count, copies,
    /// then looks for elements left over, about 90 instructions for each of the short runs a page
    /// is made of (half a million runs on 2 600 weeks).
    @inlinable package mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        append(addingCapacity: bytes.count) { span in
            span.withUnsafeMutableBufferPointer { room, count in
                room.baseAddress?.advanced(by: count).initialize(from: source, count: bytes.count)
                count += bytes.count
            }
        }
    }
}
