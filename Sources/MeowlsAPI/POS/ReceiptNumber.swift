/// A receipt's public number (counting from 1 across the chain): a JSON integer, and the `{number}` of
/// `/api/v1/pos/receipts/{number}.html`.
public typealias ReceiptNumber = PublicNumber<Receipt>
