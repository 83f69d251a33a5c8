extension SemanticTags {
    /// An airport security programme (`departureLocationSecurityPrograms` and related tags).
    ///
    /// Unknown strings are kept as they are; see ``OpenEnumeration``.
    public struct SecurityProgram: OpenEnumeration {
        public let rawValue: String

        /// Creates a value from its JSON string, known or not.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// TSA PreCheck.
        public static let tsaPreCheck = SecurityProgram(rawValue: "PKTransitSecurityProgramTSAPreCheck")
        /// TSA PreCheck Touchless ID.
        public static let tsaPreCheckTouchlessID = SecurityProgram(
            rawValue: "PKTransitSecurityProgramTSAPreCheckTouchlessID"
        )
        /// One-stop security.
        public static let oss = SecurityProgram(rawValue: "PKTransitSecurityProgramOSS")
        /// International transit, with an inspection.
        public static let iti = SecurityProgram(rawValue: "PKTransitSecurityProgramITI")
        /// International transit, without an inspection.
        public static let itd = SecurityProgram(rawValue: "PKTransitSecurityProgramITD")
        /// Global Entry.
        public static let globalEntry = SecurityProgram(rawValue: "PKTransitSecurityProgramGlobalEntry")
        /// CLEAR.
        public static let clear = SecurityProgram(rawValue: "PKTransitSecurityProgramCLEAR")

        public static let knownValues: [SecurityProgram] = [
            .tsaPreCheck, .tsaPreCheckTouchlessID, .oss, .iti, .itd, .globalEntry, .clear,
        ]
    }
}
