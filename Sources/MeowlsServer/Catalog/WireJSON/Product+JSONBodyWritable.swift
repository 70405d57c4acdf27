import MeowlsAPI

// NB: the product list is the hottest response of the API; these writers are its fast path. Field order and omission
// rules mirror the synthesized `Encodable` conformances exactly (tests compare the bytes).

extension Product: JSONBodyWritable {
  func writeJSON(to writer: inout JSONWriter) {
    var first = true
    writer.byte(0x7B)
    writer.field("allow_quick_buy", first: &first)
    writer.boolean(allowQuickBuy)
    writer.field("code", first: &first)
    writer.string(code)
    if let defaultVariantArticle {
      writer.field("default_variant_article", first: &first)
      writer.string(defaultVariantArticle.rawValue)
    }
    writer.field("id", first: &first)
    writer.uuid(id.rawValue)
    writer.field("images", first: &first)
    writer.array(images)
    writer.field("name", first: &first)
    writer.string(name)
    writer.field("variants", first: &first)
    writer.array(variants)
    writer.byte(0x7D)
  }
}

extension ProductVariant: JSONBodyWritable {
  func writeJSON(to writer: inout JSONWriter) {
    var first = true
    writer.byte(0x7B)
    writer.field("article", first: &first)
    writer.string(article.rawValue)
    writer.field("availability_info", first: &first)
    availabilityInfo.writeJSON(to: &writer)
    writer.field("badges", first: &first)
    writer.array(badges)
    writer.field("id", first: &first)
    writer.uuid(id.rawValue)
    writer.field("price", first: &first)
    price.writeJSON(to: &writer)
    if let propertyValues {
      writer.field("property_values", first: &first)
      writer.array(propertyValues)
    }
    writer.field("short_name", first: &first)
    writer.string(shortName)
    writer.byte(0x7D)
  }
}

extension Price: JSONBodyWritable {
  func writeJSON(to writer: inout JSONWriter) {
    var first = true
    writer.byte(0x7B)
    if let discount {
      writer.field("discount", first: &first)
      // NB: a non-finite discount cannot come from the catalogue; write 0 rather than invalid JSON.
      (try? writer.double(discount)) ?? writer.integer(0)
    }
    writer.field("original_price", first: &first)
    writer.kopecks(originalPrice.kopecks)
    writer.field("price", first: &first)
    writer.kopecks(price.kopecks)
    writer.byte(0x7D)
  }
}

extension AvailabilityInfo: JSONBodyWritable {
  func writeJSON(to writer: inout JSONWriter) {
    var first = true
    writer.byte(0x7B)
    writer.field("count", first: &first)
    writer.integer(count)
    if let deliveryDuration {
      writer.field("delivery_duration", first: &first)
      writer.integer(deliveryDuration)
    }
    writer.field("type", first: &first)
    writer.string(type.rawValue)
    writer.byte(0x7D)
  }
}

extension Badge: JSONBodyWritable {
  func writeJSON(to writer: inout JSONWriter) {
    var first = true
    writer.byte(0x7B)
    writer.field("background_color", first: &first)
    writer.string(backgroundColor)
    if let text {
      writer.field("text", first: &first)
      writer.string(text)
    }
    writer.field("tint_color", first: &first)
    writer.string(tintColor)
    writer.field("title", first: &first)
    writer.string(title)
    writer.byte(0x7D)
  }
}

extension PropertyValue: JSONBodyWritable {
  func writeJSON(to writer: inout JSONWriter) {
    var first = true
    writer.byte(0x7B)
    writer.field("id", first: &first)
    writer.uuid(id.rawValue)
    writer.field("property_id", first: &first)
    writer.uuid(propertyID.rawValue)
    writer.field("value", first: &first)
    writer.string(value)
    writer.byte(0x7D)
  }
}
