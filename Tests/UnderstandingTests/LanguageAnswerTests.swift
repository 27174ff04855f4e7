import IntentKit
import Testing
import Understanding

/// Replies in French and Spanish: yes and no, cancel, and picks from a list by number, ordinal
/// or name, with their articles and accents.
@Suite struct LanguageAnswerTests {
  static let french = AnswerWords.of("fr")
  static let spanish = AnswerWords.of("es")
  static let choices = AnswerExpectation.choice(
    options: [
      ChoiceLabel(title: "Camille Dubois"), ChoiceLabel(title: "Camille Laurent"),
      ChoiceLabel(title: "Bob Martin"),
    ], visible: 0..<3)

  @Test(arguments: [
    "oui", "Oui.", "ouais", "d'accord", "oui merci", "bien sûr", "vas-y", "c'est ça", "oui, envoie",
  ])
  func frenchYes(_ text: String) {
    #expect(Self.french.interpret(text, expecting: .yesNo) == .yes)
  }

  @Test(arguments: ["non", "Non !", "non merci", "nan", "pas du tout", "non, n'envoie pas"])
  func frenchNo(_ text: String) {
    #expect(Self.french.interpret(text, expecting: .yesNo) == .no)
  }

  @Test(arguments: ["sí", "si", "vale", "claro", "de acuerdo", "sí, por favor", "por supuesto"])
  func spanishYes(_ text: String) {
    #expect(Self.spanish.interpret(text, expecting: .yesNo) == .yes)
  }

  @Test(arguments: ["no", "No.", "no gracias", "para nada"])
  func spanishNo(_ text: String) {
    #expect(Self.spanish.interpret(text, expecting: .yesNo) == .no)
  }

  @Test(arguments: ["annule", "Annule !", "laisse tomber", "non, annule", "oublie ça", "stop"])
  func frenchCancels(_ text: String) {
    for expectation in [AnswerExpectation.yesNo, .value(.person), Self.choices] {
      #expect(Self.french.interpret(text, expecting: expectation) == .cancel)
    }
  }

  @Test(arguments: ["cancela", "olvídalo", "déjalo", "no, cancela"])
  func spanishCancels(_ text: String) {
    #expect(Self.spanish.interpret(text, expecting: Self.choices) == .cancel)
  }

  @Test(arguments: [
    ("la deuxième", 1), ("le deuxième", 1), ("deuxième", 1), ("le second", 1), ("2", 1),
    ("deux", 1), ("numéro trois", 2), ("la dernière", 2), ("le premier", 0), ("3e", 2),
    ("Laurent", 1), ("Bob", 2),
  ])
  func frenchPicks(_ reply: (String, Int)) {
    #expect(Self.french.interpret(reply.0, expecting: Self.choices) == .choice(reply.1))
  }

  @Test(arguments: [
    ("la segunda", 1), ("el segundo", 1), ("segunda", 1), ("dos", 1), ("número tres", 2),
    ("el último", 2), ("la primera", 0), ("Dubois", 0),
  ])
  func spanishPicks(_ reply: (String, Int)) {
    #expect(Self.spanish.interpret(reply.0, expecting: Self.choices) == .choice(reply.1))
  }

  /// A long list, as a thousand-item list's items are picked: numbers past twenty spelled out.
  static let longChoices = AnswerExpectation.choice(
    options: (1...120).map { ChoiceLabel(title: "élément \($0)") }, visible: 0..<10)

  @Test(arguments: [
    ("vingt-deux", 21), ("numéro vingt-deux", 21), ("le numéro soixante et onze", 70),
    ("quatre-vingt-dix-neuf", 98), ("option cent douze", 111), ("72", 71),
  ])
  func frenchNumbersPastTwentyPick(_ reply: (String, Int)) {
    #expect(Self.french.interpret(reply.0, expecting: Self.longChoices) == .choice(reply.1))
  }

  @Test(arguments: [
    ("veintidós", 21), ("número treinta y cinco", 34), ("el número noventa y nueve", 98),
    ("ciento doce", 111),
  ])
  func spanishNumbersPastTwentyPick(_ reply: (String, Int)) {
    #expect(Self.spanish.interpret(reply.0, expecting: Self.longChoices) == .choice(reply.1))
  }

  @Test func aNumberPastTheListIsNoPick() {
    #expect(
      Self.french.interpret("numéro deux cents", expecting: Self.longChoices) == .unrecognized)
    #expect(Self.spanish.interpret("doscientos", expecting: Self.longChoices) == .unrecognized)
  }

  @Test(arguments: [
    ("le pain", "pain"), ("la liste courses", "courses"), ("celle appelée vacances", "vacances"),
  ])
  func frenchTitleRepliesLoseTheirArticle(_ reply: (String, String)) {
    let expected = reply.1
    switch Self.french.interpret(reply.0, expecting: .value(.taskList)) {
    case .value(let value): #expect(value.spokenText == expected)
    default: Issue.record("\(reply.0) was not read as a title")
    }
  }

  @Test(arguments: [
    ("el arroz", "arroz"), ("la de la compra", "compra"), ("mi lista compra", "compra"),
  ])
  func spanishTitleRepliesLoseTheirArticle(_ reply: (String, String)) {
    let expected = reply.1
    switch Self.spanish.interpret(reply.0, expecting: .value(.taskList)) {
    case .value(let value): #expect(value.spokenText == expected)
    default: Issue.record("\(reply.0) was not read as a title")
    }
  }

  @Test func pagingAndNoneOfThemInEachLanguage() {
    #expect(Self.french.interpret("suivant", expecting: Self.choices) == .nextPage)
    #expect(Self.french.interpret("précédent", expecting: Self.choices) == .previousPage)
    #expect(Self.french.interpret("aucun", expecting: Self.choices) == .cancel)
    #expect(Self.spanish.interpret("más", expecting: Self.choices) == .nextPage)
    #expect(Self.spanish.interpret("ninguno", expecting: Self.choices) == .cancel)
  }

  @Test func aFrenchDeviceReadsFrenchRepliesAndAnEnglishOneDoesNot() {
    let french = Understander(apps: demoApps, locale: "fr-FR")
    #expect(french.interpret("ouais", expecting: .yesNo) == .yes)
    #expect(understander.interpret("ouais", expecting: .yesNo) == .unrecognized)
  }
}
