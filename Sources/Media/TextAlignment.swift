/// Where each line sits across the text box (CATextLayerAlignmentMode / NSTextAlignment).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case left, center, right
    /// The script's own direction; Kinema lays out left to right, so this is `.left`.
    case natural
    /// Wrapped lines stretch to the box width by widening the spaces; a paragraph's last line
    /// is left-aligned.
    case justified
}
