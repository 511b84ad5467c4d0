import CCurl

/// A libcurl easy handle: made, reset between transfers and cleaned up here, and nowhere else.
///
/// `@unchecked Sendable`: a handle is used by one transfer at a time (``CurlEasy``); a pool of
/// idle handles hands it from one to the next under its own lock.
package final class CurlHandle: @unchecked Sendable {
    /// The C edge: libcurl's `CURL *`, opaque to Swift, cleaned up with this handle.
    let pointer: UnsafeMutableRawPointer

    /// libcurl's one-time start (`curl_global_init`), run before the first handle is made:
    /// nil once it ran, else why it failed.
    static let started: String? =
        curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK
        ? nil : "libcurl could not start (curl_global_init failed)"

    /// Starts libcurl when it has not started; nil once it has, else why it cannot.
    package static func start() -> String? {
        started
    }

    /// A new handle; nil when libcurl cannot start or make one.
    package init?() {
        guard Self.started == nil, let pointer = curl_easy_init() else { return nil }
        self.pointer = pointer
    }

    /// Forgets every option set by the last transfer; the connections it opened stay for the next.
    package func reset() {
        curl_easy_reset(pointer)
    }

    deinit {
        curl_easy_cleanup(pointer)
    }
}
