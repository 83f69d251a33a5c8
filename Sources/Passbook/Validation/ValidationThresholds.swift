/// Every number the validator judges by, in one place, with Passbook's defaults.
///
/// Limits Wallet documents are marked as such; the rest are Passbook's own choices and can be
/// changed, for example `thresholds.maximumImageBytes = 200_000`.
public struct ValidationThresholds: Sendable, Hashable, Codable {
    // MARK: Format (documented by Apple)

    /// Wallet uses at most 10 locations.
    public var maximumLocations = 10
    /// Wallet monitors at most 10 distinct beacon UUIDs.
    public var maximumBeaconUUIDs = 10
    /// `authenticationToken` length required by Apple's pass format reference.
    public var minimumAuthenticationTokenLength = 16
    /// NFC terminals receive at most 64 bytes of `nfc.message`.
    public var maximumNFCMessageBytes = 64

    // MARK: Delivery (Passbook's choice)

    /// Above this the archive is slow to mail and download (`package.size`).
    public var maximumArchiveBytes = 3_000_000

    // MARK: Design (Passbook's choice)

    /// A `backgroundColor` lighter than this relative luminance counts as white (`design.background.white`).
    public var whiteBackgroundLuminance = 0.9
    /// A pixel whose red, green and blue are all at least this counts as near-white.
    public var nearWhiteComponent = 235
    /// A background image with more near-white pixels than this share counts as white.
    public var nearWhiteImageShare = 0.9
    /// WCAG contrast below this gets a hint (`design.contrast`); 4.5 is WCAG AA for text.
    public var minimumContrast = 4.5
    /// WCAG contrast below this is called hard to read and gets a warning.
    public var poorContrast = 3.0
    /// A logo pixel at least this light (relative luminance) and at most ``logoMaximumSaturation``
    /// saturated counts as white.
    public var logoMinimumLuminance = 0.7
    /// See ``logoMinimumLuminance``.
    public var logoMaximumSaturation = 0.2
    /// A logo with more colored or dark opaque pixels than this share is not white (`design.logo.notWhite`).
    public var logoColoredShare = 0.25
    /// A logo with a row of this many letter-like shapes holds a word (`design.logo.text`, see
    /// ``LetterShapes``); Apple's sample logos and Passbook's have at most two.
    public var logoLetterRow = 4
    /// Per image file, in bytes (`design.images.weight`).
    public var maximumImageBytes = 100_000
    /// All images together, in bytes (`design.images.weight`).
    public var maximumTotalImageBytes = 500_000
    /// How far (as a fraction) an image's aspect ratio may stray from its slot's (`design.images.size`).
    public var aspectRatioTolerance = 0.25
    /// A poster's artwork with more edge pixels than this share where the footer material and the
    /// barcode cover it hides detail there (`design.artwork.safeArea`); flat colour and soft
    /// gradients have almost none, text and photographs several percent.
    public var artworkCoveredEdgeShare = 0.04
    /// Text over an image (a poster's artwork, a strip) with more than this share of the image under
    /// it below ``poorContrast`` is hard to read (`design.artwork.contrast`, `design.contrast.strip`),
    /// even when the image's mean colour contrasts well.
    public var lowContrastImageShare = 0.35
    /// A strip or background with more distinct colours than this (at 5 bits per component) and
    /// more than ``photoEdgeShare`` edge pixels looks like a photograph (`design.images.photo`):
    /// Apple's store card strip has about 3,500 colours and 1 % edges, flat art a few hundred and none.
    public var photoColorCount = 4_000
    /// See ``photoColorCount``: printed text, card edges and photographed detail make edges.
    public var photoEdgeShare = 0.05
    /// More header fields than this crowd the top of the pass (`design.front.clutter`).
    public var maximumHeaderFields = 2

    /// The defaults.
    public init() {}
}
