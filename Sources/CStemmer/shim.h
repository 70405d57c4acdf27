#ifndef MEOWLS_CSTEMMER_SHIM_H
#define MEOWLS_CSTEMMER_SHIM_H
// Debian's libstemmer-dev ships the Snowball stemmers without a pkg-config file: the header is on the default
// include path and the module map links `stemmer` by name.
#include <libstemmer.h>
#endif
