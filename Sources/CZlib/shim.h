#ifndef MEOWLS_CZLIB_SHIM_H
#define MEOWLS_CZLIB_SHIM_H
#include <zlib.h>
#endif
