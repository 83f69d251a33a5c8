extension PassValidator {
    /// Every rule Passbook ships, grouped by concern.
    public static let standardRules: [any ValidationRule] = {
        var rules: [any ValidationRule] = [PassJSONReadableRule()]
        rules += JSONSyntaxRule.all
        rules += LoadingFindingRule.all
        rules += [
            UnknownFileRule(), PackageSizeRule(), RequiredKeysRule(), FormatVersionRule(), ValueTypeRule(), NullValueRule(),
            StyleKeyRule.missing, StyleKeyRule.several, TransitTypeRule.required, TransitTypeRule.elsewhere,
            UnknownKeyRule(), PassTypeIdentifierRule(), TeamIdentifierRule(), SerialNumberRule(), DeprecatedKeyRule(),
            AppLaunchURLRule(), LinkURLRule(), PassModelRule(),
            FieldRequiredRule.key, FieldRequiredRule.value, DuplicateFieldKeyRule(), FieldEnumRule(),
        ]
        rules += FieldAttributeRule.all
        rules += [FieldCountRule()]
        return rules
    }()
}
