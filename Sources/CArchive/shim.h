#ifndef MEOWLS_CARCHIVE_SHIM_H
#define MEOWLS_CARCHIVE_SHIM_H
#include <archive.h>
#include <archive_entry.h>

/* NB: libarchive's status and file-type values are macros with casts or negative numbers, which Swift does not
   always import; these name the few MEOWLS reads. */
static inline int meowls_archive_ok(int status) { return status == ARCHIVE_OK || status == ARCHIVE_WARN; }
static inline int meowls_archive_eof(int status) { return status == ARCHIVE_EOF; }
static inline int meowls_archive_is_file(struct archive_entry *entry) {
  return archive_entry_filetype(entry) == AE_IFREG;
}
#endif
