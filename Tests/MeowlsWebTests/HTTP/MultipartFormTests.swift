import Foundation
import Testing

@testable import MeowlsWeb

/// A `multipart/form-data` body as browsers post a form with a file input, and the bodies that are not one.
@Suite struct MultipartFormTests {
  static let type = "multipart/form-data; boundary=XyZ"

  static func body(_ parts: [String]) -> [UInt8] {
    Array((parts.map { "--XyZ\r\n" + $0 + "\r\n" }.joined() + "--XyZ--\r\n").utf8)
  }

  @Test func fieldsAndAFileAreRead() {
    let form = MultipartForm(
      contentType: Self.type,
      body: Self.body([
        "Content-Disposition: form-data; name=\"csrf\"\r\n\r\nabc",
        "Content-Disposition: form-data; name=\"file\"; filename=\"cat.png\"\r\nContent-Type: image/png\r\n\r\n\u{1}\u{2}",
      ]))
    #expect(form.fields["csrf"] == "abc")
    #expect(form.files["file"] == MultipartForm.File(bytes: Data([1, 2]), filename: "cat.png"))
  }

  @Test func aFileInputLeftEmptyIsNoFile() {
    let form = MultipartForm(
      contentType: Self.type, body: Self.body(["Content-Disposition: form-data; name=\"file\"; filename=\"\"\r\n\r\n"]))
    #expect(form.files.isEmpty)
  }

  @Test func aBodyThatIsNotMultipartReadsAsNothing() {
    #expect(MultipartForm(contentType: "text/plain", body: Array("a=1".utf8)).fields["a"] == nil)
    #expect(MultipartForm(contentType: "multipart/form-data", body: Self.body(["x"])).files.isEmpty)
  }

  @Test func aBodyCutShortKeepsThePartsBeforeTheCut() {
    let whole = Self.body([
      "Content-Disposition: form-data; name=\"do\"\r\n\r\nupload",
      "Content-Disposition: form-data; name=\"file\"; filename=\"a.jpg\"\r\n\r\n\u{FF}\u{D8}",
    ])
    let form = MultipartForm(contentType: Self.type, body: Array(whole.dropLast(20)))
    #expect(form.fields["do"] == "upload" && form.files.isEmpty)
  }
}
