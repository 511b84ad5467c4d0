import CCurl

/// One libcurl transfer on a ``CurlHandle``, as HTTP (DigestSources) and SMTP (DigestDelivery)
/// both drive it: options set by type and checked as they are set, the lists handed to libcurl
/// and the buffer it writes its error into owned here and freed with the transfer, and libcurl's
/// own words for what went wrong.
///
/// Used on one thread at a time: the thread running ``perform()``, where libcurl also calls back.
package final class CurlEasy {
    let handle: CurlHandle
    /// The C edge: the buffer libcurl writes its error message into, freed with the transfer.
    let errorBuffer: UnsafeMutablePointer<CChar>
    /// The C edge: the lists handed to libcurl, freed with the transfer.
    var lists: [UnsafeMutablePointer<curl_slist>] = []
    /// The codes of the options set so far.
    var codes: [CURLcode] = []

    /// A transfer on `handle` (new, or reset since its last transfer).
    package init(on handle: CurlHandle) {
        self.handle = handle
        errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        set(CURLOPT_ERRORBUFFER, pointer: errorBuffer)
        // No signals: every transfer runs on a thread of its own.
        set(CURLOPT_NOSIGNAL, 1)
    }

    deinit {
        // The list options are cleared before the lists go, so the handle keeps no dangling pointer.
        handle.reset()
        for list in lists { curl_slist_free_all(list) }
        errorBuffer.deallocate()
    }

    /// Sets a number option.
    package func set(_ option: CURLoption, _ value: Int) {
        codes.append(wd_curl_setopt_long(handle.pointer, option, value))
    }

    /// Sets a text option (libcurl copies the text).
    package func set(_ option: CURLoption, _ value: String) {
        codes.append(wd_curl_setopt_string(handle.pointer, option, value))
    }

    /// Sets a pointer option: a callback's context, or a buffer (the C edge: the caller keeps
    /// what it points to alive until the transfer ends).
    package func set(_ option: CURLoption, pointer: UnsafeMutableRawPointer?) {
        codes.append(wd_curl_setopt_pointer(handle.pointer, option, pointer))
    }

    /// Sets `option` to a list of `items`, owned by the transfer.
    package func set(_ option: CURLoption, list items: [String]) {
        // The C edge: libcurl's list, kept in ``lists`` and freed with the transfer.
        var list: UnsafeMutablePointer<curl_slist>?
        for item in items { list = curl_slist_append(list, item) }
        if let list { lists.append(list) }
        codes.append(wd_curl_setopt_pointer(handle.pointer, option, list))
    }

    /// Sets the callback libcurl reads the upload from.
    package func set(read callback: curl_read_callback) {
        codes.append(wd_curl_setopt_read(handle.pointer, callback))
    }

    /// Sets the callback for the body (`CURLOPT_WRITEFUNCTION`) or the header lines (`CURLOPT_HEADERFUNCTION`).
    package func set(_ option: CURLoption, write callback: curl_write_callback) {
        codes.append(wd_curl_setopt_write(handle.pointer, option, callback))
    }

    /// Sets the progress callback, called about once a second even while nothing arrives.
    package func set(progress callback: curl_xferinfo_callback) {
        codes.append(wd_curl_setopt_progress(handle.pointer, callback))
    }

    /// Sets the callback that sees what went over the wire (with `CURLOPT_VERBOSE`).
    package func set(debug callback: wd_curl_debug_callback) {
        codes.append(wd_curl_setopt_debug(handle.pointer, callback))
    }

    /// libcurl's words for the first option it refused, or nil when it took them all.
    package var refusedOption: String? {
        codes.first { $0 != CURLE_OK }.map(Self.words)
    }

    /// Runs the transfer to its end: libcurl's code and its own account of a failure (its
    /// message, else its words for the code).
    package func perform() -> (code: CURLcode, detail: String) {
        let code = curl_easy_perform(handle.pointer)
        let message = String(cString: errorBuffer)
        return (code, code == CURLE_OK ? "" : message.isEmpty ? Self.words(code) : message)
    }

    /// A number libcurl knows about the transfer (the status, the bytes of the request sent); 0 when it has none.
    package func info(_ info: CURLINFO) -> Int {
        var value = 0
        _ = wd_curl_getinfo_long(handle.pointer, info, &value)
        return value
    }

    /// libcurl's words for `code`.
    package static func words(_ code: CURLcode) -> String {
        String(cString: curl_easy_strerror(code))
    }
}
