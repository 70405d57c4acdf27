/// How steady the machine was through the two windows a soak's p99 compares: the slowest report step of the machine
/// probe (`SoakMachineProbe`) in each against the whole run, and the most of the cores other processes and steal took.
/// Printed beside the p99 so a reader sees whether a window's p99 moved with the machine; it judges nothing.
///
/// NB: it does not excuse a missed p99. Tried on 2026-12-06 as a gate ("not judged" when a step probed more than 10%
/// slower): the probe's minute medians moved by -25% to +16% in quiet minutes too, since it shares the caches and
/// cores with the loaded server, so the gate would have excused nearly every run.
struct SoakSteadiness {
  /// The probe's median over the whole run (ms).
  let reference: Double
  /// How much slower than `reference` the slowest step of the first and of the last window probed (0.1: 10%).
  let slowestFirst: Double
  let slowestLast: Double
  /// The most of the machine's cores other processes, and the hypervisor (steal), took in a step of those windows.
  let busiestOthers: Double
  let mostSteal: Double

  init(readings: [SoakReading], window: Double, step: Double, seconds: Double) {
    let reference = Self.median(readings.map(\.machine))
    self.reference = reference
    var slowestFirst = 0.0
    var slowestLast = 0.0
    var busiestOthers = 0.0
    var mostSteal = 0.0
    var from = 0.0
    while from < seconds {
      let to = from + step
      let compared = (first: from < window, last: to > seconds - window)
      if compared.first || compared.last {
        let slower = Self.slower(in: readings, from: from, to: to, than: reference)
        if compared.first { slowestFirst = max(slowestFirst, slower) }
        if compared.last { slowestLast = max(slowestLast, slower) }
        if let start = readings.last(where: { $0.at <= from }) ?? readings.first,
          let end = readings.last(where: { $0.at <= to })
        {
          let shares = end.cpu.since(start.cpu, actions: 1)
          busiestOthers = max(busiestOthers, shares.others)
          mostSteal = max(mostSteal, shares.steal)
        }
      }
      from = to
    }
    self.slowestFirst = slowestFirst
    self.slowestLast = slowestLast
    self.busiestOthers = busiestOthers
    self.mostSteal = mostSteal
  }

  /// How much slower than the run's median the probe's median of the readings in `from..<to` ran (0.1: 10%).
  func slower(in readings: [SoakReading], from: Double, to: Double) -> Double {
    Self.slower(in: readings, from: from, to: to, than: reference)
  }

  /// How much slower than `reference` the probe's median of the readings in `from..<to` ran (0 without readings).
  static func slower(in readings: [SoakReading], from: Double, to: Double, than reference: Double) -> Double {
    let probes = readings.filter { $0.at >= from && $0.at < to }.map(\.machine)
    return probes.isEmpty || reference == 0 ? 0 : median(probes) / reference - 1
  }

  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    return values.sorted()[values.count / 2]
  }
}
