import Testing

@testable import DigestDelivery

/// The advice a refusal gets follows its reply class and enhanced status, whatever libcurl's own
/// code for it was.
struct SMTPReplyTests {
    @Test(arguments: [
        (["250 OK", "550 5.1.1 <x@example.com>: Recipient address rejected: User unknown"], "check DIGEST_MAIL_TO"),
        (["550 No such user here", "221 Bye"], "check DIGEST_MAIL_TO"),
        (["553 5.1.8 Sender address rejected"], "check DIGEST_MAIL_TO and DIGEST_MAIL_FROM"),
        (["451 4.3.0 Try again later"], "a temporary failure at the server; try again later"),
        (["421 4.7.0 Too many connections", "221 Bye"], "a temporary failure"),
        (["452 4.2.2 Mailbox full"], "a temporary failure"),
        (["554 5.7.1 Message rejected as spam"], "refused the message for good"),
        (["552 5.3.4 Message size exceeds fixed limit"], "larger than the server takes"),
        (["535 5.7.8 Authentication credentials invalid"], "check SMTP_USERNAME and SMTP_PASSWORD"),
    ])
    func aRefusalGetsTheAdviceItsReplyCallsFor(replies: [String], advice: String) throws {
        let reply = try #require(SMTPReply.lastRefusal(in: replies))
        #expect(reply.advice.contains(advice), "\(reply.advice)")
    }

    @Test(arguments: [[], ["250 2.0.0 Ok: queued"], ["220 ready", "221 Bye"], ["not a reply"], ["9999 odd"]])
    func noRefusalNoAdvice(replies: [String]) {
        #expect(SMTPReply.lastRefusal(in: replies) == nil)
    }
}
