/// A 2D affine transform with CGAffineTransform's fields and maths: a point maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`, and `t1.concatenating(t2)` applies t1 first.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// CGAffineTransform(rotationAngle:): positive angles turn clockwise on a y-down screen.
    public init(rotationAngle angle: Double) {
        let s = sin(angle), co = cos(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t` (CGAffineTransformConcat(self, t)).
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                        c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                        tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    /// CGAffineTransform.translatedBy: the translation happens before `self`.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }
    /// CGAffineTransform.scaledBy: the scale happens before `self`.
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }
    /// CGAffineTransform.rotated(by:): the rotation happens before `self`.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// The inverse, or `self` unchanged when it cannot be inverted (as CGAffineTransformInvert does).
    public func inverted() -> AffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id,
                               tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    public func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }
    /// The bounding box of the transformed rectangle (CGRectApplyAffineTransform).
    public func apply(_ r: Rect) -> Rect {
        let s = r.standardized
        return Rect.bounding([apply(Point(x: s.minX, y: s.minY)), apply(Point(x: s.maxX, y: s.minY)),
                              apply(Point(x: s.maxX, y: s.maxY)), apply(Point(x: s.minX, y: s.maxY))])
    }
    /// True when every field is finite.
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
