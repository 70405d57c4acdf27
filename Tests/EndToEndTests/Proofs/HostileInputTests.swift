import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// The class-level proof of bounded input: every route of `APIRoute`, sent by a client allowed to call it, with each
/// number it carries at 0, -1, Int64.max, Int64.min, 1e308 and 1.5, each date at year 0 and 9999 and each text at
/// 100 KB. No answer is a 5xx (a trap would end this process), and none takes longer than 100 ms.
@Suite struct HostileInputTests {
  /// The slowest answer allowed. NB: a variant over it is sent twice more and its fastest try counts, so a busy
  /// machine does not fail the run while a blow-up that grows with the input (always slow) still does.
  static let deadline: Duration = .milliseconds(100)

  struct Answer {
    var label: String
    var status: Int
    var duration: Duration
  }

  @Test func everyRouteAnswersHostileNumbersDatesAndTextsWithoutAServerErrorWithinAHundredMilliseconds() throws {
    let world = try HostileWorld()
    let seeds = try world.seeds()
    #expect(Set(seeds.map(\.route.name)) == APIRoute.declaredNames, "every case of APIRoute has a seed")
    var answers: [Answer] = []
    let client = try world.server.connect()
    for seed in seeds {
      let request = seed.route.request
      for (label, variant) in [("as sent", request)] + HostileVariants.of(request) {
        // NB: each variant twice: sums of repeated amounts (two cash-ins of 8e16) must not overflow either.
        for time in ["", " again"] {
          try seed.prepare?()
          answers.append(try Self.send(variant, seed.headers, label: "\(seed.route.name) \(label)\(time)", world))
        }
      }
      let health = try client.request("GET", "/health-check")
      #expect(health.status == 200, "the server still answers after \(seed.route.name)")
    }
    // The seeds themselves must reach the routes' work, or the variants would only test the refusals in front of it.
    let refusedSeeds = answers.filter { $0.label.hasSuffix(" as sent") && $0.status >= 400 }.map(\.label)
    #expect(refusedSeeds == Self.seedsRefusedOnPurpose)
    let failures = answers.filter { $0.status >= 500 || $0.duration > Self.deadline }
    #expect(failures.isEmpty, "\(failures.map { "\($0.label): \($0.status) in \($0.duration)" })")
    #expect(answers.count > 1_000)
  }

  /// Seeds whose first answer is a refusal by design: the courier order was delivered by the seed before, and the
  /// shift is open until the closing seeds close it.
  static let seedsRefusedOnPurpose = ["pos.couriers.markFailed as sent", "pos.shifts.open as sent"]

  static func send(
    _ request: RouteRequest, _ headers: [(String, String)], label: String, _ world: HostileWorld
  ) throws -> Answer {
    var all = headers
    if request.body != nil { all.append(("Content-Type", "application/json")) }
    var best: Answer?
    for _ in 0..<3 {
      let clock = ContinuousClock()
      let start = clock.now
      // NB: over a real socket: the proof covers what the HTTP layer refuses (a 100 KB text in a query) too.
      let response = try world.server.requestOverSocket(
        request.method.rawValue, request.target, headers: all, body: request.body.map(Array.init))
      let answer = Answer(label: label, status: response.status, duration: clock.now - start)
      if best == nil || answer.duration < best!.duration { best = answer }
      if answer.status >= 500 || answer.duration <= deadline { return answer }
    }
    return best!
  }
}
