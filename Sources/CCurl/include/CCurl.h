// libcurl for Swift, loaded when first needed.
//
// The binary does not link libcurl: loading it and the thirty libraries it brings (TLS, Kerberos,
// LDAP…) cost every start about 7 ms, though only fetching and mailing use it. wd_curl_load()
// opens it with dlopen on first use; every other function here calls through what it found.
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call, so each argument
// type gets a typed function.
#ifndef WD_CCURL_H
#define WD_CCURL_H

#include <curl/curl.h>

// NULL once libcurl is loaded (and curl_global_init has run); otherwise why it could not be,
// a sentence naming the library. Safe to call from any thread, any number of times.
const char *wd_curl_load(void);

CURL *wd_curl_easy_init(void);
void wd_curl_easy_reset(CURL *handle);
void wd_curl_easy_cleanup(CURL *handle);
CURLcode wd_curl_easy_perform(CURL *handle);
const char *wd_curl_easy_strerror(CURLcode code);
struct curl_slist *wd_curl_slist_append(struct curl_slist *list, const char *text);
void wd_curl_slist_free_all(struct curl_slist *list);

CURLcode wd_curl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode wd_curl_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode wd_curl_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode wd_curl_setopt_list(CURL *handle, CURLoption option, struct curl_slist *value);
CURLcode wd_curl_setopt_read(CURL *handle, curl_read_callback callback);
CURLcode wd_curl_setopt_write(CURL *handle, curl_write_callback callback);
CURLcode wd_curl_setopt_header(CURL *handle, curl_write_callback callback);
CURLcode wd_curl_setopt_progress(CURL *handle, curl_xferinfo_callback callback);

typedef int (*wd_curl_debug_callback)(CURL *handle, curl_infotype type, char *data, size_t size, void *context);
CURLcode wd_curl_setopt_debug(CURL *handle, wd_curl_debug_callback callback);

CURLcode wd_curl_getinfo_long(CURL *handle, CURLINFO info, long *value);

#endif
