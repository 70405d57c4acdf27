/// One action a soak timed: when it ended (seconds since the soak began), how long it took from the moment it was
/// due (µs, so a server that falls behind shows as waiting, not as fewer requests), and whether it failed.
struct SoakSample: Sendable {
  var action: SoakAction
  var endedAt: Double
  var micros: Int
  /// How long the action itself took (µs), from when it was sent: which kind slows down as the shop's data grows.
  var serviceMicros: Int
  var failed: Bool
}

/// The server's resident memory, the machine's CPU ticks and its speed at a moment of the soak.
struct SoakReading: Sendable {
  var at: Double
  var megabytes: Double
  var cpu: SoakCPU
  /// The machine probe's milliseconds (`SoakMachineProbe`): higher is a slower machine.
  var machine: Double
}

/// What a soak's samples say against its targets: p99 of the last window within 20% of the first, memory after
/// the first window growing under 10%, and no failed action.
struct SoakVerdict {
  static let p99Tolerance = 0.20
  static let memoryTolerance = 0.10

  /// Length of the compared windows: five minutes, or a quarter of a shorter soak.
  let window: Double
  let firstP99: Int
  let lastP99: Int
  let baselineMegabytes: Double
  let finalMegabytes: Double
  let actions: Int
  let failures: Int
  /// How steady the machine itself was through the compared windows (reported, not judged).
  let machine: SoakSteadiness

  init(samples: [SoakSample], memory: [SoakReading], seconds: Double) {
    let window = min(300, seconds / 4)
    self.window = window
    let first = samples.filter { $0.endedAt < window }.map(\.micros)
    let last = samples.filter { $0.endedAt >= seconds - window }.map(\.micros)
    firstP99 = Self.percentile(first, 0.99)
    lastP99 = Self.percentile(last, 0.99)
    // NB: "after warm-up": the first window is the warm-up; memory is compared from its end to the soak's end.
    baselineMegabytes = memory.last { $0.at <= window }?.megabytes ?? memory.first?.megabytes ?? 0
    finalMegabytes = memory.last?.megabytes ?? 0
    actions = samples.count
    failures = samples.filter(\.failed).count
    machine = SoakSteadiness(readings: memory, window: window, step: SoakReport.step(seconds), seconds: seconds)
  }

  var p99Change: Double { firstP99 == 0 ? 0 : Double(lastP99 - firstP99) / Double(firstP99) }
  var memoryGrowth: Double { baselineMegabytes == 0 ? 0 : finalMegabytes / baselineMegabytes - 1 }
  var p99Stable: Bool { abs(p99Change) <= Self.p99Tolerance }
  var memoryFlat: Bool { memoryGrowth < Self.memoryTolerance }

  /// The value at `fraction` of `values` once sorted (0 when empty).
  static func percentile(_ values: [Int], _ fraction: Double) -> Int {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
  }
}
