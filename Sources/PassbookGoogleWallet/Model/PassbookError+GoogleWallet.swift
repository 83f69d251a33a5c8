public import Passbook

extension PassbookError.Code {
    /// A pass cannot be turned into Google Wallet resources, or the options for it are wrong.
    public static let googleWallet = PassbookError.Code(rawValue: "google-wallet")
    /// A Google service-account key file cannot be read or used.
    public static let invalidServiceAccount = PassbookError.Code(rawValue: "invalid-service-account")
}
