/// How painted colour combines with what is already in the buffer (CGBlendMode).
///
/// The separable modes blend and then composite source-over; the Porter–Duff modes are the
/// twelve operators of Porter and Duff's "Compositing Digital Images" (1984). The formulas,
/// in `BlendMode+Formulas.swift`, are those of the W3C "Compositing and Blending Level 1"
/// recommendation (§9 for Porter–Duff, §10 for the blend functions B(Cb, Cs)), which are also
/// PDF 1.7's (ISO 32000-1 §11.3.5). The shape of what is painted (its anti-aliased coverage
/// and the clip) is not part of the source's alpha: outside the shape nothing changes, as in
/// Core Graphics, where `.clear` and `.copy` only touch the pixels a fill covers.
/// The non-separable modes (hue, saturation, color, luminosity) and plusDarker are not done.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    // Separable blend modes, composited source-over.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case softLight, hardLight, difference, exclusion
    // Porter–Duff operators.
    case clear, copy, sourceIn, sourceOut, sourceAtop
    case destinationOver, destinationIn, destinationOut, destinationAtop
    case xor
    /// The sum of source and destination, clamped (W3C "plus-lighter").
    case plusLighter
}
