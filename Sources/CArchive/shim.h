#ifndef MEOWLS_CARCHIVE_SHIM_H
#define MEOWLS_CARCHIVE_SHIM_H
#include <archive.h>
#include <archive_entry.h>
#include <locale.h>

/* NB: libarchive's status and file-type values are macros with casts or negative numbers, which Swift does not
   always import; these name the few MEOWLS reads. */
static inline int meowls_archive_ok(int status) { return status == ARCHIVE_OK || status == ARCHIVE_WARN; }
static inline int meowls_archive_eof(int status) { return status == ARCHIVE_EOF; }
static inline int meowls_archive_is_file(struct archive_entry *entry) {
  return archive_entry_filetype(entry) == AE_IFREG;
}
/* NB: libarchive converts entry names to the thread's locale, and in the C locale a UTF-8 name (a Cyrillic file name)
   converts to nothing. The reader runs in a C.UTF-8 locale of its own thread (uselocale), never the process's. */
static inline void *meowls_utf8_locale_new(void) { return (void *)newlocale(LC_ALL_MASK, "C.UTF-8", (locale_t)0); }
static inline void *meowls_locale_use(void *locale) { return (void *)uselocale((locale_t)locale); }
static inline void meowls_locale_free(void *locale) { freelocale((locale_t)locale); }
#endif
