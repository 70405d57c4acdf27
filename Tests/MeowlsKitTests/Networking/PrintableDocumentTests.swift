import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// A printable page (receipt, return receipt, shift report) is the server's HTML as it came, and the contract's
/// error body is still an error for it.
@Suite struct PrintableDocumentTests {
  static let page = "<!doctype html><html><body><h1>Кассовый чек</h1><div class=\"qr\"><svg></svg></div></body></html>"

  func client(answering response: TransportResponse) -> (KitHarness, ScriptedTransport) {
    let transport = ScriptedTransport { _, _ in response }
    return (KitHarness(transport: transport.transport, session: Fixtures.session()), transport)
  }

  @Test func anHTMLAnswerIsTheDocumentByteForByte() async throws {
    let (harness, _) = client(
      answering: TransportResponse(
        body: Data(Self.page.utf8), headers: ["Content-Type": "text/html; charset=utf-8"], status: 200))
    let document = try await harness.client.send(.receiptHTML(1024))
    #expect(document == PrintableDocument(html: Self.page))
  }

  @Test func theReceiptIsAskedForAtItsPrintableAddress() async throws {
    let (harness, transport) = client(
      answering: TransportResponse(body: Data(Self.page.utf8), headers: ["Content-Type": "text/html"], status: 200))
    _ = try await harness.client.send(.receiptHTML(1024))
    _ = try await harness.client.send(.returnHTML(1025))
    #expect(
      transport.requests.values.map(\.url.path) == ["/api/v1/pos/receipts/1024.html", "/api/v1/pos/returns/1025.html"]
    )
  }

  @Test func theContractsErrorBodyIsTheServersError() async throws {
    let (harness, _) = client(answering: .error(404, .receiptNotFound, "Receipt not found."))
    do {
      let document = try await harness.client.send(.receiptHTML(9999))
      Issue.record("an error body decoded as a page: \(document.html.prefix(80))")
    } catch {
      #expect(error.code == .receiptNotFound && error.status == 404)
    }
  }

  @Test func aJSONAnswerWhereAPageWasExpectedIsUndecodableNotAnEmptyPage() async throws {
    let (harness, _) = client(answering: .json(["html": Self.page]))
    do {
      let document = try await harness.client.send(.receiptHTML(1024))
      Issue.record("a JSON answer decoded as a page: \(document.html.prefix(80))")
    } catch {
      guard case .undecodable(let status, _) = error else {
        Issue.record("expected undecodable, got \(error)")
        return
      }
      #expect(status == 200)
    }
  }
}
