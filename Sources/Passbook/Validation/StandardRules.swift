extension PassValidator {
    /// Every rule Passbook ships, grouped by concern.
    public static let standardRules: [any ValidationRule] = {
        var rules: [any ValidationRule] = [PassJSONReadableRule()]
        rules += JSONSyntaxRule.all
        rules += LoadingFindingRule.all
        rules += ArchiveFindingRule.all
        rules += [
            UnknownFileRule(), PackageSizeRule(), RequiredKeysRule(), FormatVersionRule(), ValueTypeRule(), NullValueRule(),
            StyleKeyRule.missing, StyleKeyRule.several, TransitTypeRule.required, TransitTypeRule.elsewhere,
            UnknownKeyRule(), PassTypeIdentifierRule(), TeamIdentifierRule(), SerialNumberRule(), DeprecatedKeyRule(),
            AppLaunchURLRule(), LinkURLRule(), PassModelRule(),
            FieldRequiredRule.key, FieldRequiredRule.value, DuplicateFieldKeyRule(), FieldEnumRule(),
        ]
        rules += FieldAttributeRule.all
        rules += [FieldCountRule()]
        rules += DateFormatRule.all
        rules += [RelevantDatesRule(), ExpiredPassRule(), ColorRule.invalid, ColorRule.hexNotation]
        rules += [
            BarcodeRequiredKeysRule(), BarcodeFormatRule.unknown, BarcodeFormatRule.legacyKey, BarcodeMessageRule(),
        ]
        rules += BarcodeCompatibilityRule.all
        rules += [BarcodeAltTextRule()]
        rules += [
            RelevanceLimitRule.locations, RelevanceLimitRule.beaconUUIDs, LocationRule.missing, LocationRule.outOfRange, BeaconRule(),
            MaxDistanceRule(),
            IgnoredRelevanceRule.dates, IgnoredRelevanceRule.groupingIdentifier,
        ]
        rules += [
            WebServicePairRule.urlWithoutToken, WebServicePairRule.tokenWithoutURL, WebServiceURLRule.invalid, WebServiceURLRule.insecure,
            AuthenticationTokenRule.length, AuthenticationTokenRule.charset,
        ]
        rules += NFCRule.all
        rules += [SemanticEnumRule()]
        rules += StyleSchemeRule.all
        rules += [IconRule(), PNGFileRule(), ImageSlotRule.unused, ImageSlotRule.strip, PersonalizationRule(), PersonalizationContentRule()]
        rules += [
            StringsFileRule.invalid, StringsFileRule.duplicate, LocalizationKeysRule.mismatch, LocalizationKeysRule.missing, UntranslatedKeyRule(),
            LocalizationFolderRule(), LocalizedImagesRule.scales, LocalizedImagesRule.rootCopy,
        ]
        rules += [
            WhiteBackgroundRule(), ContrastRule(), LogoTextRule(), WhiteLogoRule(), WordmarkLogoRule(), SquareBarcodeRule(), ImageWeightRule(),
            ImageFormatRule(), ImageScalesRule(), ImageSizeRule(), FrontClutterRule(), TextTruncationRule(),
        ]
        rules += PosterArtworkRule.all
        rules += StripImageRule.all
        rules += PassHintsRule.all
        return rules
    }()
}
