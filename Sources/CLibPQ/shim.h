#ifndef MEOWLS_CLIBPQ_SHIM_H
#define MEOWLS_CLIBPQ_SHIM_H
#include <libpq-fe.h>
#endif
