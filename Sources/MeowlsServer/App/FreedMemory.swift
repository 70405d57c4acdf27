#if canImport(Glibc)
  // NB: glibc's malloc_trim (malloc.h), which Swift's Glibc module does not import.
  @_silgen_name("malloc_trim") private func mallocTrim(_ pad: Int) -> Int32
#endif

/// Memory the process freed, given back to the system.
enum FreedMemory {
  /// NB: the warm-up builds the catalogue's and the search's indexes and packs every list form, leaving tens of
  /// megabytes of garbage among what it keeps; glibc holds such pages for reuse unless asked to return them.
  static func release() {
    #if canImport(Glibc)
      _ = mallocTrim(0)
    #endif
  }
}
