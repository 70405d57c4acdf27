#ifndef MEOWLS_CQRENCODE_SHIM_H
#define MEOWLS_CQRENCODE_SHIM_H
// Debian's libqrencode-dev: the QR codes printed on fiscal receipts (the tax service's check link).
#include <qrencode.h>
#endif
