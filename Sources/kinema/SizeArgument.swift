import ArgumentParser
import Geometry

/// Parses `--size WxH`: two positive numbers of points, e.g. `375x667`.
enum SizeArgument {
    /// The largest side accepted, in points: beyond this a frame could not be allocated.
    static let largestSide = 16384.0

    static let help = ArgumentHelp("The scene's size in points, replacing the one the scene sets.", valueName: "WxH")

    static func parse(_ text: String) throws -> Size {
        let parts = text.lowercased().split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "×" }
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
            throw ValidationError("expected WIDTHxHEIGHT in points, e.g. 375x667")
        }
        guard width > 0, height > 0, width <= largestSide, height <= largestSide else {
            throw ValidationError("width and height must be more than 0 and at most \(Int(largestSide)) points")
        }
        return Size(width: width, height: height)
    }
}
