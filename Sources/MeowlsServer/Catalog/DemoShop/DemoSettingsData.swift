/// The knobs of the expansion in `settings.json`: how often things happen and in which ranges.
struct DemoSettingsData: Decodable {
  var availableCount: DemoRangeData
  var bestValueChancePercent: Int
  var deliveryChancePercent: Int
  var deliveryCount: DemoRangeData
  var deliveryDays: DemoRangeData
  var discountChancePercent: Int
  var discountPercents: [Int]
  var hitChancePercent: Int
  var newChancePercent: Int
  var notAvailableChancePercent: Int
  var shopCount: DemoRangeData
}
