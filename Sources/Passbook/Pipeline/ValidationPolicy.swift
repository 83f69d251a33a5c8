/// How a ``PackagePipeline`` judges a package before it signs it.
public enum ValidationPolicy: Sendable {
    /// Every rule of the validator; a package with errors is not signed (``PassRefusedError``).
    /// The default: a library caller never gets a signed pass that Wallet will not open.
    case refuseErrors(PassValidator)
    /// Every rule of the validator, the report returned with the package, which is signed whatever
    /// it finds (`passbook build --force`): for a pass made on purpose to see what Wallet refuses.
    case reportOnly(PassValidator)
    /// The rules a template's record can break, reading only what the record changed over the
    /// template's example, which passed them all; a record whose pass has errors is refused. Made
    /// by ``TemplateIssuer``.
    case incremental(RecordValidation)
    /// None: for a caller that validated the package already.
    case none

    /// The policy of a ``SigningValidation``.
    public init(_ validation: SigningValidation, validator: PassValidator = PassValidator()) {
        self = validation == .refuseErrors ? .refuseErrors(validator) : .none
    }
}
