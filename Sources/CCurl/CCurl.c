#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// The functions found in the loaded library.
static struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_reset)(CURL *handle);
    void (*easy_cleanup)(CURL *handle);
    CURLcode (*easy_perform)(CURL *handle);
    const char *(*easy_strerror)(CURLcode code);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
} curl;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *problem = NULL;
static char message[512];

// The sonames of libcurl 7 and 8: Debian's OpenSSL build, then its GnuTLS build.
static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4"};

static void load(void) {
    void *library = NULL;
    const char *reason = "not found";
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (library == NULL && i == 0) {
            const char *error = dlerror();
            if (error != NULL) snprintf(message, sizeof message, "%s", error);
            reason = message;
        }
    }
    if (library == NULL) {
        char detail[sizeof message];
        snprintf(detail, sizeof detail, "%s", reason);
        snprintf(message, sizeof message,
                 "libcurl (libcurl.so.4) could not be loaded (%s); install it: apt-get install libcurl4", detail);
        problem = message;
        return;
    }
#define FIND(field, symbol)                                                                                         \
    do {                                                                                                            \
        *(void **)(&curl.field) = dlsym(library, symbol);                                                           \
        if (curl.field == NULL) {                                                                                   \
            snprintf(message, sizeof message, "the libcurl found has no %s; install libcurl 7.32 or later", symbol); \
            problem = message;                                                                                      \
            return;                                                                                                 \
        }                                                                                                           \
    } while (0)
    FIND(global_init, "curl_global_init");
    FIND(easy_init, "curl_easy_init");
    FIND(easy_reset, "curl_easy_reset");
    FIND(easy_cleanup, "curl_easy_cleanup");
    FIND(easy_perform, "curl_easy_perform");
    FIND(easy_strerror, "curl_easy_strerror");
    FIND(easy_setopt, "curl_easy_setopt");
    FIND(easy_getinfo, "curl_easy_getinfo");
    FIND(slist_append, "curl_slist_append");
    FIND(slist_free_all, "curl_slist_free_all");
#undef FIND
    if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(message, sizeof message, "libcurl could not start (curl_global_init failed)");
        problem = message;
    }
}

const char *wd_curl_load(void) {
    pthread_once(&once, load);
    return problem;
}

// Each function below is called only after wd_curl_load() returned NULL.
CURL *wd_curl_easy_init(void) { return curl.easy_init(); }
void wd_curl_easy_reset(CURL *handle) { curl.easy_reset(handle); }
void wd_curl_easy_cleanup(CURL *handle) { curl.easy_cleanup(handle); }
CURLcode wd_curl_easy_perform(CURL *handle) { return curl.easy_perform(handle); }
const char *wd_curl_easy_strerror(CURLcode code) { return curl.easy_strerror(code); }
struct curl_slist *wd_curl_slist_append(struct curl_slist *list, const char *text) {
    return curl.slist_append(list, text);
}
void wd_curl_slist_free_all(struct curl_slist *list) { curl.slist_free_all(list); }

CURLcode wd_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode wd_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode wd_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode wd_curl_setopt_list(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode wd_curl_setopt_read(CURL *handle, curl_read_callback callback) {
    return curl.easy_setopt(handle, CURLOPT_READFUNCTION, callback);
}
CURLcode wd_curl_setopt_write(CURL *handle, curl_write_callback callback) {
    return curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}
CURLcode wd_curl_setopt_header(CURL *handle, curl_write_callback callback) {
    return curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, callback);
}
CURLcode wd_curl_setopt_progress(CURL *handle, curl_xferinfo_callback callback) {
    return curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}
CURLcode wd_curl_setopt_debug(CURL *handle, wd_curl_debug_callback callback) {
    return curl.easy_setopt(handle, CURLOPT_DEBUGFUNCTION, callback);
}
CURLcode wd_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl.easy_getinfo(handle, info, value);
}
