import Passbook

/// Horizontal alignment of a field's text.
enum TextAlign {
    /// Left for left-to-right text, right for right-to-left text.
    case natural
    case left
    case center
    case right

    init(_ alignment: TextAlignment?) {
        switch alignment {
        case .left?: self = .left
        case .center?: self = .center
        case .right?: self = .right
        default: self = .natural
        }
    }
}
