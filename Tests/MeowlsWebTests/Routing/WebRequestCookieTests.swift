import Testing

@testable import MeowlsWeb

/// Reading one cookie out of a browser's `Cookie` header.
@Suite struct WebRequestCookieTests {
  func request(_ header: String?) -> WebRequest {
    WebRequest(method: "GET", path: [], headers: header.map { ["Cookie": $0] } ?? [:])
  }

  @Test func aCookieIsFoundAmongOthersWithTheBlanksAroundItTrimmed() {
    let request = request("theme=dark;  meowls_session = abc123 \t; other=1")
    #expect(request.cookie("meowls_session") == "abc123")
    #expect(request.cookie("theme") == "dark")
    #expect(request.cookie("other") == "1")
  }

  @Test func aNameMustMatchWholeNotAsAPrefixOrSuffix() {
    let request = request("meowls_session2=x; old_meowls_session=y")
    #expect(request.cookie("meowls_session") == nil)
  }

  @Test func aValueKeepsItsOwnEqualsSignsAndMayBeEmpty() {
    #expect(request("token=a=b==").cookie("token") == "a=b==")
    #expect(request("token=").cookie("token") == "")
  }

  @Test func noHeaderOrAPairWithoutEqualsFindsNothing() {
    #expect(request(nil).cookie("token") == nil)
    #expect(request("token; =x;;").cookie("token") == nil)
    #expect(request("Кот=мурр; token=ok").cookie("token") == "ok")
  }
}
