// SiriKit's typed unsupported and confirmation reasons, with their raw values.

/// INSendMessageRecipientUnsupportedReason.
public enum SendMessageRecipientUnsupportedReason: Int, ResolutionReason {
  case noAccount = 1
  case offline = 2
  case messagingServiceNotEnabledForRecipient = 3
  case noValidHandle = 4
  case requestedHandleInvalid = 5
  case noHandleForLabel = 6
  case requiringInAppAuthentication = 7
}

/// Why a message cannot go into the conversation the intent names. SiriKit has no reason for
/// this (an app returns a plain `unsupported()` for the recipients); intentsh names these so
/// Siri can say why before asking for a new recipient, as it does for unsupported recipients.
public enum MessageConversationUnsupportedReason: Int, ResolutionReason {
  /// The conversationIdentifier names no conversation of the app (any more).
  case conversationNotFound = 1
  /// The speakableGroupName names no group conversation of the app.
  case groupNotFound = 2
}

/// INSendPaymentPayeeUnsupportedReason.
public enum SendPaymentPayeeUnsupportedReason: Int, ResolutionReason {
  case credentialsUnverified = 1
  case insufficientFunds = 2
  case noAccount = 3
  case noValidHandle = 4
}

/// INSendPaymentCurrencyAmountUnsupportedReason and its request-payment twin.
public enum PaymentCurrencyAmountUnsupportedReason: Int, ResolutionReason {
  case paymentsAmountBelowMinimum = 1
  case paymentsAmountAboveMaximum = 2
  case paymentsCurrencyUnsupported = 3
}

/// INRequestPaymentPayerUnsupportedReason.
public enum RequestPaymentPayerUnsupportedReason: Int, ResolutionReason {
  case credentialsUnverified = 1
  case noAccount = 2
  case noValidHandle = 3
}

/// INAddTasksTemporalEventTriggerUnsupportedReason.
public enum TemporalEventTriggerUnsupportedReason: Int, ResolutionReason {
  case timeInPast = 1
  case invalidRecurrence = 2
}

/// INAddTasksTargetTaskListConfirmationReason.
public enum AddTasksTargetTaskListConfirmationReason: Int, ResolutionReason {
  case listShouldBeCreated = 1
}
