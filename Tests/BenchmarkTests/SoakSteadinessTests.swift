import Testing

@testable import meowls_bench

/// What the soak reports of the machine beside the p99 it compares (`SoakSteadiness`).
@Suite struct SoakSteadinessTests {
  /// A 600-second soak: compared windows of 150 s, report steps of 60 s.
  static let seconds = 600.0

  /// A reading every 5 s: the probe's milliseconds and other processes' share of the cores (%) by time.
  static func readings(
    probe: (Double) -> Double = { _ in 2.0 }, others: (Double) -> Double = { _ in 1 }
  ) -> [SoakReading] {
    var cpu = SoakCPU(server: 0, client: 0, busy: 0, steal: 0, total: 0)
    var readings: [SoakReading] = []
    for at in stride(from: 0.0, through: seconds, by: 5) {
      readings.append(SoakReading(at: at, megabytes: 80, cpu: cpu, machine: probe(at)))
      // NB: two cores at 100 ticks a second: 1,000 ticks every 5 s; the server 60% and the load generator 10%.
      let othersTicks = UInt64(others(at + 2.5) * 10)
      cpu.total += 1_000
      cpu.server += 600
      cpu.client += 100
      cpu.busy += 700 + othersTicks
    }
    return readings
  }

  static func steadiness(_ readings: [SoakReading]) -> SoakSteadiness {
    SoakSteadiness(readings: readings, window: 150, step: 60, seconds: seconds)
  }

  @Test func aProbeAtOneSpeedOnAQuietMachineShowsNoSlowerStep() {
    let machine = Self.steadiness(Self.readings())
    #expect(machine.reference == 2.0)
    #expect(machine.slowestFirst == 0 && machine.slowestLast == 0)
    #expect(abs(machine.busiestOthers - 1) < 0.5)
  }

  @Test func aStepOfTheLastWindowProbingAFifthSlowerIsReportedForTheLastWindowOnly() {
    let machine = Self.steadiness(Self.readings(probe: { $0 >= 540 ? 2.4 : 2.0 }))
    #expect(abs(machine.slowestLast - 0.2) < 0.001)
    #expect(machine.slowestFirst == 0)
  }

  @Test func aSlowStepBetweenTheComparedWindowsIsNotReported() {
    let machine = Self.steadiness(Self.readings(probe: { $0 >= 240 && $0 < 360 ? 3.0 : 2.0 }))
    #expect(machine.slowestFirst == 0 && machine.slowestLast == 0)
  }

  @Test func otherProcessesTakingATenthOfTheCoresInTheFirstWindowAreReported() {
    let machine = Self.steadiness(Self.readings(others: { $0 < 60 ? 10 : 1 }))
    #expect(abs(machine.busiestOthers - 10) < 0.5)
  }

  @Test func otherProcessesBetweenTheComparedWindowsAreNotReported() {
    let machine = Self.steadiness(Self.readings(others: { $0 >= 240 && $0 < 360 ? 30 : 1 }))
    #expect(machine.busiestOthers < 2)
  }
}
