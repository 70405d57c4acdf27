import Foundation

extension Application {
  /// The gauges `/metrics` reads at each scrape: the database pool's waits, the catalogue's cache, the background
  /// jobs' queue, the login throttle's memory, the rate limiter's clients and the registers' offline replays, as
  /// Prometheus lines.
  ///
  /// NB: read when scraped (two small counts from the database), never kept up to date on every request.
  static func gauges(
    database: any Database, catalog: CatalogCache, limiter: ClientRateLimiter, replays: OfflineReplayCounter,
    clock: Clock
  ) -> @Sendable () -> [String] {
    {
      var lines: [String] = []
      func metric(_ name: String, _ type: String, _ help: String, printed value: String) {
        lines += ["# HELP \(name) \(help)", "# TYPE \(name) \(type)", "\(name) \(value)"]
      }
      func metric(_ name: String, _ type: String, _ help: String, _ value: UInt64) {
        metric(name, type, help, printed: String(value))
      }
      if let waits = database.poolWaits {
        metric(
          "meowls_db_pool_waits_total", "counter", "Requests that waited for a free database connection.",
          waits.count.load(ordering: .relaxed))
        metric(
          "meowls_db_pool_wait_seconds_total", "counter", "Time requests spent waiting for a connection.",
          printed: ServerMetrics.seconds(waits.nanoseconds.load(ordering: .relaxed) / 1_000))
      }
      metric(
        "meowls_catalog_page_cache_hits_total", "counter", "Listing pages answered from memory.",
        catalog.pageHits.load(ordering: .relaxed))
      metric(
        "meowls_catalog_page_cache_misses_total", "counter", "Listing pages computed.",
        catalog.pageMisses.load(ordering: .relaxed))
      metric(
        "meowls_catalog_product_cache_hits_total", "counter", "Products' list forms found in memory.",
        catalog.productHits.load(ordering: .relaxed))
      metric(
        "meowls_catalog_product_cache_misses_total", "counter", "Products' list forms read from the database.",
        catalog.productMisses.load(ordering: .relaxed))
      let kept = catalog.keptProducts
      metric("meowls_catalog_list_forms_kept", "gauge", "List forms kept in memory.", UInt64(kept.count))
      metric("meowls_catalog_list_form_bytes", "gauge", "Bytes of the kept list forms (packed).", UInt64(kept.bytes))
      let now = Int64(clock.now().timeIntervalSince1970)
      let counts = try? database.withConnection { connection in
        (try JobStore.depth(at: now, in: connection), try LoginThrottle.remembered(in: connection))
      }
      if let ((jobs, due), attempts) = counts {
        metric("meowls_jobs_queued", "gauge", "Background jobs waiting to run.", UInt64(max(0, jobs)))
        metric("meowls_jobs_due", "gauge", "Background jobs whose time has come.", UInt64(max(0, due)))
        metric(
          "meowls_login_failures_remembered", "gauge", "Failed logins the throttle remembers.", UInt64(max(0, attempts))
        )
      }
      metric(
        "meowls_rate_limited_clients", "gauge", "Client addresses the rate limiter tracks.",
        UInt64(limiter.trackedClients))
      lines += [
        "# HELP meowls_pos_offline_replays_total Counter sales a register replayed after ringing them up offline.",
        "# TYPE meowls_pos_offline_replays_total counter",
      ]
      for (outcome, count) in replays.outcomes {
        lines.append(#"meowls_pos_offline_replays_total{outcome="\#(outcome)"} \#(count)"#)
      }
      metric(
        "meowls_pos_offline_replay_delay_seconds_total", "counter",
        "Seconds from ringing a replayed sale up to its arrival, summed.", replays.delaySeconds.load(ordering: .relaxed)
      )
      return lines
    }
  }
}
