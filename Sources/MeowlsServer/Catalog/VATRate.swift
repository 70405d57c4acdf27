/// The VAT rates a product may carry on its receipts (НК РФ ст. 164 for a seller on ОСН): the standard `20%` (pet
/// food, accessories), `10%` (veterinary medicines, among others), `0%` (exports) and `без НДС` (goods exempt
/// under ст. 149). Stored and printed as these strings.
public enum VATRate {
  public static let standard = "20%"
  public static let all = ["20%", "10%", "0%", "без НДС"]
}
