import Passbook

/// A template's issuer behind one reference. ``TemplateIssuer`` is a value holding the template,
/// the example's validation context and the builders, a hundred or so references in all: each copy
/// (a dictionary read) retains every one, and on every core at once, for each pass signed.
final class SharedIssuer: Sendable {
    let issuer: TemplateIssuer

    init(_ issuer: TemplateIssuer) {
        self.issuer = issuer
    }
}
