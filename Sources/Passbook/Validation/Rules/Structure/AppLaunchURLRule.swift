/// `appLaunchURL` only works with an app named in `associatedStoreIdentifiers`.
struct AppLaunchURLRule: ValidationRule {
    let id = "structure.appLaunchURL"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary = "appLaunchURL comes with associatedStoreIdentifiers, the app it launches"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json, json["appLaunchURL"] != nil else { return [] }
        guard json["associatedStoreIdentifiers"]?.arrayValue?.isEmpty ?? true else { return [] }
        return [finding("appLaunchURL is ignored without associatedStoreIdentifiers; add your app's App Store ID", at: "appLaunchURL")]
    }
}
