import MeowlsAPI

// NB: every cart route answers a whole cart; these writers are its fast path (the generic Encodable path was a
// tenth of a cart update's time). Field order and omission rules mirror the synthesized `Encodable` conformances
// exactly (JSONBodyWritableTests compares the bytes).

extension Cart: JSONBodyWritable {
  func writeJSON(to writer: inout JSONWriter) {
    var first = true
    writer.byte(0x7B)
    if let availabilityAlertMessage {
      writer.field("availability_alert_message", first: &first)
      writer.string(availabilityAlertMessage)
    }
    writer.field("id", first: &first)
    writer.uuid(id.rawValue)
    writer.field("items", first: &first)
    writer.array(items)
    if let mergeReport {
      writer.field("merge_report", first: &first)
      writer.array(mergeReport)
    }
    if let promoCode {
      writer.field("promo_code", first: &first)
      promoCode.writeJSON(to: &writer)
    }
    writer.field("summaries", first: &first)
    writer.array(summaries)
    writer.byte(0x7D)
  }
}

extension CartItem: JSONBodyWritable {
  func writeJSON(to writer: inout JSONWriter) {
    var first = true
    writer.byte(0x7B)
    writer.field("amount", first: &first)
    amount.writeJSON(to: &writer)
    writer.field("article", first: &first)
    writer.string(article.rawValue)
    writer.field("availability_info", first: &first)
    availabilityInfo.writeJSON(to: &writer)
    writer.field("badges", first: &first)
    writer.array(badges)
    writer.field("count", first: &first)
    writer.integer(count)
    writer.field("id", first: &first)
    writer.uuid(id.rawValue)
    if let image {
      writer.field("image", first: &first)
      image.writeJSON(to: &writer)
    }
    writer.field("price", first: &first)
    price.writeJSON(to: &writer)
    writer.field("product_id", first: &first)
    writer.uuid(productID.rawValue)
    writer.field("product_name", first: &first)
    writer.string(productName)
    writer.field("variant_name", first: &first)
    writer.string(variantName)
    writer.byte(0x7D)
  }
}

extension MergeReportEntry: JSONBodyWritable {
  func writeJSON(to writer: inout JSONWriter) {
    var first = true
    writer.byte(0x7B)
    writer.field("applied", first: &first)
    writer.integer(applied)
    writer.field("article", first: &first)
    writer.string(article.rawValue)
    if let reason {
      writer.field("reason", first: &first)
      writer.string(reason)
    }
    writer.field("requested", first: &first)
    writer.integer(requested)
    writer.byte(0x7D)
  }
}

extension PromoCode: JSONBodyWritable {
  func writeJSON(to writer: inout JSONWriter) {
    var first = true
    writer.byte(0x7B)
    writer.field("code", first: &first)
    writer.string(code)
    if let isActive {
      writer.field("is_active", first: &first)
      writer.boolean(isActive)
    }
    writer.byte(0x7D)
  }
}

extension Summary: JSONBodyWritable {
  func writeJSON(to writer: inout JSONWriter) {
    var first = true
    writer.byte(0x7B)
    writer.field("name", first: &first)
    writer.string(name)
    writer.field("type", first: &first)
    writer.string(type.rawValue)
    writer.field("value", first: &first)
    writer.kopecks(value.kopecks)
    writer.byte(0x7D)
  }
}
