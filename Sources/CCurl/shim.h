// libcurl for Swift: curl_easy_setopt is variadic, which Swift cannot call, so each argument type
// gets a typed wrapper. Only what the SMTP mailer uses.
#include <curl/curl.h>

static inline CURLcode wd_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode wd_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode wd_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode wd_curl_setopt_list(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode wd_curl_setopt_read(CURL *handle, curl_read_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_READFUNCTION, callback);
}

typedef int (*wd_curl_debug_callback)(CURL *handle, curl_infotype type, char *data, size_t size, void *context);

static inline CURLcode wd_curl_setopt_debug(CURL *handle, wd_curl_debug_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_DEBUGFUNCTION, callback);
}
