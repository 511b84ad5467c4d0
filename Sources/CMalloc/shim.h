// glibc's malloc tuning (mallopt), which the Glibc module leaves out: under an address-space limit
// (ulimit -v) the program holds malloc to two arenas, each of which reserves 64 MB of addresses.
#include <malloc.h>
