/// SiriKit's intent classes and their properties, as an AppIntentVocabulary.plist names them
/// (`IntentName`, `ParameterNames`), so a file naming something SiriKit lacks is refused.
/// Written out by hand: the SDK's headers are the only source, and they are not on Linux.
public enum SiriKitIntentClasses {
  /// Properties by intent class. Those typed INSpeakableString (or arrays of it) are the ones
  /// global vocabulary can teach.
  public static let properties: [String: [String: PropertyKind]] = [
    "INSendMessageIntent": [
      "recipients": .person, "content": .other, "speakableGroupName": .speakable,
      "conversationIdentifier": .other, "serviceName": .other, "sender": .person,
      "outgoingMessageType": .other, "attachments": .other,
    ],
    "INSearchForMessagesIntent": [
      "recipients": .person, "senders": .person, "searchTerms": .other, "attributes": .other,
      "dateTimeRange": .other, "identifiers": .other, "notificationIdentifiers": .other,
      "speakableGroupNames": .speakable, "conversationIdentifiers": .other,
    ],
    "INSetMessageAttributeIntent": ["identifiers": .other, "attribute": .other],
    "INRequestRideIntent": [
      "pickupLocation": .other, "dropOffLocation": .other, "rideOptionName": .speakable,
      "partySize": .other, "paymentMethod": .other, "scheduledPickupTime": .other,
    ],
    "INListRideOptionsIntent": ["pickupLocation": .other, "dropOffLocation": .other],
    "INGetRideStatusIntent": [:],
    "INCancelRideIntent": ["rideIdentifier": .other],
    "INSendRideFeedbackIntent": ["rideIdentifier": .other, "rating": .other, "tip": .other],
    "INSendPaymentIntent": ["payee": .person, "currencyAmount": .other, "note": .other],
    "INRequestPaymentIntent": ["payer": .person, "currencyAmount": .other, "note": .other],
    "INSearchForAccountsIntent": [
      "accountNickname": .speakable, "accountType": .other, "organizationName": .speakable,
      "requestedBalanceType": .other,
    ],
    "INTransferMoneyIntent": [
      "fromAccount": .other, "toAccount": .other, "transactionAmount": .other,
      "transactionScheduledDate": .other, "transactionNote": .other,
    ],
    "INPayBillIntent": [
      "billPayee": .other, "fromAccount": .other, "transactionAmount": .other,
      "transactionScheduledDate": .other, "transactionNote": .other, "billType": .other,
      "dueDate": .other,
    ],
    "INCreateTaskListIntent": [
      "title": .speakable, "taskTitles": .speakable, "groupName": .speakable,
    ],
    "INAddTasksIntent": [
      "targetTaskList": .other, "taskTitles": .speakable, "spatialEventTrigger": .other,
      "temporalEventTrigger": .other, "priority": .other,
    ],
    "INSearchForNotebookItemsIntent": [
      "title": .speakable, "content": .other, "itemType": .other, "status": .other,
      "location": .other, "locationSearchType": .other, "dateTime": .other,
      "dateSearchType": .other, "notebookItemIdentifier": .other, "taskPriority": .other,
    ],
    "INSetTaskAttributeIntent": [
      "targetTask": .other, "taskTitle": .speakable, "status": .other, "priority": .other,
      "spatialEventTrigger": .other, "temporalEventTrigger": .other,
    ],
    "INDeleteTasksIntent": ["taskList": .other, "tasks": .other, "all": .other],
    "INCreateNoteIntent": ["title": .speakable, "content": .other, "groupName": .speakable],
    "INAppendToNoteIntent": ["targetNote": .other, "content": .other],
    "INStartWorkoutIntent": [
      "workoutName": .speakable, "goalValue": .other, "workoutGoalUnitType": .other,
      "workoutLocationType": .other, "isOpenEnded": .other,
    ],
    "INPlayMediaIntent": [
      "mediaItems": .other, "mediaContainer": .other, "playShuffled": .other,
      "playbackRepeatMode": .other, "resumePlayback": .other, "mediaSearch": .other,
      "playbackQueueLocation": .other, "playbackSpeed": .other,
      // The media vocabulary keys: not properties of the class, but the names a global
      // vocabulary file gives its media terms under.
      "playlistTitle": .speakable, "musicArtistName": .speakable, "audiobookTitle": .speakable,
      "audiobookAuthorName": .speakable, "showTitle": .speakable,
    ],
    "INAddMediaIntent": [
      "mediaItems": .other, "mediaSearch": .other, "mediaDestination": .other,
    ],
    "INUpdateMediaAffinityIntent": [
      "mediaItems": .other, "mediaSearch": .other, "affinityType": .other,
    ],
    "INSearchForMediaIntent": ["mediaItems": .other, "mediaSearch": .other],
    "INSetCarLockStatusIntent": ["locked": .other, "carName": .speakable],
    "INGetCarLockStatusIntent": ["carName": .speakable],
    "INActivateCarSignalIntent": ["carName": .speakable, "signals": .other],
    "INGetCarPowerLevelStatusIntent": ["carName": .speakable],
  ]

  /// How a property can take vocabulary.
  public enum PropertyKind: Sendable {
    /// INSpeakableString: global vocabulary may name it.
    case speakable
    /// INPerson: Siri matches it against contacts and contactName vocabulary.
    case person
    case other
  }

  public static func isKnown(_ intentClass: String) -> Bool { properties[intentClass] != nil }

  /// Whether an AppIntentVocabulary.plist may list this parameter under `ParameterNames`.
  public static func acceptsVocabulary(_ name: IntentParameterName) -> Bool {
    properties[name.intentClass]?[name.property] == .speakable
  }
}
