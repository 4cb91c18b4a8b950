import Geometry
import Raster

/// A `UIBezierPath` as scripts hold it: a reference (UIBezierPath is a class) carrying a path
/// and the drawing attributes `fill()` and `stroke()` use, with UIKit's defaults. Wherever a
/// path is accepted (`shapeLayer.path`, `shadowPath`, a keyframe `path`) its path is copied
/// in; the attributes stay with the object, as they do on iOS (a shape layer has its own).
final class ScriptBezierPath {
    static let typeName = "UIBezierPath"
    var path: Path
    var lineWidth = 1.0
    var lineCapStyle = LineCap.butt
    var lineJoinStyle = LineJoin.miter
    var miterLimit = 10.0
    /// Accepted and kept; curves are flattened to the rasterizer's own tolerance.
    var flatness = 0.6
    var usesEvenOddFillRule = false
    var dashPattern: [Double] = []
    var dashPhase = 0.0

    /// While a `Path` method runs on it, the value standing in for it, which holds its path
    /// meanwhile (`ScriptSession.onBezierPath`).
    weak var standIn: ValueBox?

    /// The path wherever it is: in the stand-in while a method runs (where an argument that
    /// is this same UIBezierPath must find it), else here.
    var currentPath: Path {
        if let standIn, case .path(let p?) = standIn.value { return p }
        return path
    }

    init(_ path: Path = Path()) { self.path = path }

    /// The stroke `stroke()` draws and `contains` ignores.
    var strokeStyle: StrokeStyle {
        var style = StrokeStyle(width: lineWidth, cap: lineCapStyle, join: lineJoinStyle, miterLimit: miterLimit)
        style.dashPattern = dashPattern
        style.dashPhase = dashPhase
        return style
    }

    var fillRule: FillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    /// The subpaths that are closed, which are all UIBezierPath.contains(_:) looks at (Apple:
    /// open subpaths are ignored, where CGPath.contains closes them).
    var closedSubpaths: Path {
        var kept: [PathElement] = [], piece: [PathElement] = []
        func finish() {
            if piece.contains(.close) { kept += piece }
            piece = []
        }
        for element in path.elements {
            if case .move = element { finish() }
            piece.append(element)
        }
        finish()
        return Path(elements: kept)
    }

    /// A copy with the same path and attributes (NSCopying), `path` replacing the path when given.
    func copy(path newPath: Path? = nil) -> ScriptBezierPath {
        let copy = ScriptBezierPath(newPath ?? path)
        copy.lineWidth = lineWidth; copy.lineCapStyle = lineCapStyle; copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit; copy.flatness = flatness; copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern; copy.dashPhase = dashPhase
        return copy
    }
}
