#ifndef MEOWLS_CSQLITE_SHIM_H
#define MEOWLS_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
