/// Opening hours as `"09:00-21:00"`; Saturday and Sunday default to the weekday hours.
struct DemoHoursData: Decodable {
  var saturday: String?
  var sunday: String?
  var weekdays: String
}
