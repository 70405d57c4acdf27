#if canImport(Glibc)
  // NB: glibc's mallopt (malloc.h), which Swift's Glibc module does not import; M_ARENA_MAX is -8 there.
  @_silgen_name("mallopt") private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif

/// The server process's allocator settings, set once before its threads start.
enum MallocArenas {
  /// NB: glibc gives each thread that allocates at once an arena of its own, up to eight per core; each keeps the
  /// pages its freed memory leaves behind. The catalogue's warm-up and the workers' requests spread over them
  /// held about 30 MB more at 100,000 products (RSS 330 MB against 300 with two arenas, README's benchmarks),
  /// while the workers' allocations are small and brief enough to share two.
  static func limit() {
    #if canImport(Glibc)
      _ = mallopt(-8, 2)
    #endif
  }
}
