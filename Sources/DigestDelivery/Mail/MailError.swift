/// Why a message could not be built, sent or recorded; each says what to change.
package struct MailError: Error, Sendable, CustomStringConvertible, Equatable {
    /// What failed.
    package enum Kind: Sendable, Equatable {
        /// A setting is unusable (an address, the SMTP URL): exit 64.
        case setting
        /// The server or command refused or could not be reached: exit 1, nothing recorded.
        case delivery
        /// The whole message went out and no answer came (a drop, a silence, a deadline): it may
        /// have arrived, so the ledger keeps it as being sent, and the next run resends it with the
        /// same Message-ID: exit 1.
        case unknownOutcome
        /// The sent-mail ledger could not be read or written.
        case ledger
    }

    /// What failed.
    package let kind: Kind
    /// A sentence naming the setting, server or file, what happened and what to do.
    package let message: String

    /// An error of `kind`.
    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    package var description: String { message }
}
