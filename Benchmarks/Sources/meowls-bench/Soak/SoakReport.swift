import Foundation

/// The soak's figures as `make bench` prints them: a line a minute (or per tenth of a shorter soak), then the
/// targets.
enum SoakReport {
  static func print(
    samples: [SoakSample], memory: [SoakMemory], seconds: Double, verdict: SoakVerdict, failures: [String: Int]
  ) {
    let step = min(60, max(10, seconds / 10))
    Swift.print("   window       actions   p50 ms   p99 ms   RSS MB")
    var from = 0.0
    while from < seconds {
      let part = samples.filter { $0.endedAt >= from && $0.endedAt < from + step }.map(\.micros)
      let rss = memory.last { $0.at <= from + step }?.megabytes ?? 0
      Swift.print(
        String(
          format: "   %4.0f-%4.0f s %9d %8.1f %8.1f %8.0f", from, from + step, part.count,
          Double(SoakVerdict.percentile(part, 0.5)) / 1000, Double(SoakVerdict.percentile(part, 0.99)) / 1000, rss))
      from += step
    }
    Swift.print(
      String(
        format: "   p99 first %.0f s %.1f ms, last %.0f s %.1f ms: %+.0f%% (target within ±20%%)", verdict.window,
        Double(verdict.firstP99) / 1000, verdict.window, Double(verdict.lastP99) / 1000, verdict.p99Change * 100))
    Swift.print(
      String(
        format: "   RSS after the first window %.0f MB, at the end %.0f MB: %+.1f%% (target under +10%%)",
        verdict.baselineMegabytes, verdict.finalMegabytes, verdict.memoryGrowth * 100))
    Swift.print("   actions: \(verdict.actions), failed: \(verdict.failures) (target 0)")
    for (failure, count) in failures.sorted(by: { $0.value > $1.value }).prefix(10) {
      Swift.print("     \(count) × \(failure)")
    }
    Swift.print(String(format: "soak_p99_change: %.3f", verdict.p99Change))
    Swift.print(String(format: "soak_rss_growth: %.3f", verdict.memoryGrowth))
    Swift.print("soak_failures: \(verdict.failures)")
  }
}
