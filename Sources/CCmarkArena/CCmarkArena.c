#include "CCmarkArena.h"

#include <cmark.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// A block of memory the arena hands out from the front. `bytes` starts 32 bytes in, so that
// what it hands out is aligned as malloc's is (16 bytes).
typedef struct chunk {
    struct chunk *next;
    size_t capacity;
    size_t used;
    size_t padding;
    unsigned char bytes[];
} chunk;

// Each allocation is preceded by 16 bytes holding its size, so realloc knows how much to copy.
// Each chunk ends with 16 known bytes, checked when it is freed: a write past the end of what
// the arena handed out stops the program rather than going on in memory that is not its own.
enum { HEADER = 16, ALIGNMENT = 16, CANARY = 16, FIRST_CHUNK = 128 * 1024 };
static const unsigned char canary[CANARY] = "weekly-digest-cm";

typedef struct arena {
    chunk *current;
    // The last allocation, which realloc may grow in place and free may give back.
    unsigned char *last;
} arena;

// The arena of the conversion running on this thread: cmark's allocator functions take no
// context, so they find it here.
static _Thread_local arena *current_arena;

static void out_of_memory(void) {
    // What cmark's own allocator does: it has no way to report a failed allocation.
    fprintf(stderr, "weekly-digest: out of memory converting Markdown\n");
    abort();
}

static size_t rounded(size_t size) {
    if (size > SIZE_MAX - HEADER - ALIGNMENT) out_of_memory();
    return (size + ALIGNMENT - 1) & ~(size_t)(ALIGNMENT - 1);
}

static size_t *size_of(void *block) { return (size_t *)((unsigned char *)block - HEADER); }

static void *take(arena *arena, size_t size) {
    size_t need = HEADER + rounded(size);
    chunk *chunk = arena->current;
    if (chunk == NULL || chunk->capacity - chunk->used < need) {
        size_t capacity = chunk == NULL ? FIRST_CHUNK : chunk->capacity * 2;
        if (capacity < need) capacity = need;
        if (capacity > SIZE_MAX - sizeof(struct chunk) - CANARY) out_of_memory();
        struct chunk *fresh = malloc(sizeof(struct chunk) + capacity + CANARY);
        if (fresh == NULL) out_of_memory();
        memcpy(fresh->bytes + capacity, canary, CANARY);
        fresh->next = chunk;
        fresh->capacity = capacity;
        fresh->used = 0;
        arena->current = chunk = fresh;
    }
    unsigned char *block = chunk->bytes + chunk->used + HEADER;
    chunk->used += need;
    *size_of(block) = size;
    arena->last = block;
    return block;
}

static void *arena_calloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size) out_of_memory();
    void *block = take(current_arena, count * size);
    memset(block, 0, count * size);
    return block;
}

static void *arena_realloc(void *pointer, size_t size) {
    arena *arena = current_arena;
    if (pointer == NULL) return take(arena, size);
    size_t old = *size_of(pointer);
    chunk *chunk = arena->current;
    // The last block grows where it is when its chunk has room (cmark's buffers mostly grow so).
    if (pointer == arena->last) {
        size_t start = (size_t)((unsigned char *)pointer - chunk->bytes);
        if (rounded(size) <= chunk->capacity - start) {
            chunk->used = start + rounded(size);
            *size_of(pointer) = size;
            return pointer;
        }
    }
    void *block = take(arena, size);
    memcpy(block, pointer, old < size ? old : size);
    return block;
}

static void arena_free(void *pointer) {
    // Freed with the arena; only the last block is given back at once.
    arena *arena = current_arena;
    if (pointer != NULL && pointer == arena->last) {
        arena->current->used = (size_t)((unsigned char *)pointer - arena->current->bytes) - HEADER;
        arena->last = NULL;
    }
}

static cmark_mem arena_memory = {arena_calloc, arena_realloc, arena_free};

char *wd_cmark_html(const char *markdown, size_t length, int options, size_t *html_length) {
    arena *outer = current_arena;
    arena pool = {NULL, NULL};
    current_arena = &pool;
    cmark_parser *parser = cmark_parser_new_with_mem(options, &arena_memory);
    cmark_parser_feed(parser, markdown, length);
    cmark_node *document = cmark_parser_finish(parser);
    char *rendered = cmark_render_html(document, options);
    size_t count = strlen(rendered);
    char *html = malloc(count + 1);
    if (html != NULL) memcpy(html, rendered, count + 1);
    // The parser, the document and the HTML are all in the arena: freed with it, not one by one.
    current_arena = outer;
    for (chunk *chunk = pool.current; chunk != NULL;) {
        struct chunk *next = chunk->next;
        if (memcmp(chunk->bytes + chunk->capacity, canary, CANARY) != 0) {
            fprintf(stderr, "weekly-digest: cmark wrote past the memory it was given\n");
            abort();
        }
        free(chunk);
        chunk = next;
    }
    if (html == NULL) out_of_memory();
    *html_length = count;
    return html;
}
