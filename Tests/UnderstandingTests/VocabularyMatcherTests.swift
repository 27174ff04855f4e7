import IntentKit
import SpokenLanguage
import Testing
import Understanding

@Suite struct VocabularyMatcherTests {
  let scope = VocabularyScope.user(.paymentsAccountNickname)

  func index(_ terms: [(SpeakableString, String?)]) -> VocabularyIndex {
    VocabularyIndex(
      terms.map { (VocabularyEntry(term: $0.0, scope: scope, owner: $0.1), []) })
  }

  @Test func exactTiesGoToTheEarlierTermWithTheOthersAsAlternatives() throws {
    let first = SpeakableString(spokenPhrase: "Nest Egg", vocabularyIdentifier: "acct-2")
    let second = SpeakableString(spokenPhrase: "NestEgg", vocabularyIdentifier: "acct-9")
    let matcher = VocabularyMatcher(
      sources: [index([(first, "UnicornPay"), (second, "UnicornPay")])],
      installedApps: ["UnicornPay"])
    let match = try #require(matcher.match("nestegg", in: [scope]))
    #expect(match.isExact)
    #expect(match.speakable.vocabularyIdentifier == "acct-2")
    #expect(match.speakable.alternativeSpeakableMatches == [second])
    #expect(match.owner == "UnicornPay")
  }

  @Test func aTermSpelledExactlyIsFoundAsMatchFindsItExact() {
    let matcher = VocabularyMatcher(
      sources: [index([(nestEgg, "UnicornPay")])], installedApps: ["UnicornPay"])
    let notInstalled = VocabularyMatcher(
      sources: [index([(nestEgg, "UnicornPay")])], installedApps: [])
    for phrase in ["nest egg", "NestEgg", "nest eg", "rainy day", ""] {
      #expect(
        matcher.hasTerm(spelled: phrase, in: [scope])
          == (matcher.match(phrase, in: [scope])?.isExact == true), "\(phrase)")
      #expect(!notInstalled.hasTerm(spelled: phrase, in: [scope]), "\(phrase)")
    }
    #expect(matcher.hasTerm(spelled: "NESTEGG", in: [scope]))
    #expect(!matcher.hasTerm(spelled: "nest eg", in: [scope]))
    #expect(!matcher.hasTerm(spelled: "nest egg", in: [.user(.carName)]))
  }

  @Test func termsOfAppsNotInstalledAreIgnored() {
    let matcher = VocabularyMatcher(
      sources: [index([(nestEgg, "UnicornPay")])], installedApps: ["UnicornChat"])
    #expect(matcher.match("nest egg", in: [scope]) == nil)
  }

  @Test func termsTheUserAddedApplyToEveryApp() throws {
    let matcher = VocabularyMatcher(sources: [index([(nestEgg, nil)])], installedApps: [])
    #expect(try #require(matcher.match("NESTEGG", in: [scope])).speakable == nestEgg)
  }

  @Test func aSoundAlikeKeepsWhatWasSaidAndOffersTheTerm() throws {
    let matcher = VocabularyMatcher(sources: [index([(nestEgg, nil)])], installedApps: [])
    let match = try #require(matcher.match("nest eg", in: [scope]))
    #expect(!match.isExact)
    #expect(match.speakable.spokenPhrase == "nest eg")
    #expect(match.speakable.vocabularyIdentifier == nil)
    #expect(match.speakable.alternativeSpeakableMatches == [nestEgg])
  }

  @Test func termsOfAnotherScopeDoNotMatch() {
    let matcher = VocabularyMatcher(sources: [index([(nestEgg, nil)])], installedApps: [])
    #expect(matcher.match("nest egg", in: [.user(.carName)]) == nil)
  }

  @Test func userSourcesComeBeforeGlobalOnes() throws {
    let user = SpeakableString(spokenPhrase: "RainbowCar", vocabularyIdentifier: "mine")
    let userIndex = VocabularyIndex([
      (VocabularyEntry(term: user, scope: .parameter(rideOptionParameter), owner: nil), [])
    ])
    let matcher = VocabularyMatcher(
      sources: [userIndex, unicornRidesVocabulary], installedApps: ["UnicornRides"])
    let match = try #require(matcher.match("rainbow car", in: [.parameter(rideOptionParameter)]))
    #expect(match.speakable.vocabularyIdentifier == "mine")
    #expect(
      match.speakable.alternativeSpeakableMatches?.map(\.vocabularyIdentifier) == [
        "ride-option.rainbow"
      ])
  }

  @Test func contactNamesAreAlsoFoundByTheirFirstWord() {
    #expect(
      VocabularyKeys.spellings(
        of: SpeakableString(spokenPhrase: "Luna Starlight"), type: .contactName)
        == ["Luna Starlight", "luna"])
    #expect(
      VocabularyKeys.spellings(of: SpeakableString(spokenPhrase: "Rainy Day"), type: .carName)
        == ["Rainy Day"])
  }
}
