import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A fixed piece of work timed in the load generator's own thread CPU time: how fast the machine runs code at a
/// moment of the soak, with the time the thread waited for a core left out. The soak takes one with every memory
/// reading and prints each window's median against the run's: a pointer, not a measure to judge by, since the probe
/// shares the caches and cores with the loaded server (its minute medians moved by -25% to +16% in quiet minutes).
///
/// NB: found on 2026-12-06. The server's CPU per action rose by 15–25% for one to three minutes at a time, and a
/// perf profile of those minutes grew evenly everywhere (SQLite, the Swift runtime, libc, zlib, the kernel, each
/// +18–35%) with no function standing out; a separate probe process ran its fixed loop 12–25% slower in the same
/// minutes (correlation 0.82 over 30-second windows), with 0% steal. The host ran the machine slower; at 70% of the
/// peak that takes the schedule's spare 30% and queues every action behind it.
struct SoakMachineProbe: Sendable {
  /// A random cycle through 4 MB: following it misses the caches the way a server's lookups do.
  private let cycle: [UInt32]

  init() {
    let count = 1 << 20
    // NB: any random order will do: a walk through a million slots in random order misses the caches alike.
    let order = Array(UInt32(0)..<UInt32(count)).shuffled()
    var cycle = [UInt32](repeating: 0, count: count)
    for index in 0..<count { cycle[Int(order[index])] = order[(index + 1) % count] }
    self.cycle = cycle
  }

  /// The thread CPU milliseconds of the fixed work: arithmetic, then a walk through `cycle` (the fastest of five,
  /// so an interrupt inside one does not count).
  func measure() -> Double {
    var fastest = Double.infinity
    var sink: UInt64 = 0
    for _ in 0..<5 {
      let start = Self.threadNanoseconds()
      var value: UInt64 = 1
      for _ in 0..<1_000_000 { value = value &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
      var index: UInt32 = 0
      cycle.withUnsafeBufferPointer { cycle in
        for _ in 0..<50_000 { index = cycle[Int(index)] }
      }
      sink = sink &+ value &+ UInt64(index)
      fastest = min(fastest, Double(Self.threadNanoseconds() - start) / 1e6)
    }
    Self.keep(sink)
    return fastest
  }

  /// Takes the work's result, so the optimiser cannot drop the loops that made it.
  @inline(never) @_optimize(none)
  private static func keep(_ value: UInt64) {}

  private static func threadNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }
}
