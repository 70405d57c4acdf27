// The cart's request bodies read without `JSONDecoder` when they are plain (see `PlainJSONReader`); the keys and
// optionality follow the types' `CodingKeys` and synthesized decoders.

extension CartRequest: PlainJSONDecodable {
  public static func read(plainJSON reader: inout PlainJSONReader) -> CartRequest? {
    var cart: CartContents?
    var promoCode: PromoCode?
    let read = reader.object { reader, key in
      switch key {
      case "cart":
        cart = CartContents.read(plainJSON: &reader)
        return cart != nil
      case "promo_code":
        if reader.null() { return true }
        promoCode = PromoCode.read(plainJSON: &reader)
        return promoCode != nil
      default: return false
      }
    }
    guard read, let cart else { return nil }
    return CartRequest(cart: cart, promoCode: promoCode)
  }
}

extension CartContents {
  static func read(plainJSON reader: inout PlainJSONReader) -> CartContents? {
    var items: [CartRequestItem]?
    var save: Bool?
    let read = reader.object { reader, key in
      switch key {
      case "items":
        items = reader.array { CartRequestItem.read(plainJSON: &$0) }
        return items != nil
      case "save":
        save = reader.bool()
        return save != nil
      default: return false
      }
    }
    guard read, let items, let save else { return nil }
    return CartContents(items: items, save: save)
  }
}

extension CartRequestItem {
  static func read(plainJSON reader: inout PlainJSONReader) -> CartRequestItem? {
    var article: String?
    var count: Int?
    let read = reader.object { reader, key in
      switch key {
      case "article":
        article = reader.string()
        return article != nil
      case "count":
        count = reader.integer()
        return count != nil
      default: return false
      }
    }
    guard read, let article, let count else { return nil }
    return CartRequestItem(article: Article(rawValue: article), count: count)
  }
}

extension PromoCode {
  static func read(plainJSON reader: inout PlainJSONReader) -> PromoCode? {
    var code: String?
    var isActive: Bool?
    let read = reader.object { reader, key in
      switch key {
      case "code":
        code = reader.string()
        return code != nil
      case "is_active":
        if reader.null() { return true }
        isActive = reader.bool()
        return isActive != nil
      default: return false
      }
    }
    guard read, let code else { return nil }
    return PromoCode(code: code, isActive: isActive)
  }
}
