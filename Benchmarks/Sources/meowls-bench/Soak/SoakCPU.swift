import Foundation

/// Where the machine's CPU time went during a soak: the server, the load generator, everything else, and the time the
/// hypervisor gave to other machines (steal). A window whose actions waited tells by these whether the server spent
/// more per action (its own doing) or got less of the machine (the neighbours').
struct SoakCPU: Sendable {
  /// Clock ticks (USER_HZ) counted since boot, read at one moment.
  var server: UInt64
  var client: UInt64
  /// The machine's busy ticks (user, nice, system, irq, softirq) over all cores.
  var busy: UInt64
  var steal: UInt64
  /// Every tick of every core, idle and stolen ones too.
  var total: UInt64

  /// The ticks now, for the server process `pid` and this process; zeros where `/proc` cannot be read.
  static func now(server pid: Int32) -> SoakCPU {
    let line = ((try? String(contentsOfFile: "/proc/stat", encoding: .utf8)) ?? "").split(separator: "\n").first
    let ticks = (line ?? "").split(separator: " ").dropFirst().compactMap { UInt64($0) }
    func tick(_ index: Int) -> UInt64 { index < ticks.count ? ticks[index] : 0 }
    // NB: /proc/stat's cpu line: user nice system idle iowait irq softirq steal (guest time is inside user).
    return SoakCPU(
      server: processTicks("/proc/\(pid)/stat"), client: processTicks("/proc/self/stat"),
      busy: tick(0) &+ tick(1) &+ tick(2) &+ tick(5) &+ tick(6), steal: tick(7),
      total: (0..<8).reduce(0) { $0 &+ tick($1) })
  }

  /// utime + stime of a process (fields 14 and 15 of its `stat`, counted after the command's closing parenthesis,
  /// since the command itself may hold spaces).
  private static func processTicks(_ path: String) -> UInt64 {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    guard let close = text.lastIndex(of: ")") else { return 0 }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = UInt64(fields[11]), let system = UInt64(fields[12]) else { return 0 }
    return user &+ system
  }

  /// Shares of the machine between `earlier` and `self`, in percent of all its cores, and the server's CPU
  /// milliseconds per action over `actions`.
  func since(_ earlier: SoakCPU, actions: Int) -> (
    server: Double, client: Double, others: Double, steal: Double,
    serverMillisPerAction: Double
  ) {
    let total = Double(max(1, total &- earlier.total))
    let server = Double(self.server &- earlier.server)
    let client = Double(self.client &- earlier.client)
    let others = max(0, Double(busy &- earlier.busy) - server - client)
    let hertz = Double(max(1, sysconf(Int32(_SC_CLK_TCK))))
    return (
      server / total * 100, client / total * 100, others / total * 100, Double(steal &- earlier.steal) / total * 100,
      server / hertz * 1000 / Double(max(1, actions))
    )
  }
}
