import Foundation
import Passbook

/// Draws the front of a semantic airline boarding pass (iOS 26) after Wallet's design, from the
/// flight's semantic tags rather than the pass's fields: the airline's logo and flight number; the
/// airports' codes with their cities and the plane between them; departure and arrival times in each
/// airport's time zone; gate, terminal, boarding, group and seat; the passenger; the barcode plate.
struct SemanticBoardingRenderer {
    let content: PreviewContent

    private typealias M = PreviewMetrics
    private var theme: PreviewTheme { content.theme }
    private var semantics: SemanticTags { content.pass.semantics ?? SemanticTags() }
    private var labelStyle: TextStyle { TextStyle(size: 11, weight: .semibold, color: theme.label) }
    private var valueStyle: TextStyle { TextStyle(size: 16, color: theme.foreground) }
    private var codeStyle: TextStyle { TextStyle(size: 44, weight: .light, color: theme.foreground) }
    private var cityStyle: TextStyle { TextStyle(size: 13, color: theme.label) }

    /// The card's height: the minimum, or more when the rows and barcode need it.
    func height(measuringWith canvas: Canvas) throws(PassbookError) -> Double {
        max(M.minimumHeight, try layout(canvas, height: nil))
    }

    /// Draws the front at the canvas's origin.
    func draw(on canvas: Canvas, height: Double) throws(PassbookError) {
        try canvas.withState { () throws(PassbookError) in
            CardShape.addPath(.boardingPass, width: M.width, height: height, on: canvas)
            canvas.clip()
            canvas.fill(CanvasRect(x: 0, y: 0, width: M.width, height: height), color: theme.background)
            _ = try layout(canvas, height: height)
        }
    }

    // MARK: - What is shown

    /// `LH 400`: the airline's code and the flight number, else the flight code.
    private var flight: String? {
        if let airline = semantics.airlineCode, let number = semantics.flightNumber { return "\(airline) \(number)" }
        return semantics.flightCode
    }

    private func time(_ date: W3CDate?, zone: String?) -> String? {
        date.map { content.formatted($0, date: .none, time: .short, zone: zone) }
    }

    private func field(_ label: String, _ value: String?) -> PassField? {
        value.flatMap { $0.isEmpty ? nil : PassField(key: label, value: .string($0), label: label) }
    }

    /// The rows under the airports, each at most four fields.
    private var rows: [[PassField]] {
        let s = semantics
        let departure = s.currentDepartureDate ?? s.originalDepartureDate
        let date = departure.map { content.formatted($0, date: .medium, time: .none, zone: s.departureLocationTimeZone) }
        let seat = s.seats?.first.flatMap { $0.seatIdentifier ?? [$0.seatRow, $0.seatNumber].compactMap { $0 }.joined() }
        let name = s.passengerName.map { [$0.givenName, $0.familyName].compactMap { $0 }.joined(separator: " ") }
        return [
            [
                field("DATE", date),
                field("DEPARTS", time(departure, zone: s.departureLocationTimeZone)),
                field("ARRIVES", time(s.currentArrivalDate ?? s.originalArrivalDate, zone: s.destinationLocationTimeZone)),
            ].compactMap { $0 },
            [
                field("TERMINAL", s.departureTerminal),
                field("GATE", s.departureGate),
                field("BOARDS", time(s.currentBoardingDate ?? s.originalBoardingDate, zone: s.departureLocationTimeZone)),
                field("GROUP", s.boardingGroup ?? s.boardingZone),
            ].compactMap { $0 },
            [
                field("PASSENGER", name),
                field("SEAT", seat),
                field("CLASS", s.ticketFareClass),
            ].compactMap { $0 },
        ].filter { !$0.isEmpty }
    }

    // MARK: - Layout

    /// Places everything; draws when `height` is given, and returns the height the content needs.
    private func layout(_ canvas: Canvas, height: Double?) throws(PassbookError) -> Double {
        let text = canvas.text
        let drawing = height != nil
        let width = M.width - 2 * M.margin
        if drawing { try drawHeader(canvas) }

        var y = M.headerBottom + 8
        let codeHeight = text.lineHeight(codeStyle)
        let cityHeight = text.lineHeight(cityStyle)
        if drawing {
            let half = width / 2 - 26
            let ends = [
                (semantics.departureAirportCode, semantics.departureCityName, M.margin, TextAlign.natural),
                (semantics.destinationAirportCode, semantics.destinationCityName, M.width / 2 + 26, TextAlign.right),
            ]
            for (code, city, x, align) in ends {
                if let code { text.draw(code, codeStyle, x: x, y: y, width: half, align: align) }
                if let city { text.draw(content.localized(city), cityStyle, x: x, y: y + codeHeight, width: half, align: align) }
            }
            TransitIcon.draw(.air, on: canvas, x: M.width / 2, y: y + codeHeight / 2, size: 30, color: theme.foreground)
        }
        y += codeHeight + cityHeight + M.rowGap + 4

        for fields in rows {
            let row = FieldRow(fields, content: content, labelStyle: labelStyle, valueStyle: valueStyle).fitted(to: width, text)
            if drawing { row.draw(text, x: M.margin, y: y, width: width) }
            y += row.height(text) + M.rowGap
        }
        if let footer = try content.images.image("footer") {
            let size = footer.fitted(maxWidth: M.footerMaxWidth, maxHeight: M.footerMaxHeight)
            if drawing {
                canvas.draw(footer.image, in: CanvasRect(x: (M.width - size.width) / 2, y: y, width: size.width, height: size.height))
            }
            y += size.height + M.rowGap
        }
        guard let matrix = content.barcodeMatrix else { return y + M.margin }
        let plate = BarcodePlate(matrix: matrix, altText: content.barcode?.altText.map(content.localized), scale: content.options.scale)
        let plateHeight = plate.height(text)
        if let height { plate.draw(canvas, centerX: M.width / 2, y: height - M.margin - plateHeight) }
        return y + 8 + plateHeight + M.margin
    }

    /// The airline's primary logo (else the classic logo) at the left, the flight at the right.
    private func drawHeader(_ canvas: Canvas) throws(PassbookError) {
        let text = canvas.text
        let box = PosterRenderer.primaryLogoBox
        let top = M.logoTop + (M.logoHeight - box.height) / 2
        var right = M.width - M.margin
        if let flight {
            let row = FieldRow([PassField(key: "flight", value: .string(flight), label: "FLIGHT")], content: content, labelStyle: labelStyle, valueStyle: TextStyle(size: 17, color: theme.foreground))
            let width = row.naturalWidth(text)
            row.draw(text, x: right - width, y: M.logoTop + (M.logoHeight - row.height(text)) / 2, width: width)
            right -= width + HeaderLayout.fieldsGap
        }
        var left = M.margin
        if let logo = try content.images.primaryLogo() {
            let size = logo.fitted(maxWidth: box.width, maxHeight: box.height)
            canvas.draw(logo.image, in: CanvasRect(x: left, y: top + (box.height - size.height) / 2, width: size.width, height: size.height))
            left += size.width + HeaderLayout.logoGap
        }
        if let provider = (semantics.transitProvider ?? content.pass.logoText).map(content.localized), right - left >= HeaderLayout.minimumWidth {
            let style = TextStyle(size: 17, weight: .medium, color: theme.foreground)
            text.draw(FieldRow.oneLine(provider), style, x: left, y: M.logoTop + (M.logoHeight - text.lineHeight(style)) / 2, width: right - left)
        }
    }
}
