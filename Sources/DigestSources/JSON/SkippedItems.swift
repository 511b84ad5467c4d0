/// The note for the items of an API's answers that could not be read (a ``LossyArray`` skips them).
enum SkippedItems {
    /// "3 posts in Bluesky's answers could not be read and are left out.", or none for 0.
    static func notes(_ count: Int, one: String, many: String, in answers: String) -> [String] {
        guard count > 0 else { return [] }
        return [
            "\(count) \(count == 1 ? one : many) in \(answers) could not be read and \(count == 1 ? "is" : "are") left out."
        ]
    }
}
