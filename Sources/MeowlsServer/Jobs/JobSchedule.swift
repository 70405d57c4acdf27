/// When a recurring job runs: every `every` seconds, at `offset` seconds past each multiple of `every` since
/// 1970 (UTC). `every: 3600, offset: 60` is "hourly at minute 01", `every: 86_400, offset: 600` "daily at 00:10".
public struct JobSchedule: Sendable, Equatable {
  public var every: Int64
  public var offset: Int64

  public init(every: Int64, offset: Int64 = 0) {
    precondition(every > 0, "a schedule needs a positive period")
    self.every = every
    self.offset = ((offset % every) + every) % every
  }

  /// The first run strictly after `seconds`.
  func next(after seconds: Int64) -> Int64 {
    let shifted = seconds - offset
    let periods = shifted >= 0 ? shifted / every + 1 : -((-shifted) / every)
    let candidate = periods * every + offset
    return candidate > seconds ? candidate : candidate + every
  }
}

/// The schedules of the recurring jobs (api.md §11.9 ran its order job hourly at minute 01).
public struct JobSchedules: Sendable, Equatable {
  /// Cancels open orders past their due time that nobody paid for (and uncollected pick-ups).
  public var cancelOverdueOrders: JobSchedule
  /// Completes paid courier orders past their delivery window (but none that a courier task tracks).
  public var completePaidOrders: JobSchedule
  /// Forgets idempotency keys older than their lifetime.
  public var expireIdempotencyKeys: JobSchedule
  /// Forgets stale anonymous data: old failed-login records and sessions that can no longer be refreshed.
  public var purgeStaleData: JobSchedule

  public init(
    cancelOverdueOrders: JobSchedule = JobSchedule(every: 3_600, offset: 60),
    completePaidOrders: JobSchedule = JobSchedule(every: 3_600, offset: 60),
    expireIdempotencyKeys: JobSchedule = JobSchedule(every: 3_600, offset: 120),
    purgeStaleData: JobSchedule = JobSchedule(every: 86_400, offset: 600)
  ) {
    self.cancelOverdueOrders = cancelOverdueOrders
    self.completePaidOrders = completePaidOrders
    self.expireIdempotencyKeys = expireIdempotencyKeys
    self.purgeStaleData = purgeStaleData
  }
}
