/// Whether signing first checks a pass against the rules whose breach makes Wallet refuse it.
public enum SigningValidation: Sendable, Hashable {
    /// Validate, and refuse to sign a pass with errors (``PassRefusedError``); the default, so a
    /// library caller never gets a signed pass that Wallet will not open.
    case refuseErrors
    /// Sign as it is: for a pass validated already, or made on purpose to see what Wallet refuses.
    case skip
}
