import MeowlsAPI
import MeowlsKit

/// The register the session works at, as the host provides it (`POSWebEnvironment.registers`): its sales and its
/// connection now.
enum POSCounter {
  /// The register's sales, or the host's refusal.
  static func sales(_ ctx: POSContext) async -> Result<RegisterSales, APIError> {
    guard let register = ctx.register else { return .failure(.notSignedIn) }
    do throws(APIError) {
      return .success(try await ctx.environment.registers.sales(register.id, ctx.api))
    } catch { return .failure(error) }
  }

  /// The connection as it is now: the first value of the register's stream (a `StateStream` yields its current
  /// value first), so a page never waits for the next change.
  static func connection(_ sales: RegisterSales) async -> RegisterConnection? {
    for await connection in sales.connection() { return connection }
    return nil
  }

  /// The connection now, nil when the register cannot be reached at all (no sales for it).
  static func connection(_ ctx: POSContext) async -> RegisterConnection? {
    guard case .success(let sales) = await sales(ctx) else { return nil }
    return await connection(sales)
  }

  /// A stream that ends at once: a page's run never waits on the register's watch (its watch effects are skipped
  /// anyway; this is for the screens' dependencies that take a stream).
  static let noWatch: @Sendable () -> AsyncStream<RegisterConnection> = { AsyncStream { $0.finish() } }
}

/// A refusal or alert shown above a page's content, with its dismissal when the screen has one.
enum POSAlert {
  static func show(_ ctx: POSContext, _ error: APIError?, dismiss: String? = "dismiss") -> HTML {
    guard let error else { return .empty }
    return el("div", .class("form-error alert"), Attribute("role", "alert")) {
      el("span") { ctx.message(error) }
      if let dismiss {
        POSForms.post(ctx, action: dismiss) { POSForms.button(ctx.t(.commonOK), class: "button small ghost") }
      }
    }
  }

  /// The register's connection: online, or offline with what waits.
  static func connection(_ ctx: POSContext, _ connection: RegisterConnection?) -> HTML {
    guard let connection, !connection.isOnline || connection.waiting > 0 || !connection.refused.isEmpty else {
      return .empty
    }
    return el("p", .class(connection.isOnline ? "notice" : "form-error"), Attribute("role", "status")) {
      connection.isOnline ? ctx.t(.posOnline) : ctx.t(.posOffline)
      if connection.waiting > 0 { " " + ctx.t(.posWaitingSales, String(connection.waiting)) }
      if !connection.refused.isEmpty { " " + ctx.t(.posRefusedSales, String(connection.refused.count)) }
    }
  }
}
