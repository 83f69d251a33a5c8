public import Passbook

/// The modules of an encoded barcode: a grid of dark and light squares, before any scaling.
///
/// A 2D code (QR, Aztec, PDF417) has one entry per module; a PDF417 row spans as many grid rows as
/// its row height (three modules). A 1D code has a single row of bars, stretched to a bar height
/// when drawn.
public struct BarcodeMatrix: Sendable, Hashable {
    /// The symbology.
    public let format: Barcode.Format
    /// Modules across.
    public let width: Int
    /// Modules down; 1 for a 1D code.
    public let height: Int
    /// Row-major, `true` for a dark module.
    public let modules: [Bool]

    /// Creates a matrix; `modules` holds `width × height` entries, row by row.
    public init(format: Barcode.Format, width: Int, height: Int, modules: [Bool]) {
        precondition(width > 0 && height > 0 && modules.count == width * height, "a matrix needs width × height modules")
        self.format = format
        self.width = width
        self.height = height
        self.modules = modules
    }

    /// Whether the module at column `x`, row `y` is dark.
    public subscript(x: Int, y: Int) -> Bool {
        modules[y * width + x]
    }

    /// Whether this is a row of bars (Code 128, Code 39, Codabar, EAN-13, ITF).
    public var isLinear: Bool { format.isOneDimensional }

    /// The light margin a scanner needs around the code, in modules, per its standard.
    public var recommendedQuietZone: Int {
        switch format {
        case .qr: 4
        case .pdf417, .aztec: 2
        case .ean13: 11
        default: 10
        }
    }

    /// The runs of dark modules in row `y`, as (start column, length).
    func darkRuns(inRow y: Int) -> [(start: Int, length: Int)] {
        var runs: [(Int, Int)] = []
        var x = 0
        while x < width {
            if self[x, y] {
                let start = x
                while x < width, self[x, y] { x += 1 }
                runs.append((start, x - start))
            } else {
                x += 1
            }
        }
        return runs
    }
}
