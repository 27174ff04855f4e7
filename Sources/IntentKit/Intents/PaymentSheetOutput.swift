/// What a confirm response carries for Siri's payment sheet: the charge the user approves with
/// the passcode, the card it goes on, and who is paid. An app that charges for what it books
/// (a ride) answers confirm with these; the sheet is Siri's, not the app's.
public enum PaymentSheetOutput {
  public static let charge = OutputKey<CurrencyAmount>("charge")
  /// The card or account, as said: "Checking ending 4821".
  public static let paymentMethod = OutputKey<String>("paymentMethod")
  /// Who is paid; the app when absent.
  public static let merchant = OutputKey<String>("merchant")
}
