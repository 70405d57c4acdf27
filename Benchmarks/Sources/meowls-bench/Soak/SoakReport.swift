import Foundation

/// The soak's figures as `make bench` prints them: a line a minute (or per tenth of a shorter soak), then the
/// targets.
enum SoakReport {
  /// The report's window: a minute, or a tenth of a shorter soak.
  static func step(_ seconds: Double) -> Double { min(60, max(10, seconds / 10)) }

  /// `served`: the server's own microseconds per answer in each window (`SoakAccessLog`).
  static func print(
    samples: [SoakSample], memory: [SoakReading], served: [[Int]], seconds: Double, verdict: SoakVerdict,
    failures: [String: Int]
  ) {
    let step = step(seconds)
    // NB: p50 and p99 count from when an action was due, so a server that falls behind shows; "sent" counts from
    // when it was sent: high there means the server (or the machine) was slow, low means requests queued behind
    // a few slow ones; "server" is the server's own time per answer, from its access log.
    // NB: the CPU columns are shares of the machine's cores: the server's, the load generator's, everything else's,
    // and steal (the hypervisor serving other machines); "server ms" is the server's CPU time per action. "machine"
    // is how much slower than over the whole run the machine probe ran (`SoakMachineProbe`).
    Swift.print(
      "   window       actions   p50 ms   p99 ms   sent p99 ms   slowest ms   server p99 ms   RSS MB"
        + "   server ms   server %   bench %   others %   steal %   machine")
    var from = 0.0
    var index = 0
    while from < seconds {
      let server = index < served.count ? served[index] : []
      let part = samples.filter { $0.endedAt >= from && $0.endedAt < from + step }
      let due = part.map(\.micros)
      let sent = part.map(\.serviceMicros)
      let end = memory.last { $0.at <= from + step }
      let start = memory.last { $0.at <= from } ?? memory.first
      let cpu = (end?.cpu).map { end in start.map { end.since($0.cpu, actions: part.count) } } ?? nil
      let slower = verdict.machine.slower(in: memory, from: from, to: from + step)
      Swift.print(
        String(
          format:
            "   %4.0f-%4.0f s %9d %8.1f %8.1f %13.1f %12.1f %15.2f %8.0f %11.2f %10.0f %9.0f %10.0f %9.1f %+8.0f%%",
          from,
          from + step, part.count, Double(SoakVerdict.percentile(due, 0.5)) / 1000,
          Double(SoakVerdict.percentile(due, 0.99)) / 1000, Double(SoakVerdict.percentile(sent, 0.99)) / 1000,
          Double(sent.max() ?? 0) / 1000, Double(SoakVerdict.percentile(server, 0.99)) / 1000, end?.megabytes ?? 0,
          cpu?.serverMillisPerAction ?? 0, cpu?.server ?? 0, cpu?.client ?? 0, cpu?.others ?? 0, cpu?.steal ?? 0,
          slower * 100))
      from += step
      index += 1
    }
    Swift.print(
      String(
        format: "   p99 first %.0f s %.1f ms, last %.0f s %.1f ms: %+.0f%% (target within ±20%%)", verdict.window,
        Double(verdict.firstP99) / 1000, verdict.window, Double(verdict.lastP99) / 1000, verdict.p99Change * 100))
    let machine = verdict.machine
    Swift.print(
      String(
        format:
          "   the machine: probe %.2f ms over the run; its slowest step %+.0f%% in the first %.0f s, %+.0f%% in the last;"
          + " other processes at most %.0f%%, steal at most %.1f%% of the cores",
        machine.reference, machine.slowestFirst * 100, verdict.window, machine.slowestLast * 100,
        machine.busiestOthers, machine.mostSteal))
    let windows = served.indices.map { (from: Double($0) * step, values: served[$0]) }
    let serverFirst = windows.filter { $0.from < verdict.window }.flatMap(\.values)
    let serverLast = windows.filter { $0.from + step > seconds - verdict.window }.flatMap(\.values)
    Swift.print(
      String(
        format: "   the server's own p99 (access log) first %.0f s %.1f ms, last %.0f s %.1f ms", verdict.window,
        Double(SoakVerdict.percentile(serverFirst, 0.99)) / 1000, verdict.window,
        Double(SoakVerdict.percentile(serverLast, 0.99)) / 1000))
    Swift.print(
      String(
        format: "   RSS after the first window %.0f MB, at the end %.0f MB: %+.1f%% (target under +10%%)",
        verdict.baselineMegabytes, verdict.finalMegabytes, verdict.memoryGrowth * 100))
    printActions(samples: samples, window: verdict.window, seconds: seconds)
    Swift.print("   actions: \(verdict.actions), failed: \(verdict.failures) (target 0)")
    for (failure, count) in failures.sorted(by: { $0.value > $1.value }).prefix(10) {
      Swift.print("     \(count) × \(failure)")
    }
    Swift.print(String(format: "soak_p99_change: %.3f", verdict.p99Change))
    Swift.print(String(format: "soak_rss_growth: %.3f", verdict.memoryGrowth))
    Swift.print("soak_failures: \(verdict.failures)")
  }

  /// Each kind's own time (from sending, not from when it was due) in the first and last windows: which action
  /// slows down when the p99 drifts.
  static func printActions(samples: [SoakSample], window: Double, seconds: Double) {
    Swift.print("   action       first p50/p99 ms   last p50/p99 ms   slowest ms")
    for action in SoakAction.allCases {
      let first = samples.filter { $0.action == action && $0.endedAt < window }.map(\.serviceMicros)
      let last = samples.filter { $0.action == action && $0.endedAt >= seconds - window }.map(\.serviceMicros)
      func ms(_ values: [Int], _ fraction: Double) -> Double {
        Double(SoakVerdict.percentile(values, fraction)) / 1000
      }
      let name = action.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
      Swift.print(
        "   \(name)"
          + String(
            format: " %7.1f / %7.1f   %7.1f / %7.1f   %10.1f", ms(first, 0.5), ms(first, 0.99), ms(last, 0.5),
            ms(last, 0.99), Double(samples.filter { $0.action == action }.map(\.serviceMicros).max() ?? 0) / 1000))
    }
  }
}
