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

  @Test func identifiersAreWrittenAsFoundationWritesAUUID() {
    for _ in 0..<200 {
      let uuid = UUID()
      let written = withUnsafeBytes(of: uuid.uuid) { Session.uuidText($0) }
      #expect(written == uuid.uuidString)
    }
    let edges: [uuid_t] = [
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
      (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255),
      (0x0F, 0xF0, 0x1A, 0xA1, 0, 9, 10, 15, 16, 0x9F, 0xF9, 0xA0, 0x0A, 0x5C, 0xC5, 0x7E),
    ]
    for edge in edges {
      #expect(withUnsafeBytes(of: edge) { Session.uuidText($0) } == UUID(uuid: edge).uuidString)
    }
  }
}
