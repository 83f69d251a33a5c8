import Passbook

extension ResourceBuilder {
    /// A coupon: the offer (title, provider, logo) is the class. The title is the first primary
    /// field's value then its label ("20% OFF ANY DRINK"), as a coupon shows them, else the description.
    mutating func addOffer() {
        addIssuerName()
        classResource["provider"] = .string(languages.text(pass.organizationName))
        if !languages.others.isEmpty {
            classResource["localizedProvider"] = languages.localizedString(pass.organizationName)
        }
        if let primary = first(.primary), !primary.value.description.isEmpty {
            headlineKeys.insert(primary.key)
            let title = languages.localizedString { language -> String? in
                guard let value = FieldText.value(of: primary, in: language, languages: languages) else { return nil }
                let label = FieldText.label(of: primary, in: language, languages: languages)
                return [value, label].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            }
            classResource["title"] = title?["defaultValue"]?["value"] ?? .string(pass.description)
            if !languages.others.isEmpty, let title { classResource["localizedTitle"] = title }
        } else {
            classResource["title"] = .string(languages.text(pass.description))
            usedDescription = true
        }
        // Wallet coupons do not say where they are redeemed.
        classResource["redemptionChannel"] = "BOTH"
        if let logo = image("logo") { classResource["titleImage"] = logo }
    }
}
