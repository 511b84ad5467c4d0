import CCurl

/// One libcurl transfer on an easy handle, as HTTP (DigestSources) and SMTP (DigestDelivery)
/// both drive it: the library loaded on first use, the lists handed to libcurl and the buffer it
/// writes its error into owned here and freed with the transfer, options checked as they are set,
/// and libcurl's own words for what went wrong.
///
/// Used on one thread at a time: the thread running ``perform()``, where libcurl also calls back.
package final class CurlEasy {
    /// The C edge: libcurl's `CURL *`, opaque to Swift; cleaned up here only when this made it.
    package let handle: UnsafeMutableRawPointer
    let owned: Bool
    /// The C edge: the buffer libcurl writes its error message into, freed with the transfer.
    let errorBuffer: UnsafeMutablePointer<CChar>
    /// The C edge: the lists handed to libcurl, freed with the transfer.
    var lists: [UnsafeMutablePointer<curl_slist>] = []
    /// The codes of the options set so far.
    var codes: [CURLcode] = []

    /// Loads libcurl when it is not yet loaded; nil once it is, else why it cannot be.
    package static func load() -> String? {
        wd_curl_load().map { String(cString: $0) }
    }

    /// A transfer on a handle of its own, cleaned up with it; nil when libcurl cannot make one.
    package convenience init?() {
        guard let handle = wd_curl_easy_init() else { return nil }
        self.init(on: handle, owned: true)
    }

    /// A transfer on `handle` (kept by the caller between transfers, freshly reset).
    package init(on handle: UnsafeMutableRawPointer, owned: Bool = false) {
        self.handle = handle
        self.owned = owned
        errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        set(wd_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer))
        // No signals: every transfer runs on a thread of its own.
        set(wd_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1))
    }

    deinit {
        for list in lists { wd_curl_slist_free_all(list) }
        errorBuffer.deallocate()
        if owned { wd_curl_easy_cleanup(handle) }
    }

    /// Records the code of an option set on ``handle`` (`wd_curl_setopt_…(easy.handle, …)`).
    package func set(_ code: CURLcode) {
        codes.append(code)
    }

    /// Sets `option` to a list of `items`, owned by the transfer.
    package func set(_ option: CURLoption, list items: [String]) {
        // The C edge: libcurl's list, kept in ``lists`` and freed with the transfer.
        var list: UnsafeMutablePointer<curl_slist>?
        for item in items { list = wd_curl_slist_append(list, item) }
        if let list { lists.append(list) }
        set(wd_curl_setopt_list(handle, option, list))
    }

    /// libcurl's words for the first option it refused, or nil when it took them all.
    package var refusedOption: String? {
        codes.first { $0 != CURLE_OK }.map(Self.words)
    }

    /// Runs the transfer to its end: libcurl's code and its own account of a failure (its
    /// message, else its words for the code).
    package func perform() -> (code: CURLcode, detail: String) {
        let code = wd_curl_easy_perform(handle)
        let message = String(cString: errorBuffer)
        return (code, code == CURLE_OK ? "" : message.isEmpty ? Self.words(code) : message)
    }

    /// libcurl's words for `code`.
    package static func words(_ code: CURLcode) -> String {
        String(cString: wd_curl_easy_strerror(code))
    }
}
