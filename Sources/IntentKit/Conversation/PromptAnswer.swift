/// One choice offered in a list prompt, as the user sees it.
public struct ChoiceLabel: Hashable, Sendable {
  public var title: String
  public var subtitle: String?
  /// Other names that pick this option but are not shown: an app's alternative names and their
  /// pronunciation hints ("Chirper" picks Chirp).
  public var aliases: [String]
  /// INImage's stand-in on a terminal: a short glyph or emoji shown before the title.
  public var image: String?
  /// The titled section the option is listed under (INObjectCollection), if any.
  public var section: String?

  public init(
    title: String, subtitle: String? = nil, aliases: [String] = [], image: String? = nil,
    section: String? = nil
  ) {
    self.title = title
    self.subtitle = subtitle
    self.aliases = aliases
    self.image = image
    self.section = section
  }
}

/// What kind of answer a prompt waits for, so understanding can read the user's reply.
public enum AnswerExpectation: Hashable, Sendable {
  /// A pick from `options` (all pages); `visible` is the range shown on the current page,
  /// which ordinals such as "the second one" and "last" refer to.
  case choice(options: [ChoiceLabel], visible: Range<Int>)
  /// yes or no.
  case yesNo
  /// A value for a parameter.
  case value(ParameterValueType)
  /// yes or no, or straight away the value a yes would ask for: "Do you want to reply?"
  /// answered "see you at six" (seed 000).
  case yesNoOrValue(ParameterValueType)
  /// yes or no to a value offered ("Did you mean Katherine Jones?"), or no and the value
  /// meant instead: "no, Kate".
  case yesNoOrCorrection(ParameterValueType)
}

/// What the user's reply to a prompt meant.
public enum PromptAnswer: Hashable, Sendable {
  /// The option at this index into all options (0-based).
  case choice(Int)
  case nextPage
  case previousPage
  case yes
  case no
  case value(IntentValue)
  /// "cancel", "never mind", "stop".
  case cancel
  /// Not an answer but a new request: the current dialog ends and this one starts.
  case newRequest(Intent)
  /// Nothing usable in the reply.
  case unrecognized
}
