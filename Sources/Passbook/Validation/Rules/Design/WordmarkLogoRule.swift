/// Apple asks for a logo without text, the company name going in `logoText`, which Wallet sets in
/// its own font: a logo whose shapes read as a word (``LetterShapes``) gets a hint.
struct WordmarkLogoRule: ValidationRule {
    let id = "design.logo.text"
    let severity = Diagnostic.Severity.hint
    let concern = RuleConcern.design
    let summary = "the logo is a mark without text: a row of four or more letter-like shapes reads as a word that belongs in logoText"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let logo = DesignImages.largest(named: "logo", in: context), let letters = logo.letters else { return [] }
        guard letters.rowLength >= context.thresholds.logoLetterRow else { return [] }
        let logoText = context.json?["logoText"]?.stringValue.map { " (it says \"\($0)\" today)" } ?? ""
        return [finding("\(logo.file.path) seems to hold a word: \(letters.rowLength) letter-like shapes in a row; Apple asks for a logo without text, so keep the mark and put the name in logoText\(logoText)", file: logo.file.path)]
    }
}
