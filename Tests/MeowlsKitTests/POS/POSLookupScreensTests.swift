import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct POSStockScreenTests {
  typealias S = POSStockScreen
  typealias F = POSFixtures

  func step(
    _ state: inout S.State, _ action: S.Action, _ expected: S.State, _ effects: [S.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(S.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func theTextSaysWhatIsLookedFor() {
    #expect(S.query(for: "4600012345678") == StockQuery(barcode: "4600012345678"))
    #expect(S.query(for: " 1001 ") == StockQuery(article: "1001"))
    #expect(S.query(for: "корм для кошек") == StockQuery(name: "корм для кошек"))
    #expect(S.query(for: "к") == nil)
    #expect(S.query(for: "12345678901") == StockQuery(name: "12345678901"))
  }

  @Test func aScannedBarcodeListsTheShopFirst() {
    var state = S.State(shop: F.shop.id)
    let keys = WedgeScannerTests.keys("4600012345678", gap: 0.004)
    for key in keys.dropLast() { _ = S.reduce(&state, .keystroke(key)) }
    let query = StockQuery(barcode: "4600012345678")
    var expected = S.State(phase: .loading(query), scanner: WedgeScanner(typed: "4600012345678"), shop: F.shop.id)
    step(&state, .keystroke(keys.last!), expected, [.lookup(query)])
    expected.phase = .loaded(F.lookup())
    step(&state, .lookupResponse(query, .success(F.lookup())), expected, [])
    #expect(state.levels.map(\.name) == ["MEOWLS", "Склад"])
    step(&state, .addToSaleTapped, expected, [.navigate(.sale("1001"))])
  }

  @Test func nothingFoundIsItsOwnPhaseAndAFailureIsRetried() {
    let query = StockQuery(name: "корм")
    var state = S.State(phase: .loading(query), scanner: WedgeScanner(typed: "корм"))
    step(
      &state, .lookupResponse(query, .failure(F.error(.productVariantNotFound, status: 404))),
      S.State(phase: .notFound(query), scanner: WedgeScanner(typed: "корм")), [])
    state.phase = .loading(query)
    step(
      &state, .lookupResponse(query, .failure(F.offline)),
      S.State(phase: .failed(query, F.offline), scanner: WedgeScanner(typed: "корм")), [])
    step(
      &state, .retryTapped, S.State(phase: .loading(query), scanner: WedgeScanner(typed: "корм")), [.lookup(query)])
  }
}

@Suite struct POSReceiptsScreenTests {
  typealias R = POSReceiptsScreen
  typealias F = POSFixtures

  func step(
    _ state: inout R.State, _ action: R.Action, _ expected: R.State, _ effects: [R.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(R.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  static func query(page: Int, number: ReceiptNumber? = nil, shift: Shift.ID? = nil) -> ReceiptsQuery {
    ReceiptsQuery(number: number, page: PageRequest(page: page, perPage: 20), shiftID: shift)
  }

  @Test func aShiftsReceiptsArePagedAndOneIsReprinted() {
    let shift = F.shift().id
    var state = R.State(shift: shift)
    step(
      &state, .viewAppeared, R.State(list: PagedList(phase: .loading, request: 1), shift: shift),
      [.fetchPage(Self.query(page: 1, shift: shift))])
    let first = (1...5).map { F.receipt($0) }
    step(
      &state, .pageResponse(1, .success(F.page(first, next: 2))),
      R.State(list: PagedList(items: first, nextPage: 2, phase: .loaded), shift: shift), [])
    step(
      &state, .receiptAppeared(first[4].id),
      R.State(list: PagedList(items: first, nextPage: 2, phase: .loadingMore, request: 2), shift: shift),
      [.fetchPage(Self.query(page: 2, shift: shift))])
    step(
      &state, .pageResponse(2, .success(F.page([F.receipt(5), F.receipt(6)], page: 2))),
      R.State(list: PagedList(items: first + [F.receipt(6)], phase: .loaded), shift: shift), [])
    step(&state, .reprintTapped(6), state, [.navigate(.print(6))])
    step(&state, .reprintTapped(60), state, [])
    step(&state, .returnTapped(2), state, [.navigate(.returnGoods(2))])
  }

  @Test func aNumberFindsOneReceipt() {
    var state = R.State(list: PagedList(items: [F.receipt(1)], phase: .loaded))
    step(
      &state, .numberChanged("17"), R.State(list: PagedList(items: [F.receipt(1)], phase: .loaded), number: "17"), [])
    step(
      &state, .numberSubmitted, R.State(list: PagedList(phase: .loading, request: 1), number: "17"),
      [.fetchPage(Self.query(page: 1, number: 17))])
  }
}

@Suite struct POSShiftsScreenTests {
  typealias S = POSShiftsScreen
  typealias F = POSFixtures

  func step(
    _ state: inout S.State, _ action: S.Action, _ expected: S.State, _ effects: [S.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(S.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func theRegistersShiftsListTheirReportsAndOpenTheirReceipts() {
    let report = F.report(.z, shift: F.shift(status: .closed))
    var state = S.State(register: F.register.id)
    step(
      &state, .viewAppeared, S.State(list: PagedList(phase: .loading, request: 1), register: F.register.id),
      [.fetchPage(F.register.id, 1)])
    step(
      &state, .pageResponse(1, .success(F.page([report]))),
      S.State(list: PagedList(items: [report], phase: .loaded), register: F.register.id), [])
    step(
      &state, .shiftTapped(report.id),
      S.State(list: PagedList(items: [report], phase: .loaded), register: F.register.id, selected: report.id), [])
    #expect(state.selectedReport == report)
    step(&state, .printTapped(report.id), state, [.navigate(.printReport(report.id))])
    step(&state, .receiptsTapped(report.id), state, [.navigate(.receipts(report.id))])
    step(
      &state, .shiftDismissed, S.State(list: PagedList(items: [report], phase: .loaded), register: F.register.id), [])
  }

  @Test func aFailedFirstPageIsRetried() {
    var state = S.State(list: PagedList(phase: .loading, request: 1), register: F.register.id)
    step(
      &state, .pageResponse(1, .failure(F.offline)),
      S.State(list: PagedList(phase: .failed(F.offline)), register: F.register.id), [])
    step(
      &state, .retryTapped, S.State(list: PagedList(phase: .loading, request: 1), register: F.register.id),
      [.fetchPage(F.register.id, 1)])
  }
}

@Suite struct POSDailyReportScreenTests {
  typealias D = POSDailyReportScreen
  typealias F = POSFixtures

  static let today = CalendarDate(year: 2027, month: 1, day: 1)!
  static let yesterday = CalendarDate(year: 2026, month: 12, day: 31)!

  func step(
    _ state: inout D.State, _ action: D.Action, _ expected: D.State, _ effects: [D.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(D.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func theDayIsSteppedBackAndForthButNotPastToday() {
    var state = D.State(today: Self.today)
    step(
      &state, .viewAppeared, D.State(phase: .loading, today: Self.today),
      [.fetchReport(DailyReportQuery(date: Self.today))])
    step(
      &state, .reportResponse(Self.today, .success(F.daily(Self.today))),
      D.State(phase: .loaded(F.daily(Self.today)), today: Self.today), [])
    step(&state, .dayAfterTapped, state, [])
    step(
      &state, .dayBeforeTapped, D.State(date: Self.yesterday, phase: .loading, today: Self.today),
      [.fetchReport(DailyReportQuery(date: Self.yesterday))])
    step(&state, .reportResponse(Self.today, .success(F.daily(Self.today))), state, [])
    step(
      &state, .reportResponse(Self.yesterday, .failure(F.error(.forbidden, status: 403))),
      D.State(date: Self.yesterday, phase: .failed(F.error(.forbidden, status: 403)), today: Self.today), [])
    step(
      &state, .dayAfterTapped, D.State(phase: .loading, today: Self.today),
      [.fetchReport(DailyReportQuery(date: Self.today))])
    step(&state, .csvTapped, state, [.navigate(.csv(DailyReportQuery(date: Self.today, format: .excel)))])
  }
}
