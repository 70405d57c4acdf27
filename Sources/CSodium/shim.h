#ifndef MEOWLS_CSODIUM_SHIM_H
#define MEOWLS_CSODIUM_SHIM_H
#include <sodium.h>
#endif
