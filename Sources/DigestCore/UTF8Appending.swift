extension Array where Element == UInt8 {
    /// `text`'s UTF-8 bytes onto the end, copied whole from the string's storage.
    ///
    /// `append(contentsOf: text.utf8)` goes through the view's generic iteration, about three
    /// times the instructions for the short values pages are made of.
    package mutating func append(utf8Of text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil { append(contentsOf: text.utf8) }
    }
}
