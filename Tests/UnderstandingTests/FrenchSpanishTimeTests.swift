import Foundation
import Testing

@testable import SpokenLanguage

/// Times and numbers said in French and Spanish, read against a device clock at 09:00 on
/// Saturday 21 November 2026 (UTC), as the English ones are (`SpokenTimeTests`).
@Suite struct FrenchSpanishTimeTests {
  func read(_ said: String) -> String? {
    SpokenTime.date(said, now: SpokenTimeTests.now).map { $0.formatted(.iso8601) }
  }

  @Test(arguments: [
    ("14h30", "2026-11-21T14:30:00Z"), ("à 18 heures", "2026-11-21T18:00:00Z"),
    ("à 9h", "2026-11-21T09:00:00Z"), ("18:45", "2026-11-21T18:45:00Z"),
    ("demain à 9h", "2026-11-22T09:00:00Z"), ("demain à neuf heures", "2026-11-22T09:00:00Z"),
    ("à deux heures", "2026-11-21T14:00:00Z"),
    ("à trois heures et demie", "2026-11-21T15:30:00Z"),
    ("à quatre heures et quart", "2026-11-21T16:15:00Z"),
    ("trois heures moins le quart", "2026-11-21T14:45:00Z"),
    ("à dix-sept heures trente", "2026-11-21T17:30:00Z"),
    ("à midi", "2026-11-21T12:00:00Z"), ("midi et demi", "2026-11-21T12:30:00Z"),
    ("à minuit", "2026-11-22T00:00:00Z"), ("ce soir", "2026-11-21T18:00:00Z"),
    ("ce soir à 8 heures", "2026-11-21T20:00:00Z"), ("demain matin", "2026-11-22T08:00:00Z"),
    ("cet après-midi", "2026-11-21T14:00:00Z"),
    ("à cinq heures de l'après-midi", "2026-11-21T17:00:00Z"),
    ("lundi à 10h30", "2026-11-23T10:30:00Z"), ("après-demain", "2026-11-23T09:00:00Z"),
    ("aujourd'hui à 16h", "2026-11-21T16:00:00Z"),
    ("dans vingt minutes", "2026-11-21T09:20:00Z"), ("dans une heure", "2026-11-21T10:00:00Z"),
    ("dans une demi-heure", "2026-11-21T09:30:00Z"),
    ("dans un quart d'heure", "2026-11-21T09:15:00Z"),
    ("dans deux heures et demie", "2026-11-21T11:30:00Z"),
    ("dans 3 jours", "2026-11-24T09:00:00Z"),
  ])
  func frenchTimes(said: String, expected: String) {
    #expect(read(said) == expected)
  }

  @Test(arguments: [
    ("a las dos en punto", "2026-11-21T14:00:00Z"), ("a las 18:00", "2026-11-21T18:00:00Z"),
    ("mañana a las nueve", "2026-11-22T09:00:00Z"),
    ("mañana por la mañana", "2026-11-22T08:00:00Z"),
    ("a las cinco de la tarde", "2026-11-21T17:00:00Z"),
    ("a las diez y media", "2026-11-21T10:30:00Z"), ("a las dos y diez", "2026-11-21T14:10:00Z"),
    ("a las cinco menos cuarto", "2026-11-21T16:45:00Z"),
    ("el lunes a las diez y media", "2026-11-23T10:30:00Z"),
    ("esta noche", "2026-11-21T21:00:00Z"), ("al mediodía", "2026-11-21T12:00:00Z"),
    ("a medianoche", "2026-11-22T00:00:00Z"), ("pasado mañana", "2026-11-23T09:00:00Z"),
    ("dentro de veinte minutos", "2026-11-21T09:20:00Z"),
    ("en una hora", "2026-11-21T10:00:00Z"), ("dentro de media hora", "2026-11-21T09:30:00Z"),
    ("en una hora y media", "2026-11-21T10:30:00Z"),
    ("a las diez de la mañana", "2026-11-21T10:00:00Z"),
  ])
  func spanishTimes(said: String, expected: String) {
    #expect(read(said) == expected)
  }

  @Test(arguments: [
    "lait", "appeler Bob", "llamar a Lucía", "de la farine", "mañanas", "h", "dans la cuisine",
    "en la cocina", "et demie", "y media", "moins le quart", "vingt et", "demain demain",
  ])
  func wordsThatAreNoTimeAreNone(said: String) {
    #expect(read(said) == nil)
  }

  @Test(arguments: [
    ("vingt-deux", 22), ("vingt et un", 21), ("soixante-dix", 70), ("soixante et onze", 71),
    ("soixante-dix-sept", 77), ("quatre-vingts", 80), ("quatre-vingt-onze", 91),
    ("quatre-vingt-dix-neuf", 99), ("dix-sept", 17), ("cent", 100), ("deux cents", 200),
    ("cent vingt-trois", 123), ("mille", 1000), ("deux mille vingt-six", 2026),
    ("trois cent mille", 300_000), ("un million", 1_000_000), ("septante", 70), ("zéro", 0),
  ])
  func frenchNumbers(said: String, expected: Int) {
    #expect(RomanceNumberWords.french.integer(NameNormalizer.words(said)) == expected)
  }

  @Test(arguments: [
    ("veintidós", 22), ("treinta y cinco", 35), ("noventa y nueve", 99), ("dieciséis", 16),
    ("cien", 100), ("ciento veinte", 120), ("doscientos", 200), ("quinientos treinta", 530),
    ("mil", 1000), ("dos mil veintiséis", 2026), ("cien mil", 100_000), ("un millón", 1_000_000),
    ("cero", 0),
  ])
  func spanishNumbers(said: String, expected: Int) {
    #expect(RomanceNumberWords.spanish.integer(NameNormalizer.words(said)) == expected)
  }

  @Test(arguments: [
    "deux trois", "vingt dix", "et", "vingt et", "cent cent", "mille mille", "zéro un", "lait",
  ])
  func frenchWordsThatAreNoNumberAreNone(said: String) {
    #expect(RomanceNumberWords.french.integer(NameNormalizer.words(said)) == nil)
  }

  @Test(arguments: ["dos tres", "treinta cuarenta", "y", "treinta y", "leche"])
  func spanishWordsThatAreNoNumberAreNone(said: String) {
    #expect(RomanceNumberWords.spanish.integer(NameNormalizer.words(said)) == nil)
  }
}
