import Foundation
import IntentKit
import Testing

@testable import Runtime

@Suite struct RequestIdentifierTests {
  @Test func eachRequestGetsItsOwnVersion4UUID() throws {
    let intent = Intent(name: .sendMessage)
    let identifiers = (0..<200).compactMap { _ in Session.identified(intent).identifier }
    #expect(identifiers.count == 200)
    #expect(Set(identifiers).count == 200)
    for identifier in identifiers {
      let uuid = try #require(UUID(uuidString: identifier)).uuid
      #expect(uuid.6 >> 4 == 4, "version 4 in \(identifier)")
      #expect(uuid.8 >> 6 == 0b10, "RFC 4122 variant in \(identifier)")
    }
  }
}
