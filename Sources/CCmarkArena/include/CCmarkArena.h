// cmark's Markdown to HTML with every allocation of one conversion taken from an arena.
//
// cmark allocates each node, each line of text and each growth of its buffers on its own: for a
// week's page, a hundred callocs and reallocs and as many frees, a quarter of its time. Here they
// come from a few large blocks that are freed together when the conversion is done.
#ifndef WD_CCMARK_ARENA_H
#define WD_CCMARK_ARENA_H

#include <stddef.h>

// The HTML of `length` bytes of Markdown, converted as cmark_markdown_to_html converts them with
// `options`, as a NUL-terminated string allocated with malloc (the caller frees it); its length
// in `html_length`. Safe to call from any number of threads at once.
char *wd_cmark_html(const char *markdown, size_t length, int options, size_t *html_length);

#endif
