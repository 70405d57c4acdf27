import Foundation
import MeowlsServer
import MeowlsTestSupport
import Synchronization

/// `meowls-bench soak <meowls binary> [minutes] [--check]`: a mixed load (browse, search, cart, purchase, counter
/// sale; `SoakAction`) on a real `meowls serve` process with the demo shop, at 70% of the peak this run measured.
///
/// First `workers` workers send actions back to back for the peak's measurement (also the server's warm-up); then
/// they share one schedule at 70% of that rate for `minutes`, timing every action from when it was due; then the
/// peak is measured again on the grown shop. Afterwards the server stops and the books are read: no unit oversold,
/// every counter equal to its ledger. `--check` exits non-zero when an action failed or the books do not balance
/// (`make test` runs a 2-minute soak this way, without the second peak); the latency and memory targets are judged
/// by the 30-minute release run.
enum SoakBenchmark {
  static let workers = 16
  static let load = 0.7

  static func run(_ arguments: [String]) throws {
    guard let binary = arguments.first else {
      throw BenchmarkError(message: "usage: meowls-bench soak <meowls binary> [minutes] [--check]")
    }
    let minutes = arguments.dropFirst().compactMap { Double($0) }.first ?? 30
    let seconds = max(20, minutes * 60)
    let check = arguments.contains("--check")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meowls-soak-\(UUID())").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    // NB: MEOWLS_SOAK_KEEP=1 keeps the grown database and the server's access log, to look into a slow run.
    let keep = ProcessInfo.processInfo.environment["MEOWLS_SOAK_KEEP"] != nil
    defer {
      if keep { print("soak: kept \(directory)") } else { try? FileManager.default.removeItem(atPath: directory) }
    }

    let shop = try SoakShop(binary: binary, directory: directory)
    let server = try SoakServer(binary: binary, database: shop.database, log: directory + "/access.log")
    let cast = try SoakCast.signIn(shop: shop, port: server.port, customers: workers)
    // NB: an eighth of the length, at most 30 s: `make test`'s 2-minute check measures its peak in 15 s (a quarter
    // took 30 s of every make test), the 30-minute soak in 30 s as before.
    let peakSeconds = min(30, seconds / 8)
    let peak = try measurePeak(shop: shop, cast: cast, port: server.port, seconds: peakSeconds)
    let rate = peak.rate * load
    print(
      String(
        format:
          "soak: peak %.0f actions/s (%d workers back to back for %.0f s, %d failed); now %.0f actions/s for %.0f s",
        peak.rate, workers, peakSeconds, peak.failures, rate, seconds))
    let memory = Mutex<[SoakReading]>([])
    let started = DispatchTime.now().uptimeNanoseconds
    let startedAt = Date()
    let pid = server.pid
    let probe = SoakMachineProbe()
    let stopped = Atomic(false)
    let sampling = DispatchGroup()
    sampling.enter()
    Thread {
      defer { sampling.leave() }
      while !stopped.load(ordering: .relaxed) {
        let at = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let reading = SoakReading(
          at: at, megabytes: SoakServer.residentMegabytes(of: pid), cpu: SoakCPU.now(server: pid),
          machine: probe.measure())
        memory.withLock { $0.append(reading) }
        for _ in 0..<50 where !stopped.load(ordering: .relaxed) { usleep(100_000) }
      }
    }.start()
    let (samples, failures) = try paced(shop: shop, cast: cast, port: server.port, rate: rate, seconds: seconds)
    stopped.store(true, ordering: .relaxed)
    sampling.wait()
    let end = SoakReading(
      at: seconds, megabytes: SoakServer.residentMegabytes(of: pid), cpu: SoakCPU.now(server: pid),
      machine: probe.measure())
    memory.withLock { $0.append(end) }
    // NB: the peak again, on the grown shop: a schedule at 70% of the first peak has 30% to spare only while the
    // server keeps that pace. `make test`'s check skips it (its time is short); the benchmark prints both.
    let closing = check ? nil : try measurePeak(shop: shop, cast: cast, port: server.port, seconds: peakSeconds)
    server.stop()
    let books = try shop.books()
    let verdict = SoakVerdict(samples: samples, memory: memory.withLock { $0 }, seconds: seconds)
    let served = SoakAccessLog.windows(
      path: directory + "/access.log", start: startedAt, step: SoakReport.step(seconds), seconds: seconds)
    SoakReport.print(
      samples: samples, memory: memory.withLock { $0 }, served: served, seconds: seconds, verdict: verdict,
      failures: failures)
    if let closing {
      print(
        String(
          format: "   peak again after the run: %.0f actions/s, %.0f%% of the first (%d failed)", closing.rate,
          closing.rate / max(peak.rate, 1) * 100, closing.failures))
    }
    print("   stock: \(books.oversold) units oversold, \(books.discrepancies.count) counters differ from their ledger")
    // NB: `--check` (the 2-minute soak of `make test`) fails on what is wrong on any machine: a failed action, a unit
    // oversold, a counter off its ledger. The p99 and memory targets are the 30-minute release soak's (`make soak`,
    // `make bench`): speed is measured by benchmarks, and a 2-minute debug run on a shared 2-core machine moved its
    // p99 by +138% and by -88% with nothing wrong.
    let correct =
      verdict.failures == 0 && peak.failures == 0 && (closing?.failures ?? 0) == 0 && books.oversold == 0
      && books.discrepancies.isEmpty
    let passed = correct && verdict.p99Stable && verdict.memoryFlat
    print("soak_passed: \(passed)")
    if check && !correct { throw BenchmarkError(message: "the soak failed actions or its books do not balance") }
  }

  /// Actions a second with every worker sending back to back.
  static func measurePeak(
    shop: SoakShop, cast: SoakCast, port: Int, seconds: Double
  ) throws -> (rate: Double, failures: Int) {
    let counts = Mutex((actions: 0, failures: 0))
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    try onEveryWorker(shop: shop, cast: cast, port: port) { worker in
      var done = (actions: 0, failures: 0)
      while DispatchTime.now().uptimeNanoseconds < deadline {
        let failure = try worker.perform(worker.nextAction())
        done.actions += 1
        if failure != nil { done.failures += 1 }
      }
      counts.withLock {
        $0.actions += done.actions; $0.failures += done.failures
      }
    }
    let total = counts.withLock { $0 }
    return (Double(total.actions) / seconds, total.failures)
  }

  /// One schedule of `rate` actions a second for `seconds`, shared by every worker: each takes the next action due,
  /// waits for its time and sends it; each action is timed from when it was due, so falling behind shows in the
  /// latency.
  ///
  /// NB: one shared schedule, not a share per worker. With a schedule each, a worker whose draws held more purchases
  /// fell behind while others slept on time; its backlog could not pass to them, and the server, whose two threads
  /// each keep their own connections, had a third of its CPU idle while actions waited (2026-12-06: 3,100 actions/s
  /// done of 3,164 due, against a back-to-back 4,112 after the run). Shoppers arrive at the shop, not at a worker.
  static func paced(
    shop: SoakShop, cast: SoakCast, port: Int, rate: Double, seconds: Double
  ) throws -> (samples: [SoakSample], failures: [String: Int]) {
    let merged = Mutex((samples: [SoakSample](), failures: [String: Int]()))
    let interval = 1 / max(rate, 1)
    let taken = Atomic(0)
    let started = DispatchTime.now().uptimeNanoseconds
    try onEveryWorker(shop: shop, cast: cast, port: port) { worker in
      var samples: [SoakSample] = []
      var failures: [String: Int] = [:]
      while true {
        let due = interval * Double(taken.wrappingAdd(1, ordering: .relaxed).oldValue)
        guard due < seconds else { break }
        let now = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        if due > now { usleep(UInt32((due - now) * 1e6)) }
        let action = worker.nextAction()
        let sent = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let failure = try worker.perform(action)
        let ended = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        samples.append(
          SoakSample(
            action: action, endedAt: ended, micros: Int((ended - due) * 1e6), serviceMicros: Int((ended - sent) * 1e6),
            failed: failure != nil))
        if let failure { failures[failure, default: 0] += 1 }
      }
      merged.withLock {
        $0.samples += samples
        $0.failures.merge(failures, uniquingKeysWith: +)
      }
    }
    return merged.withLock { $0 }
  }

  /// Runs `body` on `workers` threads, each with its own worker, and rethrows the first error.
  static func onEveryWorker(
    shop: SoakShop, cast: SoakCast, port: Int, _ body: @escaping @Sendable (inout SoakWorker) throws -> Void
  ) throws {
    let errors = Mutex<[String]>([])
    let done = DispatchGroup()
    for index in 0..<workers {
      done.enter()
      Thread {
        defer { done.leave() }
        do {
          var worker = try SoakWorker(shop: shop, cast: cast, index: index, port: port)
          try body(&worker)
        } catch {
          errors.withLock { $0.append("\(error)") }
        }
      }.start()
    }
    done.wait()
    if let first = errors.withLock({ $0.first }) { throw BenchmarkError(message: "a soak worker stopped: \(first)") }
  }
}
