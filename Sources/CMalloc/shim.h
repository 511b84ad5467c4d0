// glibc's malloc tuning (mallopt), which the Glibc module leaves out: the executable caps malloc's
// arenas under an address-space limit (ulimit -v), where each arena would reserve 64 MB.
#include <malloc.h>
