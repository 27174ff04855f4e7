import IntentKit
import SpokenLanguage

/// The words a reply to Siri's question is read with, in one language: yes and no, cancel,
/// paging, the numbers and ordinals that pick an option, and the fillers around them. Words are
/// as `NameNormalizer.words` gives them: lowercase, accents and apostrophes dropped ("deuxième"
/// is "deuxieme", "d'accord" is "daccord").
public struct AnswerWords: Sendable {
  var yesPhrases: Set<String>
  var noPhrases: Set<String>
  /// First words that make a reply a yes or a no whatever follows ("yes send it").
  var yesLeads: Set<String>
  var noLeads: Set<String>
  var yesNoLeading: Set<[String]>
  var yesNoTrailing: Set<[String]>
  var cancelPhrases: Set<String>
  var cancelLeading: Set<[String]>
  var cancelTrailing: Set<[String]>
  /// Words before a cancel that do not change it ("no, cancel", "non, annule").
  var cancelPrefixes: Set<String>
  var noneOfThem: Set<[String]>
  var nextPage: Set<String>
  var previousPage: Set<String>
  var pagingLeading: Set<[String]>
  var pagingTrailing: Set<[String]>
  /// Words before the name of the option meant ("the one in Oakland", "I meant John").
  var titleLeading: Set<[String]>
  var titleTrailing: Set<[String]>
  /// Words before a number shown beside an option ("number 2", "option deux").
  var numberNouns: Set<String>
  /// Articles before an ordinal or a number ("the second", "le deuxième").
  var articles: Set<[String]>
  /// The word after an ordinal that stands for the option ("the second one", "la deuxième").
  var optionWords: Set<String>
  /// Positions said by name: the last, the one before it, the first shown.
  var last: Set<String>
  var secondToLast: Set<String>
  var top: Set<String>
  /// Words after "no" that make it a pleasantry rather than a refusal ("no worries").
  var notRefusals: Set<String>
  /// Words before a title typed alone ("the one called", « le », «la de»), longest first.
  var valueTitleLeading: [[String]]
  /// Words after a list's or a note's title typed alone: the kind's name ("list", « liste »).
  var listTrailing: [[String]]
  var noteTrailing: [[String]]
  /// "two", "twenty two", "vingt-deux", "veintidós": a number said in words.
  var cardinal: @Sendable ([String]) -> Int?
  /// "second", "deuxième": a position said in words or as "2nd", "2e".
  var ordinal: @Sendable (String) -> Int?

  /// The words of the language `language` ("en", "fr", "es"); English for one without its own.
  public static func of(_ language: String) -> AnswerWords {
    switch language {
    case "fr": return french
    case "es": return spanish
    default: return english
    }
  }

  /// What a reply means read with these words alone: cancel, yes or no, a pick from a list,
  /// a value. (`Understander.interpret` also takes a reply that is a request of its own.)
  public func interpret(_ text: String, expecting expectation: AnswerExpectation)
    -> PromptAnswer
  {
    PromptAnswers.interpret(text, expecting: expectation, in: self)
  }

  static let english = AnswerWords(
    yesPhrases: [
      "yes", "yeah", "yep", "yup", "yes please", "yea", "ya", "sure", "ok", "okay", "k", "y",
      "do it", "send it", "go ahead", "go for it", "correct", "right", "thats right",
      "that is right", "thats correct", "that is correct", "affirmative", "absolutely",
      "of course", "please do", "sounds good", "confirm", "confirmed", "definitely",
      "sure thing", "alright", "all right", "yes it is", "it is", "true",
    ],
    noPhrases: [
      "no", "nope", "nah", "n", "no thanks", "no thank you", "dont", "do not", "wrong",
      "negative", "not really", "no way", "dont send it", "do not send it", "thats wrong",
      "that is wrong", "incorrect", "not that", "false",
    ],
    yesLeads: ["yes", "yeah", "yep", "yup", "sure", "ok", "okay"],
    noLeads: ["no", "nope", "nah", "dont"],
    yesNoLeading: [["uh"], ["um"], ["oh"], ["well"], ["hmm"]],
    yesNoTrailing: [["thanks"], ["thank", "you"], ["siri"]],
    cancelPhrases: [
      "cancel", "cancel that", "cancel it", "cancel this", "never mind", "nevermind", "nvm",
      "stop", "stop it", "forget it", "forget about it", "forget that", "abort", "quit",
    ],
    cancelLeading: [["just"], ["ok"], ["okay"], ["please"]],
    cancelTrailing: [["please"], ["then"], ["thanks"], ["thank", "you"], ["siri"]],
    cancelPrefixes: ["no", "oh"],
    noneOfThem: [
      ["none"], ["none", "of", "them"], ["none", "of", "those"], ["none", "of", "these"],
      ["neither"], ["neither", "of", "them"], ["neither", "one"], ["nobody"], ["no", "one"],
      ["nothing"],
    ],
    nextPage: [
      "more", "next", "show more", "next page", "more options", "show me more", "see more",
      "other options", "more please", "others", "show others", "keep going",
    ],
    previousPage: [
      "previous", "back", "go back", "previous page", "prev", "previous options", "page back",
      "show previous", "go back a page",
    ],
    pagingLeading: [["please"], ["ok"], ["um"], ["uh"]],
    pagingTrailing: [["please"], ["thanks"]],
    titleLeading: [
      ["the"], ["to"], ["my"], ["number"], ["its"], ["it", "is"], ["send", "it", "to"],
      ["send", "to"], ["i", "mean"], ["i", "meant"], ["i", "said"], ["use"], ["pick"],
      ["choose"], ["select"], ["one"], ["on"], ["in"], ["at"], ["with"], ["using"], ["via"],
      ["from"], ["his"], ["her"], ["their"],
    ],
    titleTrailing: [["one"], ["please"], ["thanks"], ["thank", "you"], ["number"]],
    numberNouns: ["number", "option", "no", "item", "choice"],
    articles: [["the"], ["to"]],
    optionWords: ["one"],
    last: ["last", "bottom", "last option", "final"],
    secondToLast: ["second to last", "second last", "penultimate"],
    top: ["top"],
    notRefusals: ["problem", "problemo", "worries", "rush"],
    valueTitleLeading: ValueAnswers.phrases([
      "the one called", "the one named", "it's called", "its called", "it is called", "called",
      "named", "it's", "its", "it is", "the", "my", "on", "in", "from", "um", "uh", "please",
    ]),
    listTrailing: ValueAnswers.phrases(["list", "please", "thanks", "thank you"]),
    noteTrailing: ValueAnswers.phrases(["note", "please", "thanks", "thank you"]),
    cardinal: { NumberWords.integer($0) },
    ordinal: { NumberWords.ordinal($0) })

  static let french = AnswerWords(
    yesPhrases: [
      "oui", "ouais", "ouai", "oui merci", "oui sil te plait", "oui sil vous plait", "daccord",
      "dac", "ok", "okay", "vas y", "allez y", "cest ca", "cest bon", "exact", "exactement",
      "bien sur", "tout a fait", "absolument", "parfait", "envoie", "envoie le", "confirme",
      "je confirme", "volontiers", "carrement", "si",
    ],
    noPhrases: [
      "non", "non merci", "nan", "pas du tout", "surtout pas", "nenni", "ce nest pas ca",
      "cest faux", "faux", "pas ca", "non pas ca", "nenvoie pas", "nenvoie rien",
    ],
    yesLeads: ["oui", "ouais", "daccord", "ok", "okay"],
    noLeads: ["non", "nan"],
    yesNoLeading: [["euh"], ["ben"], ["bah"], ["alors"], ["hum"], ["eh"], ["bon"]],
    yesNoTrailing: [["merci"], ["siri"], ["sil", "te", "plait"], ["sil", "vous", "plait"]],
    cancelPhrases: [
      "annule", "annuler", "annulez", "annule ca", "annule tout", "laisse tomber",
      "laissez tomber", "oublie", "oublie ca", "oubliez", "arrete", "arretez", "stop",
      "tant pis", "peu importe",
    ],
    cancelLeading: [["bon"], ["ok"], ["finalement"], ["sil", "te", "plait"]],
    cancelTrailing: [["merci"], ["siri"], ["alors"], ["sil", "te", "plait"], ["stp"]],
    cancelPrefixes: ["non", "oh", "ah"],
    noneOfThem: [
      ["aucun"], ["aucune"], ["aucun", "deux"], ["aucune", "delles"], ["aucun", "des", "deux"],
      ["ni", "lun", "ni", "lautre"], ["personne"], ["rien"],
    ],
    nextPage: [
      "plus", "encore", "suivant", "suivants", "la suite", "page suivante", "dautres",
      "montre moi plus", "montre men plus", "autres", "continue",
    ],
    previousPage: ["precedent", "precedents", "retour", "page precedente", "reviens"],
    pagingLeading: [["sil", "te", "plait"], ["ok"], ["euh"]],
    pagingTrailing: [["sil", "te", "plait"], ["merci"], ["stp"]],
    titleLeading: [
      ["le"], ["la"], ["les"], ["l"], ["a"], ["ma"], ["mon"], ["numero"], ["cest"],
      ["je", "veux", "dire"], ["je", "voulais", "dire"], ["jai", "dit"], ["prends"], ["choisis"],
      ["celui"], ["celle"], ["sur"], ["dans"], ["avec"], ["de"], ["pour"],
    ],
    titleTrailing: [["merci"], ["sil", "te", "plait"], ["stp"], ["la"]],
    numberNouns: ["numero", "option", "choix", "element"],
    articles: [["le"], ["la"], ["l"], ["au"], ["a", "la"]],
    optionWords: ["option", "choix"],
    last: ["dernier", "derniere", "le dernier", "la derniere"],
    secondToLast: ["avant dernier", "avant derniere"],
    top: ["premier de la liste"],
    notRefusals: ["merci", "probleme", "souci"],
    valueTitleLeading: ValueAnswers.phrases([
      "celle qui sappelle", "celui qui sappelle", "celle appelee", "celui appele", "cest",
      "liste", "note", "le", "la", "les", "l", "du", "de la", "des", "mon", "ma", "mes",
      "sur", "dans", "euh",
    ]),
    listTrailing: ValueAnswers.phrases(["liste", "sil te plait", "sil vous plait", "merci"]),
    noteTrailing: ValueAnswers.phrases(["note", "sil te plait", "sil vous plait", "merci"]),
    cardinal: { RomanceNumberWords.french.integer($0) },
    ordinal: { word in
      if let value = frenchOrdinals[word] { return value }
      // "2e", "2eme", "3ème" (accents dropped), "1er", "1re".
      for suffix in ["eme", "er", "re", "e"] where word.hasSuffix(suffix) {
        if let value = NumberWords.digits(String(word.dropLast(suffix.count))), value > 0 {
          return value
        }
      }
      return nil
    })

  static let spanish = AnswerWords(
    yesPhrases: [
      "si", "si por favor", "si gracias", "vale", "claro", "claro que si", "por supuesto",
      "de acuerdo", "dale", "ok", "okay", "correcto", "exacto", "eso es", "asi es", "venga",
      "hazlo", "envialo", "confirmo", "perfecto", "sale", "bueno",
    ],
    noPhrases: [
      "no", "no gracias", "para nada", "de ninguna manera", "no es eso", "eso no",
      "incorrecto", "no lo envies", "negativo", "nop",
    ],
    yesLeads: ["si", "vale", "claro", "ok", "dale"],
    noLeads: ["no"],
    yesNoLeading: [["eh"], ["pues"], ["bueno"], ["mmm"], ["ah"]],
    yesNoTrailing: [["gracias"], ["siri"], ["por", "favor"]],
    cancelPhrases: [
      "cancela", "cancelar", "cancelalo", "cancela eso", "olvidalo", "olvida eso", "deja",
      "dejalo", "para", "detente", "basta", "no importa", "da igual",
    ],
    cancelLeading: [["bueno"], ["ok"], ["mejor"], ["por", "favor"]],
    cancelTrailing: [["gracias"], ["siri"], ["por", "favor"], ["entonces"]],
    cancelPrefixes: ["no", "ah", "oh"],
    noneOfThem: [
      ["ninguno"], ["ninguna"], ["ninguno", "de", "ellos"], ["ninguna", "de", "ellas"],
      ["ni", "uno", "ni", "otro"], ["nadie"], ["nada"],
    ],
    nextPage: [
      "mas", "siguiente", "siguientes", "muestrame mas", "otros", "otras", "pagina siguiente",
      "sigue", "mas opciones",
    ],
    previousPage: ["anterior", "anteriores", "atras", "pagina anterior", "vuelve"],
    pagingLeading: [["por", "favor"], ["ok"], ["eh"]],
    pagingTrailing: [["por", "favor"], ["gracias"]],
    titleLeading: [
      ["el"], ["la"], ["los"], ["las"], ["a"], ["mi"], ["numero"], ["es"], ["quiero", "decir"],
      ["quise", "decir"], ["dije"], ["elige"], ["escoge"], ["en"], ["con"], ["de"], ["para"],
    ],
    titleTrailing: [["gracias"], ["por", "favor"]],
    numberNouns: ["numero", "opcion", "elemento"],
    articles: [["el"], ["la"], ["lo"], ["al"], ["a", "la"]],
    optionWords: ["opcion"],
    last: ["ultimo", "ultima", "el ultimo", "la ultima"],
    secondToLast: ["penultimo", "penultima"],
    top: ["primero de la lista"],
    notRefusals: ["pasa", "problema", "hay", "te"],
    valueTitleLeading: ValueAnswers.phrases([
      "la que se llama", "el que se llama", "la de", "el de", "lista", "nota", "es",
      "el", "la", "los", "las", "mi", "mis", "en", "de", "eh",
    ]),
    listTrailing: ValueAnswers.phrases(["lista", "por favor", "gracias"]),
    noteTrailing: ValueAnswers.phrases(["nota", "por favor", "gracias"]),
    cardinal: { RomanceNumberWords.spanish.integer($0) },
    ordinal: { word in
      if let value = spanishOrdinals[word] { return value }
      // "2o", "2a", "2do", "3ra", "1er".
      for suffix in ["do", "da", "ro", "ra", "er", "to", "ta", "o", "a"]
      where word.hasSuffix(suffix) {
        if let value = NumberWords.digits(String(word.dropLast(suffix.count))), value > 0 {
          return value
        }
      }
      return nil
    })

  private static let frenchOrdinals: [String: Int] = [
    "premier": 1, "premiere": 1, "deuxieme": 2, "second": 2, "seconde": 2, "troisieme": 3,
    "quatrieme": 4, "cinquieme": 5, "sixieme": 6, "septieme": 7, "huitieme": 8, "neuvieme": 9,
    "dixieme": 10, "onzieme": 11, "douzieme": 12,
  ]
  private static let spanishOrdinals: [String: Int] = [
    "primero": 1, "primera": 1, "primer": 1, "segundo": 2, "segunda": 2, "tercero": 3,
    "tercera": 3, "tercer": 3, "cuarto": 4, "cuarta": 4, "quinto": 5, "quinta": 5, "sexto": 6,
    "sexta": 6, "septimo": 7, "septima": 7, "octavo": 8, "octava": 8, "noveno": 9, "novena": 9,
    "decimo": 10, "decima": 10,
  ]
}
