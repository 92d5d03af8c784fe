// Candidate "c-module" of make bench-atomics: a word's atomic operations as C functions the Swift compiler inlines
// (clang's __atomic builtins), which run on every OS version.
#include <stdbool.h>
#include <stdint.h>

static inline uintptr_t notigen_load(uintptr_t *word) { return __atomic_load_n(word, __ATOMIC_SEQ_CST); }
static inline uintptr_t notigen_load_relaxed(uintptr_t *word) { return __atomic_load_n(word, __ATOMIC_RELAXED); }
static inline void notigen_store(uintptr_t *word, uintptr_t value) { __atomic_store_n(word, value, __ATOMIC_SEQ_CST); }
static inline void notigen_store_releasing(uintptr_t *word, uintptr_t value) {
    __atomic_store_n(word, value, __ATOMIC_RELEASE);
}
static inline uintptr_t notigen_exchange(uintptr_t *word, uintptr_t value) {
    return __atomic_exchange_n(word, value, __ATOMIC_SEQ_CST);
}
static inline bool notigen_compare_exchange(uintptr_t *word, uintptr_t expected, uintptr_t desired) {
    return __atomic_compare_exchange_n(word, &expected, desired, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
