#if canImport(Glibc)
  // NB: glibc's mallopt and malloc_trim (malloc.h), which Swift's Glibc module does not import; M_ARENA_MAX is -8.
  @_silgen_name("mallopt") private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
  @_silgen_name("malloc_trim") private func mallocTrim(_ pad: Int) -> Int32
#endif

/// The serving process's allocator: set once before its threads start, and told to give back what start-up freed.
///
/// NB: done by `meowls serve` only, never inside the server library: tests start hundreds of servers in one
/// process, where trimming a shared heap at each start only makes the others wait.
enum ProcessMemory {
  /// glibc gives each thread that allocates at once an arena of its own, up to eight per core, and each keeps the
  /// pages its freed memory leaves behind; the workers' allocations are small and brief enough to share two.
  static func limitArenas() {
    #if canImport(Glibc)
      _ = mallopt(-8, 2)
    #endif
  }

  /// The warm-up builds the catalogue's and the search's indexes and packs every list form, leaving about 120 MB of
  /// garbage among what it keeps at 100,000 products; glibc holds such pages for reuse unless asked to return them.
  static func releaseFreed() {
    #if canImport(Glibc)
      _ = mallocTrim(0)
    #endif
  }
}
