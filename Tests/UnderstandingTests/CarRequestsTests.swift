import CustomDump
import IntentKit
import Testing
import Understanding

@Suite("Car lock requests")
struct CarRequestsTests {
  @Test func unlockMyTruckIsCarUnlock() {
    #expect(
      understander.understand("unlock my truck") == setCarLockStatus(said("truck"), locked: false))
  }

  @Test(arguments: [
    RequestCase("lock my car", setCarLockStatus(said("car"), locked: true)),
    RequestCase("lock the car", setCarLockStatus(said("car"), locked: true)),
    RequestCase("unlock car", setCarLockStatus(said("car"), locked: false)),
    RequestCase("unlock the Tesla", setCarLockStatus(said("Tesla"), locked: false)),
    RequestCase("unlock my Honda Civic", setCarLockStatus(said("Honda Civic"), locked: false)),
    RequestCase("lock up my car", setCarLockStatus(said("car"), locked: true)),
    RequestCase("lock my car up", setCarLockStatus(said("car"), locked: true)),
    RequestCase("lock the car doors", setCarLockStatus(said("car"), locked: true)),
    RequestCase("unlock all the doors of my car", setCarLockStatus(said("car"), locked: false)),
    RequestCase(
      "please unlock the rental car", setCarLockStatus(said("rental car"), locked: false)),
    RequestCase("Can you lock my SUV?", setCarLockStatus(said("SUV"), locked: true)),
    RequestCase("unlock the car right now", setCarLockStatus(said("car"), locked: false)),
  ])
  func understandsLockingAndUnlockingACar(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test func carNameTaughtAsVocabularyIsTheCar() {
    #expect(
      paymentUnderstander.understand("unlock Rosie")
        == setCarLockStatus(.speakable(rosie), locked: false, app: "UnicornCar"))
    #expect(
      paymentUnderstander.understand("lock rosie with UnicornCar")
        == setCarLockStatus(.speakable(rosie), locked: true, app: "UnicornCar"))
  }

  @Test func carNounNamesTheAppByMention() {
    #expect(
      paymentUnderstander.understand("unlock my car with UnicornCar")
        == setCarLockStatus(said("car"), locked: false, app: "UnicornCar"))
  }

  @Test(arguments: [
    RequestCase("is my car locked", getCarLockStatus(said("car"))),
    RequestCase("Is my car locked?", getCarLockStatus(said("car"))),
    RequestCase("is the truck unlocked", getCarLockStatus(said("truck"))),
    RequestCase("are the doors of my car locked", getCarLockStatus(said("car"))),
    RequestCase("are my car doors locked", getCarLockStatus(said("car"))),
    RequestCase("is my car still unlocked", getCarLockStatus(said("car"))),
    RequestCase("is the Tesla locked up", getCarLockStatus(said("Tesla"))),
    RequestCase("is my car locked or unlocked", getCarLockStatus(said("car"))),
    RequestCase("did I lock my car", getCarLockStatus(said("car"))),
    RequestCase("did I leave the car unlocked", getCarLockStatus(said("car"))),
    RequestCase("check if my car is locked", getCarLockStatus(said("car"))),
    RequestCase("can you tell me whether my truck is locked", getCarLockStatus(said("truck"))),
    RequestCase("what's the lock status of my car", getCarLockStatus(said("car"))),
    RequestCase("car lock status", getCarLockStatus(said("car"))),
  ])
  func understandsAskingWhetherACarIsLocked(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    "is the door locked", "is my phone locked", "did I lock the front door", "is it locked",
    "check if the garage is locked", "my car is locked",
  ])
  func askingAboutSomethingElseIsNotACarQuestion(_ text: String) {
    #expect(understander.understand(text)?.name != .getCarLockStatus)
  }

  @Test(arguments: [
    "lock the door", "unlock my phone", "lock screen", "lock the screen", "unlock the front door",
    "lock in my order", "unlock", "lock", "unlock Rosie",
    "lock my computer", "unlock the doors", "unlock my iPad", "lock the garage",
  ])
  func lockTheDoorIsNotUnderstood(_ text: String) {
    // "unlock Rosie" names a car only where the vocabulary knows Rosie.
    #expect(understander.understand(text) == nil)
  }
}
