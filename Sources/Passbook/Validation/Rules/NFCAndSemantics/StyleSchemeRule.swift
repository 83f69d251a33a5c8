/// The layouts a pass asks for, judged by ``StyleSchemeResolution``: one finding per scheme the pass
/// does not satisfy, naming what it lacks. Wallet then silently shows the classic layout, so these
/// are warnings, never errors.
struct StyleSchemeRule: ValidationRule {
    enum Check: Sendable { case scheme, poster, semanticBoardingPass, posterGeneric }

    let id: String
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.nfcAndSemantics
    let summary: String
    let kind: Check

    static let all: [StyleSchemeRule] = [
        StyleSchemeRule(id: "semantics.scheme", summary: "preferredStyleSchemes names schemes Wallet knows that fit the pass's style, each one reachable", kind: .scheme),
        StyleSchemeRule(id: "semantics.poster", summary: "a posterEventTicket has its required semantic tags, artwork and nfc, or Wallet falls back to the classic layout", kind: .poster),
        StyleSchemeRule(id: "semantics.boardingPass", summary: "a semanticBoardingPass is an air boarding pass with its required semantic tags, or Wallet falls back", kind: .semanticBoardingPass),
        StyleSchemeRule(id: "semantics.posterGeneric", summary: "a posterGeneric pass has its artwork, or Wallet falls back to the classic layout", kind: .posterGeneric),
    ]

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard context.json != nil else { return [] }
        let resolution = context.styleSchemeResolution
        let fallback = resolution.layout == .classic ? "the classic layout" : "the \(resolution.layout) layout"
        return resolution.attempts.compactMap { attempt in
            let needs = FileGroups.phrase(attempt.missing.map(\.description))
            switch (kind, attempt.layout) {
            case (.scheme, _) where attempt.missing.contains(.knownScheme):
                return finding(StyleScheme(rawValue: attempt.scheme).unknownValueMessage, at: attempt.path)
            case (.scheme, _):
                if case .style(let style)? = attempt.missing.first {
                    let actual = context.style.map { "\($0.article) \($0.displayName)" } ?? "a pass without a style key"
                    return finding("the \(attempt.scheme) scheme is for \(style.article) \(style.displayName), not \(actual)", at: attempt.path)
                }
                guard !attempt.isReached, attempt.layout != .classic, let chosen = resolution.chosen else { return nil }
                return finding("Wallet never tries \(attempt.scheme): \(chosen.scheme) comes before it and is satisfied; list \(attempt.scheme) first", at: attempt.path)
            case (.poster, .posterEventTicket?), (.semanticBoardingPass, .semanticBoardingPass?), (.posterGeneric, .posterGeneric?):
                guard attempt.isReached, !attempt.isSatisfied, !attempt.missing.contains(where: \.isStyle) else { return nil }
                let path = attempt.missing.contains(.airTransit) ? "boardingPass.transitType" : attempt.layout == .posterGeneric ? "posterGeneric" : "preferredStyleSchemes"
                return finding("the \(attempt.scheme) layout needs \(needs); without \(FileGroups.pronoun(attempt.missing.count)) Wallet shows \(fallback), so add \(FileGroups.pronoun(attempt.missing.count))", at: path)
            default:
                return nil
            }
        }
    }
}
