/// The compositing formulas, on premultiplied colour channels in 0…1. Scalar and plain on
/// purpose: `.normal` has an integer fast path in `CompositeSink` that tests compare with this.
extension BlendMode {
    /// True for the modes that blend B(Cb, Cs) and then composite source-over.
    var isSeparableBlend: Bool {
        switch self {
        case .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
             .softLight, .hardLight, .difference, .exclusion:
            return true
        default:
            return false
        }
    }

    /// The result of painting premultiplied `source` over premultiplied `destination` (both
    /// RGBA in 0…1) at full coverage.
    ///
    /// Separable modes (W3C Compositing §9.1.4 with §10): with straight colours Cs = cs/αs and
    /// Cb = cb/αb, co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs) and αo = αs + αb·(1 − αs).
    /// Porter–Duff (W3C Compositing §9.1): co = cs·Fa + cb·Fb, αo = αs·Fa + αb·Fb, with the
    /// Fa and Fb of each operator below.
    func composite(_ s: SIMD4<Double>, over d: SIMD4<Double>) -> SIMD4<Double> {
        let sa = s[3], da = d[3]
        if isSeparableBlend {
            var out = SIMD4<Double>(0, 0, 0, sa + da * (1 - sa))
            for i in 0..<3 {
                let cs = sa > 0 ? s[i] / sa : 0, cb = da > 0 ? d[i] / da : 0
                out[i] = s[i] * (1 - da) + d[i] * (1 - sa) + sa * da * blend(cb, cs)
            }
            return out
        }
        let (fa, fb): (Double, Double)
        switch self {
        case .clear: (fa, fb) = (0, 0)
        case .copy: (fa, fb) = (1, 0)
        case .sourceIn: (fa, fb) = (da, 0)
        case .sourceOut: (fa, fb) = (1 - da, 0)
        case .sourceAtop: (fa, fb) = (da, 1 - sa)
        case .destinationOver: (fa, fb) = (1 - da, 1)
        case .destinationIn: (fa, fb) = (0, sa)
        case .destinationOut: (fa, fb) = (0, 1 - sa)
        case .destinationAtop: (fa, fb) = (1 - da, sa)
        case .xor: (fa, fb) = (1 - da, 1 - sa)
        case .plusLighter: return SIMD4(min(s[0] + d[0], 1), min(s[1] + d[1], 1), min(s[2] + d[2], 1), min(sa + da, 1))
        default: (fa, fb) = (1, 1 - sa)  // source-over; the separable modes returned above
        }
        return s * fa + d * fb
    }

    /// The separable blend function B(Cb, Cs) of W3C Compositing §10 on straight channels.
    func blend(_ cb: Double, _ cs: Double) -> Double {
        switch self {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return BlendMode.hardLight.blend(cs, cb)  // HardLight with the layers swapped
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : (cs >= 1 ? 1 : min(1, cb / (1 - cs)))
        case .colorBurn: return cb >= 1 ? 1 : (cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs))
        case .hardLight: return cs <= 0.5 ? cb * 2 * cs : BlendMode.screen.blend(cb, 2 * cs - 1)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let dcb = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (dcb - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs  // normal
        }
    }

    /// Paints packed premultiplied `source` onto `destination` through `coverage` (0…255): the
    /// full-coverage result mixed with the destination by the coverage, so pixels outside the
    /// shape keep their colour whatever the mode.
    func composite(_ source: UInt32, onto destination: UnsafeMutablePointer<UInt32>, coverage: UInt32) {
        guard coverage > 0 else { return }
        func unpack(_ v: UInt32) -> SIMD4<Double> {
            SIMD4(Double(v & 0xFF), Double((v >> 8) & 0xFF), Double((v >> 16) & 0xFF), Double(v >> 24)) / 255
        }
        let d = unpack(destination.pointee)
        let full = composite(unpack(source), over: d)
        let mixed = d + (full - d) * (Double(coverage) / 255)
        var packed: UInt32 = 0
        for i in 0..<4 {
            let v = mixed[i]
            packed |= UInt32(v > 0 ? (v >= 1 ? 255 : v * 255 + 0.5) : 0) << (8 * UInt32(i))
        }
        destination.pointee = packed
    }
}
