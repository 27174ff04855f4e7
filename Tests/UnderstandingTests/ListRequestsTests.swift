import CustomDump
import IntentKit
import Testing
import Understanding

@Suite("List requests")
struct ListRequestsTests {
  // MARK: New lists

  @Test(arguments: [
    RequestCase(
      "create a list called Wedding Prep with flowers and cake",
      createTaskList("Wedding Prep", items: ["flowers", "cake"])),
    RequestCase("make a grocery list please", createTaskList("grocery")),
    RequestCase("start a list called Wedding Prep", createTaskList("Wedding Prep")),
    RequestCase(
      "create a shopping list with bananas", createTaskList("shopping", items: ["bananas"])),
    RequestCase("make a new list", createTaskList()),
    RequestCase("make list", createTaskList()),
    RequestCase("can you create a new list", createTaskList()),
    RequestCase("create a new list for school supplies", createTaskList("school supplies")),
    RequestCase("create a new list of my pending bills", createTaskList("pending bills")),
    RequestCase("make me a list for work", createTaskList("work")),
    RequestCase("add a new list called Chores", createTaskList("Chores")),
    RequestCase(
      "new list called Chores in my Home folder", createTaskList("Chores", group: "Home")),
    RequestCase(
      "create a list called Wedding Prep in my Home folder",
      createTaskList("Wedding Prep", group: "Home")),
    RequestCase(
      "create a grocery list and add milk and eggs",
      createTaskList("grocery", items: ["milk", "eggs"])),
    RequestCase(
      "make a list: eggs, milk, bread", createTaskList(items: ["eggs", "milk", "bread"])),
  ])
  func createsListsWithTitleItemsAndFolder(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  @Test func putsItemsOnANewListByCreatingIt() {
    #expect(
      listUnderstander.understand("put pencil on a new grocery list")
        == createTaskList("grocery", items: ["pencil"]))
  }

  // MARK: Adding

  @Test(arguments: [
    RequestCase(
      "add rice, onions and olives to my grocery store list",
      addTasks(["rice", "onions", "olives"], to: "grocery store")),
    RequestCase("add milk to my groceries list", addTasks(["milk"], to: "groceries")),
    RequestCase("add nails to my garden list", addTasks(["nails"], to: "garden")),
    RequestCase("add broccoli to my grocery list", addTasks(["broccoli"], to: "grocery")),
    RequestCase("put eggs on the shopping list", addTasks(["eggs"], to: "shopping")),
    RequestCase("add persimmons to my shopping list", addTasks(["persimmons"], to: "shopping")),
    RequestCase("add call mom to my to do list", addTasks(["call mom"], to: "to do")),
    RequestCase("please add milk to the grocery list", addTasks(["milk"], to: "grocery")),
    RequestCase(
      "add buy groceries to my to do list for today", addTasks(["buy groceries"], to: "to do")),
    RequestCase("add grocery to list", addTasks(["grocery"])),
    RequestCase("add eggs to my list", addTasks(["eggs"])),
  ])
  func addsItemsToTheNamedList(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("add eggs and milk to my list", addTasks(["eggs", "milk"])),
    RequestCase("add eggs, milk, and bread to my list", addTasks(["eggs", "milk", "bread"])),
    RequestCase("add eggs, milk and bread to my list", addTasks(["eggs", "milk", "bread"])),
    RequestCase(
      "add buy eggs and milk to my to do list", addTasks(["buy eggs and milk"], to: "to do")),
    RequestCase(
      "add call mom and buy milk to my to do list",
      addTasks(["call mom", "buy milk"], to: "to do")),
  ])
  func makesOneTaskPerItemButKeepsATaskVerbsObjects(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("add a gallon of milk to my list", addTasks(["a gallon of milk"])),
    RequestCase("add a dozen eggs to my list", addTasks(["a dozen eggs"])),
    RequestCase("add some eggs to my list", addTasks(["eggs"])),
    RequestCase("add the milk to my list", addTasks(["milk"])),
    RequestCase("add an apple to my list", addTasks(["apple"])),
  ])
  func keepsQuantitiesButDropsBareArticles(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("add something to my list", addTasks()),
    RequestCase("add this item to the list", addTasks()),
    RequestCase("include an item to a list", addTasks()),
  ])
  func leavesItemsThatOnlyPointForTheDialog(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase(
      "add milk to my grocery list as important",
      addTasks(["milk"], to: "grocery", flagged: true)),
    RequestCase(
      "add milk to my grocery list as flagged", addTasks(["milk"], to: "grocery", flagged: true)),
    RequestCase(
      "add milk to my grocery list with high priority",
      addTasks(["milk"], to: "grocery", flagged: true)),
    RequestCase(
      "add milk as important to my grocery list",
      addTasks(["milk"], to: "grocery", flagged: true)),
    RequestCase("add milk to my grocery list", addTasks(["milk"], to: "grocery")),
  ])
  func flagsItemsOnlyWhenAPriorityIsSaid(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  @Test func addsToAPlaceNamedWithoutTheWordList() {
    #expect(
      listUnderstander.understand("add milk to my groceries") == addTasks(["milk"], to: "groceries")
    )
    #expect(
      listUnderstander.understand("add milk to groceries") == addTasks(["milk"], to: "groceries"))
  }

  @Test func keepsTitlesAndItemsAsTyped() {
    #expect(
      listUnderstander.understand("Add Milk and Greek Yogurt to my Grocery Store list.")
        == addTasks(["Milk", "Greek Yogurt"], to: "Grocery Store"))
  }

  @Test(arguments: [
    RequestCase("Remind me to buy dog food", addTasks(["buy dog food"])),
    RequestCase("remind me to order more soap", addTasks(["order more soap"])),
    RequestCase("remind me to buy milk and eggs", addTasks(["buy milk and eggs"])),
  ])
  func remindsWithoutATimeAsATaskOnNoList(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("remind me to call mom tomorrow", remind(["call mom"], at: "tomorrow")),
    RequestCase("remind me to call mom at 5", remind(["call mom"], at: "5")),
    RequestCase(
      "remind me tomorrow at 9am to renew my passport",
      remind(["renew my passport"], at: "tomorrow at 9am")),
    RequestCase(
      "set a reminder to water the plants in an hour",
      remind(["water the plants"], at: "in an hour")),
  ])
  func remindsAtTheTimeSaid(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  /// A reminder with nothing to do, on a place or repeating is none a list can keep.
  @Test(arguments: [
    "remind me at 5 pm", "remind me to buy milk when i get to the store",
    "remind me to take my pills every day", "remind me about the meeting", "please remind me of",
  ])
  func leavesRemindersAListCannotKeepAlone(_ text: String) {
    #expect(listUnderstander.understand(text) == nil)
  }

  // MARK: Looking

  @Test(arguments: [
    RequestCase("show me my store list", searchNotebook("store", type: .taskList)),
    RequestCase("what's on my shopping list", searchNotebook("shopping", type: .taskList)),
    RequestCase("whats on my to do list", searchNotebook("to do", type: .taskList)),
    RequestCase("read me my shopping list", searchNotebook("shopping", type: .taskList)),
    RequestCase("open my grocery list", searchNotebook("grocery", type: .taskList)),
    RequestCase("check my to do list", searchNotebook("to do", type: .taskList)),
    RequestCase(
      "can you tell me what the items on my grocery list are",
      searchNotebook("grocery", type: .taskList)),
    RequestCase(
      "show me the list called Wedding Prep", searchNotebook("Wedding Prep", type: .taskList)),
    RequestCase("are eggs on my shopping list", searchNotebook("shopping", type: .taskList)),
    RequestCase("did i make a shopping list", searchNotebook("shopping", type: .taskList)),
  ])
  func showsTheNamedList(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("show me all my lists", searchNotebook(type: .taskList)),
    RequestCase("all my lists", searchNotebook(type: .taskList)),
    RequestCase("all my notes", searchNotebook(type: .note)),
    RequestCase("what lists do I have", searchNotebook(type: .taskList)),
    RequestCase("hey what are my lists", searchNotebook(type: .taskList)),
    RequestCase("display available lists", searchNotebook(type: .taskList)),
    RequestCase("open my list", searchNotebook(type: .taskList)),
    RequestCase("what's on my list", searchNotebook(type: .task)),
    RequestCase("what else do i have on the list", searchNotebook(type: .task)),
    RequestCase("what do i need to buy", searchNotebook(type: .task)),
  ])
  func showsEveryListOrTheItemsAskedFor(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase(
      "what's left on my grocery list",
      searchNotebook("grocery", type: .taskList, status: .notCompleted)),
    RequestCase(
      "what have I done on my to do list",
      searchNotebook("to do", type: .taskList, status: .completed)),
    RequestCase(
      "what did i finish on my to do list",
      searchNotebook("to do", type: .taskList, status: .completed)),
    RequestCase("what's left on my list", searchNotebook(type: .task, status: .notCompleted)),
  ])
  func asksForDoneOrLeftItemsOnlyWhenSaid(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("show me all my notes", searchNotebook(type: .note)),
    RequestCase("what notes do i have", searchNotebook(type: .note)),
    RequestCase("show me my Vacation note", searchNotebook("Vacation", type: .note)),
    RequestCase("what's in my Vacation note", searchNotebook("Vacation", type: .note)),
  ])
  func showsNotes(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  // MARK: Ticking off

  @Test(arguments: [
    RequestCase("mark rice as done", setTaskStatus("rice", .completed)),
    RequestCase("mark dry cleaning as complete", setTaskStatus("dry cleaning", .completed)),
    RequestCase(
      "check call dad off my to do list", setTaskStatus("call dad", on: "to do", .completed)),
    RequestCase(
      "cross eggs off my shopping list", setTaskStatus("eggs", on: "shopping", .completed)),
    RequestCase("tick off milk", setTaskStatus("milk", .completed)),
    RequestCase(
      "mark milk as done on my grocery list", setTaskStatus("milk", on: "grocery", .completed)),
    RequestCase(
      "mark milk on my grocery list as done", setTaskStatus("milk", on: "grocery", .completed)),
    RequestCase(
      "check off milk on my grocery list", setTaskStatus("milk", on: "grocery", .completed)),
    RequestCase(
      "cross out bread from shopping list", setTaskStatus("bread", on: "shopping", .completed)),
    RequestCase(
      "complete the report on my to do list", setTaskStatus("report", on: "to do", .completed)),
  ])
  func marksTasksDone(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("mark rice as not done", setTaskStatus("rice", .notCompleted)),
    RequestCase("uncheck rice", setTaskStatus("rice", .notCompleted)),
    RequestCase("mark rice as incomplete", setTaskStatus("rice", .notCompleted)),
    RequestCase("mark it as not done", setTaskStatus(nil, .notCompleted)),
  ])
  func marksTasksNotDone(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  // MARK: Removing

  @Test(arguments: [
    RequestCase("remove milk from the grocery list", deleteTasks(["milk"], from: "grocery")),
    RequestCase(
      "delete milk and eggs from my shopping list",
      deleteTasks(["milk", "eggs"], from: "shopping")),
    RequestCase("take bread off my grocery list", deleteTasks(["bread"], from: "grocery")),
    RequestCase(
      "cancel the milk from the shopping list", deleteTasks(["milk"], from: "shopping")),
    RequestCase(
      "delete call newspaper from my vacation list",
      deleteTasks(["call newspaper"], from: "vacation")),
    RequestCase("take grocery buying off of the list", deleteTasks(["grocery buying"])),
    RequestCase("delete milk", deleteTasks(["milk"])),
    RequestCase("remove this item from the list", deleteTasks()),
    RequestCase("remove item three", deleteTasks()),
  ])
  func removesItems(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("delete the guest list", deleteTasks(from: "guest", all: true)),
    RequestCase("remove my shopping list", deleteTasks(from: "shopping", all: true)),
    RequestCase("clear my grocery list", deleteTasks(from: "grocery", all: true)),
    RequestCase("clear list", deleteTasks(all: true)),
    RequestCase("please delete list titled kickball", deleteTasks(from: "kickball", all: true)),
    RequestCase(
      "remove the list of things to do", deleteTasks(from: "things to do", all: true)),
    RequestCase(
      "remove everything from my grocery list", deleteTasks(from: "grocery", all: true)),
    RequestCase("i don't want this list any more", deleteTasks(all: true)),
  ])
  func removesWholeLists(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  // MARK: Notes

  @Test(arguments: [
    RequestCase(
      "create a note called Vacation saying I love Montreal",
      createNote("Vacation", content: "I love Montreal")),
    RequestCase(
      "make a note in my Puppies folder called St. Bernards",
      createNote("St. Bernards", group: "Puppies")),
    RequestCase(
      "note that the wifi password is unicorn",
      createNote(content: "the wifi password is unicorn")),
    RequestCase("take a note: buy stamps", createNote(content: "buy stamps")),
    RequestCase("jot down buy stamps", createNote(content: "buy stamps")),
    RequestCase("make a note to call mom", createNote(content: "call mom")),
    RequestCase(
      "create a note saying buy milk in my Errands folder",
      createNote(content: "buy milk", group: "Errands")),
    RequestCase("create a note", createNote()),
  ])
  func createsNotes(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase(
      "add bring sunscreen to my Vacation note",
      appendToNote("Vacation", content: "bring sunscreen")),
    RequestCase(
      "append bring sunscreen to the Vacation note",
      appendToNote("Vacation", content: "bring sunscreen")),
    RequestCase(
      "add bring sunscreen, a hat and towels to my note",
      appendToNote(nil, content: "bring sunscreen, a hat and towels")),
  ])
  func appendsToNotesWithTheContentWhole(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  @Test func theKindWordDecidesBetweenNoteAndList() {
    #expect(
      listUnderstander.understand("add sunscreen to my Vacation note")?.name == .appendToNote)
    #expect(listUnderstander.understand("add sunscreen to my Vacation list")?.name == .addTasks)
    #expect(listUnderstander.understand("add sunscreen to my Vacation")?.name == .addTasks)
  }

  // MARK: Opening clauses

  @Test(arguments: [
    RequestCase("open my grocery list and add eggs", addTasks(["eggs"], to: "grocery")),
    RequestCase("find list and remove apple", deleteTasks(["apple"])),
    RequestCase(
      "open my to do list and check off call dad",
      setTaskStatus("call dad", on: "to do", .completed)),
    RequestCase(
      "we're out of paint so take bathroom painting off the list",
      deleteTasks(["bathroom painting"])),
  ])
  func changesTheListAnOpeningClauseNamed(_ request: RequestCase) {
    expectNoDifference(listUnderstander.understand(request.text), request.expected)
  }

  // MARK: Apps

  @Test func namesTheAppWhenMentioned() {
    #expect(
      listUnderstander.understand("show me my store list on ListOMat")
        == searchNotebook("store", type: .taskList, app: "ListOMat"))
    #expect(
      listUnderstander.understand("in list o mat add eggs to my grocery list")
        == addTasks(["eggs"], to: "grocery", app: "ListOMat"))
    #expect(
      listUnderstander.understand("make a grocery list with ListOMat")
        == createTaskList("grocery", app: "ListOMat"))
  }

  // MARK: Not lists

  @Test(arguments: [
    "add an alarm for 7", "add a meeting to my calendar", "create an event",
    "add my sister visiting to my family calendar", "add ten minutes to the timer", "add 5 to 7",
    "add a note to attend", "put the milk in the fridge", "put the kettle on",
    "check out the new movie", "mark the email as read", "delete this email", "remove the alarm",
    "delete meeting", "remove my early alarms", "delete the birthday party tomorrow at two pm",
    "clear my schedule for today", "complete the report", "show me a list of italian restaurants",
    "write down eggs", "what do i need to know about the show",
    "please check my playlist", "what's in my fridge", "delete my Vacation note",
    "list most rated delivery options for chinese food",
  ])
  func doesNotUnderstandOtherRequests(_ text: String) {
    #expect(listUnderstander.understand(text) == nil)
  }

  /// A list or note said alone answers a prompt ("Which list?"); it must not start a request.
  @Test(arguments: ["my grocery list", "the grocery list", "shopping list", "the Vacation note"])
  func leavesAListSaidAloneToThePrompt(_ text: String) {
    #expect(listUnderstander.understand(text) == nil)
    let answer = listUnderstander.interpret(text, expecting: .value(.taskList))
    if case .newRequest = answer { Issue.record("\(text) started a new request") }
  }

  @Test func leavesOtherDomainsTheirRequests() {
    #expect(listUnderstander.understand("send a note to mom")?.name == .sendMessage)
    #expect(listUnderstander.understand("text John my shopping list")?.name == .sendMessage)
    #expect(listUnderstander.understand("cancel my ride")?.name == .cancelRide)
    #expect(listUnderstander.understand("what's my balance")?.name == .searchForAccounts)
  }
}
