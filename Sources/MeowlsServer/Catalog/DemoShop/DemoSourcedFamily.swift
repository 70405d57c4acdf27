/// A family with the place it was read from, for error messages.
struct DemoSourcedFamily {
  var entry: String
  var family: DemoFamilyData
  var file: String
}
