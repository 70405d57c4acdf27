import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct POSSaleScreenTests {
  typealias S = POSSaleScreen
  typealias F = POSFixtures

  static let saleID = Receipt.ID(F.uuid(500))
  static let ean = "4600012345678"

  func step(
    _ state: inout S.State, _ action: S.Action, _ expected: S.State, _ effects: [S.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(S.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  static func empty() -> S.State { S.State(register: F.register.id, saleID: saleID) }

  /// A basket of `lines` priced at `total`, at revision `revision`.
  static func basket(_ lines: [S.BasketLine], total: Int64, revision: Int = 1, approval: Bool = false) -> S.State {
    var state = empty()
    state.lines = lines
    state.nextLineID = (lines.map(\.id).max() ?? 0) + 1
    state.revision = revision
    state.quoteRevision = revision
    state.quote = F.quote(total: total, approval: approval)
    return state
  }

  static func request(_ lines: [SaleLineRequest], payment: SalePayment = SalePayment()) -> SaleRequest {
    SaleRequest(id: saleID, lines: lines, payment: payment, registerID: F.register.id)
  }

  @Test func aScanBurstResolvesTheCodeAndPricesTheBasket() {
    var state = Self.empty()
    let keys = WedgeScannerTests.keys(Self.ean, gap: 0.005)
    for key in keys.dropLast() { _ = S.reduce(&state, .keystroke(key)) }
    var expected = Self.empty()
    expected.scanner = WedgeScanner(lastKeyAt: keys.last!.at)
    expected.pendingCodes = [Self.ean]
    step(&state, .keystroke(keys.last!), expected, [.resolve(Self.ean)])
    #expect(!state.canPay)
    expected.pendingCodes = []
    expected.lines = [S.BasketLine(code: Self.ean, id: 1, item: F.item(1))]
    expected.nextLineID = 2
    expected.revision = 1
    step(
      &state, .resolveResponse(Self.ean, .success(ScannedItem(code: Self.ean, item: F.item(1)))), expected,
      [.quote(revision: 1, Self.request([SaleLineRequest(code: Self.ean, count: 1)]))])
    expected.quote = F.quote(total: 100)
    expected.quoteRevision = 1
    step(&state, .quoteResponse(revision: 1, .success(F.quote(total: 100))), expected, [])
    #expect(state.canPay)
  }

  @Test func theSameCodeAgainCountsUpAndAnOlderQuoteIsDropped() {
    var state = Self.basket([S.BasketLine(code: Self.ean, id: 1, item: F.item(1))], total: 100)
    state.pendingCodes = [Self.ean]
    var expected = Self.basket([S.BasketLine(code: Self.ean, count: 2, id: 1, item: F.item(1))], total: 100)
    expected.revision = 2
    step(
      &state, .resolveResponse(Self.ean, .success(ScannedItem(code: Self.ean, item: F.item(1)))), expected,
      [.quote(revision: 2, Self.request([SaleLineRequest(code: Self.ean, count: 2)]))])
    step(&state, .quoteResponse(revision: 1, .success(F.quote(total: 999))), expected, [])
    #expect(state.currentQuote == nil)
  }

  @Test func aWeightBarcodeAddsItsGramsAndATypedPLUAsksForThem() {
    let loose = F.item(2, price: 549, weighed: true)
    var state = Self.empty()
    state.pendingCodes = ["2010001003500", "10001"]
    var expected = Self.empty()
    expected.pendingCodes = ["10001"]
    expected.lines = [S.BasketLine(code: "2010001003500", grams: 350, id: 1, item: loose)]
    expected.nextLineID = 2
    expected.revision = 1
    step(
      &state, .resolveResponse("2010001003500", .success(ScannedItem(code: "2010001003500", grams: 350, item: loose))),
      expected, [.quote(revision: 1, Self.request([SaleLineRequest(code: "2010001003500", grams: 350)]))])
    expected.pendingCodes = []
    expected.phase = .weighing(ScannedItem(code: "10001", item: loose), "")
    step(&state, .resolveResponse("10001", .success(ScannedItem(code: "10001", item: loose))), expected, [])
    expected.phase = .weighing(ScannedItem(code: "10001", item: loose), "735")
    step(&state, .weightChanged("7a35"), expected, [])
    expected.phase = .basket
    expected.lines.append(S.BasketLine(code: "10001", grams: 735, id: 2, item: loose))
    expected.nextLineID = 3
    expected.revision = 2
    step(
      &state, .weightConfirmed, expected,
      [
        .quote(
          revision: 2,
          Self.request([
            SaleLineRequest(code: "2010001003500", grams: 350), SaleLineRequest(code: "10001", grams: 735),
          ]))
      ])
  }

  @Test func anItemFoundByNameIsSoldByItsVariant() {
    var state = Self.empty()
    var expected = Self.empty()
    expected.search = S.ItemSearch(query: "корм", request: "корм")
    step(&state, .searchChanged("корм"), expected, [.search("корм")])
    step(&state, .searchResponse("кор", .success([F.item(3)])), expected, [])
    expected.search = S.ItemSearch(query: "корм", results: [F.item(3)])
    step(&state, .searchResponse("корм", .success([F.item(3)])), expected, [])
    expected.search = S.ItemSearch()
    expected.lines = [S.BasketLine(code: nil, id: 1, item: F.item(3))]
    expected.nextLineID = 2
    expected.revision = 1
    step(
      &state, .searchResultTapped(F.item(3)), expected,
      [.quote(revision: 1, Self.request([SaleLineRequest(count: 1, variantID: F.item(3).id)]))])
  }

  @Test func countsAndDiscountsChangeTheBasketAndZeroRemovesALine() {
    let lines = [S.BasketLine(code: "1", id: 1, item: F.item(1)), S.BasketLine(code: "2", id: 2, item: F.item(2))]
    var state = Self.basket(lines, total: 200)
    var expected = state
    expected.lines[0].count = 3
    expected.revision = 2
    step(
      &state, .countChanged(line: 1, 3), expected,
      [.quote(revision: 2, Self.request([SaleLineRequest(code: "1", count: 3), SaleLineRequest(code: "2", count: 1)]))]
    )
    step(&state, .lineDiscountChanged(line: 1, SaleDiscount(percent: 101)), expected, [])
    expected.lines[0].discount = SaleDiscount(percent: 15)
    expected.revision = 3
    step(
      &state, .lineDiscountChanged(line: 1, SaleDiscount(percent: 15)), expected,
      [
        .quote(
          revision: 3,
          Self.request([
            SaleLineRequest(code: "1", count: 3, discount: SaleDiscount(percent: 15)),
            SaleLineRequest(code: "2", count: 1),
          ]))
      ])
    expected.lines.remove(at: 1)
    expected.revision = 4
    step(
      &state, .countChanged(line: 2, 0), expected,
      [.quote(revision: 4, Self.request([SaleLineRequest(code: "1", count: 3, discount: SaleDiscount(percent: 15))]))])
  }

  @Test func aSplitTenderPaysPartByCardAndGivesChangeFromCash() {
    var state = Self.basket([S.BasketLine(code: "1", count: 7, id: 1, item: F.item(1))], total: 700)
    var expected = state
    expected.phase = .paying
    step(&state, .payTapped, expected, [])
    expected.payment = S.PaymentDraft(method: .split)
    step(&state, .paymentMethodChosen(.split), expected, [])
    expected.payment.card = "300"
    step(&state, .cardAmountChanged("300"), expected, [])
    expected.payment.cash = "300"
    step(&state, .cashReceivedChanged("300"), expected, [])
    step(&state, .paymentConfirmed, expected, [])
    expected.payment.cash = "500"
    step(&state, .cashReceivedChanged("500"), expected, [])
    #expect(state.payment.change(for: Money(rubles: 700)) == Money(rubles: 100))
    expected.phase = .submitting(nil)
    let payment = SalePayment(card: Money(rubles: 300), cash: Money(rubles: 500))
    step(
      &state, .paymentConfirmed, expected,
      [.submit(Self.request([SaleLineRequest(code: "1", count: 7)], payment: payment), nil)])
  }

  @Test func aDiscountAboveTenPercentAsksTheManagersPINAndAWrongOneIsShown() {
    var state = Self.basket([S.BasketLine(code: "1", id: 1, item: F.item(1))], total: 80, approval: true)
    state.phase = .paying
    var expected = state
    expected.phase = .approving(ApprovalPrompt(subject: S.discountSubject))
    step(&state, .paymentConfirmed, expected, [])
    step(&state, .approvalSubmitted, expected, [])
    expected.phase = .approving(ApprovalPrompt(pin: "1112", subject: S.discountSubject))
    step(&state, .approvalPINChanged("1112"), expected, [])
    let sent = ApprovalPrompt(pin: "1112", subject: S.discountSubject)
    expected.phase = .submitting(sent)
    let request = Self.request([SaleLineRequest(code: "1", count: 1)], payment: SalePayment(cash: Money(rubles: 80)))
    step(&state, .approvalSubmitted, expected, [.submit(request, ManagerApproval(pin: "1112"))])
    let wrong = F.error(.pinIncorrect, "Wrong PIN", status: 403)
    expected.phase = .approving(ApprovalPrompt(error: wrong, subject: S.discountSubject))
    step(&state, .submitResponse(.failure(wrong)), expected, [])
    _ = S.reduce(&state, .approvalPINChanged("1111"))
    expected.phase = .submitting(ApprovalPrompt(pin: "1111", subject: S.discountSubject))
    step(&state, .approvalSubmitted, expected, [.submit(request, ManagerApproval(pin: "1111"))])
    expected.phase = .done(.recorded(F.receipt(7)))
    step(&state, .submitResponse(.success(.recorded(F.receipt(7)))), expected, [])
    step(&state, .printTapped, expected, [.navigate(.print(ReceiptNumber(7)))])
  }

  @Test func missingStockIsSoldOnlyWithTheManagersApproval() {
    var state = Self.basket([S.BasketLine(code: "1", id: 1, item: F.item(1))], total: 100)
    state.phase = .submitting(nil)
    var expected = state
    expected.acceptMissingStock = true
    expected.phase = .approving(ApprovalPrompt(subject: S.missingStockSubject))
    step(&state, .submitResponse(.failure(F.error(.itemsNotAvailableWithSetCount))), expected, [])
    _ = S.reduce(&state, .approvalPINChanged("1111"))
    expected.phase = .submitting(ApprovalPrompt(pin: "1111", subject: S.missingStockSubject))
    var request = Self.request([SaleLineRequest(code: "1", count: 1)], payment: SalePayment(cash: Money(rubles: 100)))
    request.acceptMissingStock = true
    step(&state, .approvalSubmitted, expected, [.submit(request, ManagerApproval(pin: "1111"))])
  }

  @Test func theServerAsksForApprovalInItsOwnWords() {
    var state = Self.basket([S.BasketLine(code: "1", id: 1, item: F.item(1))], total: 100)
    state.phase = .submitting(nil)
    var expected = state
    expected.phase = .approving(ApprovalPrompt(subject: "Needs a manager: a discount above 10 %."))
    step(
      &state,
      .submitResponse(
        .failure(F.error(.managerApprovalRequired, "Needs a manager: a discount above 10 %.", status: 403))),
      expected, [])
    expected.phase = .paying
    step(&state, .approvalCancelled, expected, [])
  }

  @Test func offlineOnlyCashWorksAndTheSaleIsQueued() {
    let offline = RegisterConnection(isOnline: false, waiting: 3, waitingSince: F.start)
    var state = Self.basket([S.BasketLine(code: "1", id: 1, item: F.item(1))], total: 100)
    state.customerPhone = "79139139113"
    state.appliedPromo = "MEOW10"
    state.promoCode = "MEOW10"
    var expected = state
    expected.connection = offline
    expected.revision = 2
    let offlineRequest = Self.request([SaleLineRequest(code: "1", count: 1)])
    step(
      &state, .connectionChanged(offline), expected,
      [.watchConnection(after: offline), .quote(revision: 2, offlineRequest)])
    #expect(state.offlineReason != nil)
    step(&state, .customerPhoneChanged("7"), expected, [])
    step(&state, .promoCodeChanged("X"), expected, [])
    _ = S.reduce(&state, .quoteResponse(revision: 2, .success(F.quote(total: 100))))
    _ = S.reduce(&state, .payTapped)
    expected = state
    step(&state, .paymentMethodChosen(.card), expected, [])
    expected.phase = .submitting(nil)
    var request = offlineRequest
    request.payment = SalePayment(cash: Money(rubles: 100))
    step(&state, .paymentConfirmed, expected, [.submit(request, nil)])
    let queued = QueuedSale(change: .zero, queuedAt: F.start, request: request, total: Money(rubles: 100))
    expected.phase = .done(.queued(queued))
    step(&state, .submitResponse(.success(.queued(queued))), expected, [])
    step(&state, .printTapped, expected, [])
    step(&state, .newSaleTapped, expected, [.makeSaleID])
    step(
      &state, .newSaleStarted(Receipt.ID(F.uuid(501))),
      S.State(connection: offline, register: F.register.id, saleID: Receipt.ID(F.uuid(501))), [])
  }

  @Test func refusedSalesAreShownToAManager() {
    let sale = QueuedSale(change: .zero, queuedAt: F.start, request: Self.request([]), total: .zero)
    let refused = RefusedSale(error: F.error(.itemsNotAvailableWithSetCount), refusedAt: F.start, sale: sale)
    var state = Self.empty()
    step(&state, .refusedSalesTapped, Self.empty(), [])
    state.connection = RegisterConnection(refused: [refused])
    step(&state, .refusedSalesTapped, state, [.navigate(.refusedSales([refused]))])
  }

  @Test func aRefusedPromoCodeIsShownAndTheBasketPricedWithoutIt() {
    var state = Self.basket([S.BasketLine(code: "1", id: 1, item: F.item(1))], total: 100)
    var expected = state
    expected.promoCode = "MEOW"
    step(&state, .promoCodeChanged("MEOW"), expected, [])
    expected.appliedPromo = "MEOW"
    expected.revision = 2
    var withPromo = Self.request([SaleLineRequest(code: "1", count: 1)])
    withPromo.promoCode = "MEOW"
    step(&state, .promoCodeApplied, expected, [.quote(revision: 2, withPromo)])
    let refusal = F.error(ErrorCode(rawValue: "promoCodeNotFound"))
    expected.appliedPromo = nil
    expected.promoError = refusal
    expected.revision = 3
    step(
      &state, .quoteResponse(revision: 2, .failure(refusal)), expected,
      [.quote(revision: 3, Self.request([SaleLineRequest(code: "1", count: 1)]))])
  }

  @MainActor @Test func theStoreSellsAScannedItemThroughTheRegister() async {
    let submitted = Recorder<SaleRequest>()
    let register = RegisterSales(
      connection: { AsyncStream { $0.finish() } },
      quote: { request in F.quote(total: Int64(request.lines.count) * 100) },
      resolve: { code in ScannedItem(code: code, item: F.item(1)) },
      search: { _ in [] },
      submit: { request, _ in
        submitted.append(request)
        return .recorded(F.receipt(9))
      })
    let store = S.store(
      S.Dependencies(makeSaleID: { Self.saleID }, navigate: { _ in }, register: register), initial: Self.empty())
    for key in WedgeScannerTests.keys(Self.ean, gap: 0.004) { store.send(.keystroke(key)) }
    await store.settle()
    store.send(.payTapped)
    store.send(.paymentConfirmed)
    await store.settle()
    #expect(store.state.phase == .done(.recorded(F.receipt(9))))
    #expect(submitted.values.map(\.lines) == [[SaleLineRequest(code: Self.ean, count: 1)]])
  }
}
