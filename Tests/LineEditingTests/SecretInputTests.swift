import Testing

@testable import LineEditing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `text` into a new pipe, closes its write end and returns the read end.
private func pipeContaining(_ text: String) -> Int32 {
  var ends: [Int32] = [0, 0]
  #expect(pipe(&ends) == 0)
  let bytes = Array(text.utf8)
  #expect(write(ends[1], bytes, bytes.count) == bytes.count)
  close(ends[1])
  return ends[0]
}

@Suite("Secret input without a terminal")
struct SecretInputTests {
  @Test func secretReadStopsAtTheFirstNewline() {
    let descriptor = pipeContaining("1234\nnext\n")
    defer { close(descriptor) }
    #expect(SecretInput.readLine(prompt: "", from: descriptor) == .line("1234"))
    #expect(SecretInput.readLine(prompt: "", from: descriptor) == .line("next"))
  }

  @Test func secretReadDropsACarriageReturn() {
    let descriptor = pipeContaining("pass word\r\n")
    defer { close(descriptor) }
    #expect(SecretInput.readLine(prompt: "", from: descriptor) == .line("pass word"))
  }

  @Test func secretReadReturnsEndOfInputWhenNothingIsLeft() {
    let descriptor = pipeContaining("")
    defer { close(descriptor) }
    #expect(SecretInput.readLine(prompt: "", from: descriptor) == .endOfInput)
  }

  @Test func secretReadReturnsALastLineWithoutNewline() {
    let descriptor = pipeContaining("日本1234")
    defer { close(descriptor) }
    #expect(SecretInput.readLine(prompt: "", from: descriptor) == .line("日本1234"))
  }

  @Test func terminalWidthIsAlwaysPositive() {
    #expect(Terminal.columns > 0)
  }
}
