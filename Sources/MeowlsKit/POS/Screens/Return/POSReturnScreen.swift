import Foundation
import MeowlsAPI

/// A return against a receipt (`POST /pos/returns`): the receipt found by its number, typed or scanned from the
/// paper receipt (a wedge burst, as at the sale), the lines and quantities picked, a reason, the manager's PIN
/// (every return of a cashier needs it; a manager approves their own), and the refund with its receipt. Returns
/// need the server, so the screen is off while offline and says why.
public enum POSReturnScreen {
  /// Everything the return shows.
  public struct State: Equatable, Sendable {
    /// A refusal shown as an alert until dismissed.
    public var alert: APIError?
    /// A manager or admin at the register: no PIN is asked.
    public var approvesOwnReturns: Bool
    /// The register's connection.
    public var connection: RegisterConnection
    /// What the screen is doing.
    public var phase: Phase
    /// The quantity picked per receipt line (1-based, as the receipt numbers them): pieces, or grams for a
    /// weighed line.
    public var picks: [Int: Int]
    /// The reason typed (optional on the server).
    public var reason: String
    /// The receipt found.
    public var receipt: Receipt?
    /// The register.
    public var register: Register.ID
    /// The return's own id (idempotent like a sale's).
    public var returnID: ReturnReceipt.ID
    /// The receipt number field and the scanner.
    public var scanner: WedgeScanner

    /// A return with nothing found yet.
    public init(
      alert: APIError? = nil, approvesOwnReturns: Bool = false, connection: RegisterConnection = RegisterConnection(),
      phase: Phase = .searching, picks: [Int: Int] = [:], reason: String = "", receipt: Receipt? = nil,
      register: Register.ID, returnID: ReturnReceipt.ID, scanner: WedgeScanner = WedgeScanner()
    ) {
      self.alert = alert
      self.approvesOwnReturns = approvesOwnReturns
      self.connection = connection
      self.phase = phase
      self.picks = picks
      self.reason = reason
      self.receipt = receipt
      self.register = register
      self.returnID = returnID
      self.scanner = scanner
    }

    /// Why returns are off, or nil while online.
    public var unavailableReason: String? { connection.offlineReason }

    /// The return as it would be sent.
    var request: ReturnRequest? {
      guard let receipt, !picks.isEmpty else { return nil }
      let lines = picks.keys.sorted().compactMap { index -> ReturnLineRequest? in
        guard let quantity = picks[index], receipt.lines.indices.contains(index - 1) else { return nil }
        return receipt.lines[index - 1].grams == nil
          ? ReturnLineRequest(count: quantity, line: index) : ReturnLineRequest(grams: quantity, line: index)
      }
      let reason = reason.trimmingCharacters(in: .whitespacesAndNewlines)
      return ReturnRequest(
        id: returnID, lines: lines, reason: reason.isEmpty ? nil : reason, receiptNumber: receipt.number,
        registerID: register)
    }
  }

  /// The return's phases.
  public enum Phase: Equatable, Sendable {
    /// The manager's PIN is asked.
    case approving(ApprovalPrompt)
    /// The refund was recorded: its receipt (and a declined card refund to pay in cash).
    case done(ReturnReceipt)
    /// The receipt is on its way.
    case loading(ReceiptNumber)
    /// The receipt is shown: lines and quantities are picked.
    case picking
    /// The return is on its way with the approval it carries.
    case refunding(ApprovalPrompt?)
    /// The receipt number is asked.
    case searching
  }

  /// What happened on the return, alphabetised.
  public enum Action: Equatable, Sendable {
    case alertDismissed
    case allLinesTapped
    case approvalCancelled
    case approvalPINChanged(String)
    case approvalSubmitted
    case connectionChanged(RegisterConnection?)
    case findTapped
    /// A key from the register's keyboard or its wedge scanner (the paper receipt's code is its number).
    case keystroke(Keystroke)
    case lineQuantityChanged(line: Int, Int)
    case newReturnStarted(ReturnReceipt.ID)
    case newReturnTapped
    case numberChanged(String)
    case printTapped
    case reasonChanged(String)
    case receiptResponse(ReceiptNumber, Result<Receipt, APIError>)
    case refundTapped
    case returnResponse(Result<ReturnReceipt, APIError>)
    case viewAppeared
  }

  /// Where the return sends the cashier.
  public enum Route: Equatable, Sendable {
    /// The return's printable page (`GET /pos/returns/{number}.html`).
    case printReturn(ReceiptNumber)
    /// The server locked the register for this member.
    case registerLocked
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case fetchReceipt(ReceiptNumber)
    case makeReturnID
    case navigate(Route)
    case submit(ReturnRequest, ManagerApproval?)
    case watchConnection(after: RegisterConnection?)
  }

  /// The subject of the PIN prompt.
  public static let subject = "a return"
}
