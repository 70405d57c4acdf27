import MeowlsAPI
import MeowlsServer
import Testing

@testable import MeowlsCommands

@Suite struct ServeCommandTests {
  func checkout(_ arguments: [String], environment: [String: String] = [:]) throws -> CheckoutSettings {
    guard case .run(let command) = try Commands.parser.parse(["serve"] + arguments, environment: environment) else {
      throw UsageError(message: "expected a command", command: "serve")
    }
    return try ServeCommand.checkout(from: command)
  }

  @Test func theDefaultsAreTheContractsWithJobsLookedForEverySecond() throws {
    var expected = CheckoutSettings()
    expected.jobPollInterval = 1
    #expect(try checkout([]) == expected)
  }

  @Test func deliveryCostAndJobTimesAreSettable() throws {
    let settings = try checkout(
      ["--courier-cost", "99.5", "--jobs-poll", "0", "--order-jobs-every", "600", "--payment-delay", "30"],
      environment: ["MEOWLS_COURIER_COST": "1"])
    #expect(settings.courierCost == Money(kopecks: 9_950))
    #expect(settings.jobPollInterval == nil)
    #expect(settings.jobSchedules.completePaidOrders == JobSchedule(every: 600, offset: 60))
    #expect(settings.jobSchedules.cancelOverdueOrders == JobSchedule(every: 600, offset: 60))
    #expect(settings.paymentDelay == 30)
  }

  @Test func badValuesAreUsageErrors() {
    #expect(throws: UsageError.self) { try checkout(["--courier-cost", "free"]) }
    #expect(throws: UsageError.self) { try checkout(["--order-jobs-every", "0"]) }
    #expect(throws: UsageError.self) { try checkout(["--payment-delay", "-1"]) }
  }

  func publicURL(_ value: String) throws -> String? {
    guard case .run(let command) = try Commands.parser.parse(["serve", "--public-url", value], environment: [:]) else {
      throw UsageError(message: "expected a command", command: "serve")
    }
    return try ServeCommand.settings(from: command).publicURL
  }

  @Test(arguments: ["http://127.0.0.1:8080", "https://shop.example.com", "HTTPS://shop.example.com/meowls/"])
  func anAbsoluteHTTPURLIsThePublicURL(url: String) throws {
    #expect(try publicURL(url) == url)
  }

  @Test(arguments: [
    "shop.example.com", "/static", "ftp://shop.example.com", "http://", "https://shop.example.com/?a=1",
    "https://shop.example.com/#top", "http//shop.example.com", "",
  ])
  func anythingElseIsAUsageError(url: String) {
    #expect(throws: UsageError.self) { try publicURL(url) }
  }

  @Test func theUsageErrorNamesTheOptionAndTheRule() {
    let error = #expect(throws: UsageError.self) { try publicURL("example.com") }
    #expect(
      error?.message
        == "--public-url must be an absolute http or https URL with a host and no query or fragment, not 'example.com'"
    )
  }

  func http(_ arguments: [String], environment: [String: String] = [:]) throws -> HTTPServerConfiguration {
    guard case .run(let command) = try Commands.parser.parse(["serve"] + arguments, environment: environment) else {
      throw UsageError(message: "expected a command", command: "serve")
    }
    return try ServeCommand.settings(from: command).http
  }

  @Test func slowClientsMeetDeadlinesAndAPerAddressLimitByDefault() throws {
    let http = try http([])
    #expect(http.headTimeout == 10 && http.bodyTimeout == 30 && http.connectionsPerAddress == 128)
  }

  @Test func slowClientLimitsAreSettableInFractionsOfASecond() throws {
    let http = try http(
      ["--head-timeout", "2.5", "--max-connections-per-address", "8"], environment: ["MEOWLS_BODY_TIMEOUT": "0.5"])
    #expect(http.headTimeout == 2.5 && http.bodyTimeout == 0.5 && http.connectionsPerAddress == 8)
  }

  @Test func badSlowClientLimitsAreUsageErrors() {
    #expect(throws: UsageError.self) { try http(["--head-timeout", "0"]) }
    #expect(throws: UsageError.self) { try http(["--body-timeout", "soon"]) }
    #expect(throws: UsageError.self) { try http(["--max-connections-per-address", "0"]) }
  }
}
