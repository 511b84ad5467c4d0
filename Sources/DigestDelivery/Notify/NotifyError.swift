/// Why a week was not posted, as a sentence that says what to do.
package struct NotifyError: Error, CustomStringConvertible, Equatable {
    package var description: String

    /// An error saying `description`.
    package init(_ description: String) {
        self.description = description
    }
}
