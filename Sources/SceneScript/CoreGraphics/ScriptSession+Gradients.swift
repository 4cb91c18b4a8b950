import Raster

extension ScriptSession {
    /// `CGGradient{ colorsSpace = nil, colors = {...}, locations = {...} }` (also positional,
    /// as `CGGradient(colorsSpace:colors:locations:)`): without locations the colours are
    /// spread evenly from 0 to 1, as Core Graphics spreads them. The colour space is accepted
    /// (nil, `CGColorSpaceCreateDeviceRGB()`…) and not used: colours are sRGB.
    static let gradientCall: ScriptFunction = { s, lua throws(ScriptFailure) in
        var a = Arguments(s, lua, function: "CGGradient", from: 2, labels: ["colorsSpace", "colors", "locations"])
        _ = try a.read("colorsSpace", "a colour space or nil", true) { _ throws(ScriptFailure) in true }
        let colors = try a.colors("colors")
        let locations = a.has("locations") ? try a.numbers("locations") : nil
        try a.finish()
        guard !colors.isEmpty else { throw .message("CGGradient: 'colors' must hold at least one colour") }
        if let locations, locations.count != colors.count {
            throw .message("CGGradient: 'locations' must hold one location per colour (\(colors.count), got \(locations.count))")
        }
        let spread = colors.indices.map { colors.count == 1 ? 0 : Double($0) / Double(colors.count - 1) }
        let stops = zip(colors, locations ?? spread).map { GradientStop(location: $0.1, color: $0.0) }
        s.pushNewHandle(for: ScriptGradient(stops: stops), as: .gradient, named: ScriptGradient.typeName, on: lua)
        return 1
    }
}
