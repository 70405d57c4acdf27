import Foundation

extension ClientEnvironment {
  /// The real clock, random numbers and UUIDs.
  public static var live: ClientEnvironment {
    ClientEnvironment(
      makeIdentifier: { UUID().uuidString },
      now: { Date() },
      random: { Double.random(in: 0..<1) },
      sleep: { duration in try await Task.sleep(for: duration) })
  }
}
