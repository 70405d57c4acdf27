import Foundation
import MeowlsAPI
import MeowlsKit
import Synchronization

/// A scripted server for the register's unit tests: each sale is answered as `answer` says at that moment, and every
/// sale sent is recorded in order.
final class ScriptedCounter: Sendable {
  enum Answer: Sendable {
    case offline
    case record
    case refuse(Int, ErrorCode)
  }

  private let state = Mutex<(answer: Answer, sent: [SaleRequest])>((.record, []))

  /// The ids of the sales sent, in order.
  var sent: [Receipt.ID] { state.withLock { $0.sent.map(\.id) } }
  /// The sales sent, as sent.
  var requests: [SaleRequest] { state.withLock { $0.sent } }

  func answer(_ answer: Answer) { state.withLock { $0.answer = answer } }

  func sell(_ request: SaleRequest) throws(APIError) -> Receipt {
    let answer = state.withLock { state in
      state.sent.append(request)
      return state.answer
    }
    switch answer {
    case .offline: throw .transport(.notConnected)
    case .refuse(let status, let code): throw .server(status: status, ErrorResponse(code: code, reason: "refused"))
    case .record:
      let party = { (name: String) in ReceiptParty<ReceiptShop>(id: Identifier(UUID()), name: name) }
      return Receipt(
        cashier: ReceiptParty(id: Identifier(UUID()), name: "Кирилл"), change: .zero, discounts: [], id: request.id,
        issuedAt: Date(timeIntervalSince1970: 0), lines: [], number: 1, payments: [],
        register: ReceiptParty(id: Identifier(UUID()), name: "Касса 1"), shop: party("MEOWLS"), shopAddress: "",
        subtotal: .zero, total: .zero)
    }
  }
}

/// A clock the test moves.
final class ManualClock: Sendable {
  private let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))

  var now: Date { current.withLock { $0 } }

  func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

/// A snapshot of two goods: a piece good (article 1011, 300 ₽, 12 in stock) and a loose good (article 1021,
/// PLU 10001, 549 ₽ a 1 kg pack or per kg, 3 packs and 650 g in the bin).
enum RegisterSamples {
  static let piece = RegisterCatalogueItem(
    article: "1011", barcode: EAN13(body: "460000001011"), id: ProductVariant.ID(UUID()), name: "Brit Care, 400 г",
    price: Money(rubles: 300), stock: 12, vat: "20%")
  static let loose = RegisterCatalogueItem(
    article: "1021", barcode: EAN13(body: "460000001021"), binGrams: 650, id: ProductVariant.ID(UUID()),
    name: "Корм на развес, 1 кг", plu: 10001, price: Money(rubles: 549), pricePerKilogram: Money(rubles: 549),
    stock: 3, vat: "20%")
  static let snapshot = ShopSnapshot(items: [piece, loose], revision: 7)
  static let register = Register.ID(UUID())

  static func sale(
    _ lines: [SaleLineRequest] = [SaleLineRequest(code: "1011")], cash: Money? = Money(rubles: 500),
    card: Money? = nil, discount: SaleDiscount? = nil, promoCode: String? = nil
  ) -> SaleRequest {
    SaleRequest(
      discount: discount, id: Receipt.ID(UUID()), lines: lines, payment: SalePayment(card: card, cash: cash),
      promoCode: promoCode, registerID: register)
  }
}

/// An offline register over `storage` with a catalogue holding `RegisterSamples.snapshot`.
func makeRegister(
  _ counter: ScriptedCounter, clock: ManualClock, storage: any RegisterStorage = InMemoryRegisterStorage()
) async throws -> OfflineRegister {
  let catalogue = ShopCatalogue(storage: storage)
  if await catalogue.snapshot.revision == nil {
    try await catalogue.refresh { (_) throws(APIError) in
      RegisterCatalogue(complete: true, items: Array(RegisterSamples.snapshot.items.values), revision: 7)
    }
  }
  return try OfflineRegister(
    dependencies: OfflineRegister.Dependencies(
      catalogue: catalogue, now: { clock.now }, sell: { (request, _) throws(APIError) in try counter.sell(request) },
      storage: storage))
}
