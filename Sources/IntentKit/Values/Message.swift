/// INMessage: a sent or received message.
public struct Message: Hashable, Sendable, Codable {
  public var identifier: String
  public var conversationIdentifier: String?
  public var content: String?
  public var dateSent: String?
  public var sender: Person?
  public var recipients: [Person]
  /// The group conversation's name (INMessage.groupName, iOS 11); nil for one-to-one.
  public var groupName: SpeakableString?
  public var serviceName: String?

  public init(
    identifier: String,
    conversationIdentifier: String?,
    content: String?,
    dateSent: String? = nil,
    sender: Person? = nil,
    recipients: [Person],
    groupName: SpeakableString? = nil,
    serviceName: String? = nil
  ) {
    self.identifier = identifier
    self.conversationIdentifier = conversationIdentifier
    self.content = content
    self.dateSent = dateSent
    self.sender = sender
    self.recipients = recipients
    self.groupName = groupName
    self.serviceName = serviceName
  }
}
