/// How a row of fields shares a width too narrow for all of them, as Wallet lays it out: short
/// fields keep their width, and the longest are cut to one common width. The preview draws rows this
/// way and the truncation rule judges them this way.
package enum RowSharing {
    /// The common width the longest fields are cut to, given each field's natural width and the
    /// width left for the fields once the gaps between them are taken.
    package static func commonWidth(_ widths: [Double], available: Double) -> Double {
        var remaining = available
        for (index, width) in widths.sorted().enumerated() {
            let share = remaining / Double(widths.count - index)
            if width > share { return share }
            remaining -= width
        }
        return available
    }
}
