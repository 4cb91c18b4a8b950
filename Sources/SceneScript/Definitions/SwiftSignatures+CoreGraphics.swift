extension SwiftSignatures {
    /// Core Graphics' types, by the catalogue's names. `CGPoint`, `CGSize` and `CGRect` are
    /// Foundation's on Linux: the stubs only extend them.
    static let coreGraphicsTypes: [String: SwiftTypeShape] = [
        "Point": SwiftTypeShape("CGPoint", .coreGraphics, .foundationType),
        "Size": SwiftTypeShape("CGSize", .coreGraphics, .foundationType),
        "Rect": SwiftTypeShape("CGRect", .coreGraphics, .foundationType),
        "AffineTransform": SwiftTypeShape("CGAffineTransform", .coreGraphics, .structure, protocols: ["Equatable"],
                                          plumbing: ["static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool"]),
        "Path": SwiftTypeShape("CGPath", .coreGraphics, .openClass),
        "CGMutablePath": .subclass("CGMutablePath", of: "CGPath", in: .coreGraphics),
        "CGContext": SwiftTypeShape("CGContext", .coreGraphics, .finalClass),
        "CGGradient": SwiftTypeShape("CGGradient", .coreGraphics, .finalClass),
    ]

    static let coreGraphics: [Entry] = on("Point", ["func applying(_ t: CGAffineTransform) -> CGPoint"])
        + on("AffineTransform", [
            "var a: CGFloat = 1", "var b: CGFloat = 0", "var c: CGFloat = 0", "var d: CGFloat = 1",
            "var tx: CGFloat = 0", "var ty: CGFloat = 0",
            "var isIdentity: Bool { get }",
            "func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform",
            "func rotated(by angle: CGFloat) -> CGAffineTransform",
            "func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform",
            "func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform",
            "func inverted() -> CGAffineTransform",
        ])
        + on("CGAffineTransform", [
            "init()", "init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)",
                     "init(rotationAngle angle: CGFloat)", "init(scaleX sx: CGFloat, y sy: CGFloat)",
                     "init(translationX tx: CGFloat, y ty: CGFloat)",
            "static var identity: CGAffineTransform { get }",
        ])
        + on("Path", [
            "var boundingBox: CGRect { get }", "var boundingBoxOfPath: CGRect { get }",
            "var bounds: CGRect { get }", "var cgPath: CGPath { get }",
            "var currentPoint: CGPoint { get }", "var isEmpty: Bool { get }",
            "func move(to point: CGPoint, transform: CGAffineTransform = .identity)",
            "func addLine(to point: CGPoint, transform: CGAffineTransform = .identity)",
            "func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity)",
            "func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity)",
            "func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, "
                        + "transform: CGAffineTransform = .identity)",
                       "func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity)",
            "func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool",
            "func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath?",
                     "func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat, "
                        + "transform: CGAffineTransform = .identity) -> CGPath",
                     "func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath",
            "func mutableCopy() -> CGMutablePath?",
                            "func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath?",
        ])
        + on("CGPath", [
            "convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?)",
                     "convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?)",
                     "convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, "
                        + "transform: UnsafePointer<CGAffineTransform>?)",
        ])
        + on("CGMutablePath", [
            "override init()",
            "func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity)",
            "func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, "
                                + "transform: CGAffineTransform = .identity)",
            "func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity)",
            "func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity)",
            "func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity)",
            "func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, "
                                + "transform: CGAffineTransform = .identity)",
            "func addPath(_ path: CGPath, transform: CGAffineTransform = .identity)",
            "func closeSubpath()",
        ])
        + on("CGContext", [
            "var boundingBoxOfClipPath: CGRect { get }",
            "var boundingBoxOfPath: CGRect { get }", "var ctm: CGAffineTransform { get }",
            "var currentPointOfPath: CGPoint { get }", "var isPathEmpty: Bool { get }",
            "var userSpaceToDeviceSpaceTransform: CGAffineTransform { get }",
            "func saveGState()", "func restoreGState()",
            "func translateBy(x tx: CGFloat, y ty: CGFloat)", "func scaleBy(x sx: CGFloat, y sy: CGFloat)",
            "func rotate(by angle: CGFloat)", "func concatenate(_ transform: CGAffineTransform)",
            "func setFillColor(_ color: CGColor)", "func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)",
                             "func setFillColor(gray: CGFloat, alpha: CGFloat)",
            "func setStrokeColor(_ color: CGColor)",
                               "func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)",
                               "func setStrokeColor(gray: CGFloat, alpha: CGFloat)",
            "func setLineWidth(_ width: CGFloat)", "func setLineCap(_ cap: CGLineCap)",
            "func setLineJoin(_ join: CGLineJoin)", "func setMiterLimit(_ limit: CGFloat)",
            "func setLineDash(phase: CGFloat, lengths: [CGFloat])", "func setAlpha(_ alpha: CGFloat)",
            "func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?)", "func setShadow(offset: CGSize, blur: CGFloat)",
            "func setBlendMode(_ mode: CGBlendMode)",
            "func beginPath()", "func closePath()",
            "func move(to point: CGPoint)", "func addLine(to point: CGPoint)",
            "func addLines(between points: [CGPoint])",
            "func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint)",
            "func addQuadCurve(to end: CGPoint, control: CGPoint)",
            "func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)",
                       "func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat)",
            "func addRect(_ rect: CGRect)", "func addRects(_ rects: [CGRect])",
            "func addEllipse(in rect: CGRect)", "func addPath(_ path: CGPath)",
            "func replacePathWithStrokedPath()",
            "func fillPath(using rule: CGPathFillRule = .winding)", "func strokePath()",
            "func drawPath(using mode: CGPathDrawingMode)",
            "func fill(_ rect: CGRect)", "func fill(_ rects: [CGRect])",
            "func stroke(_ rect: CGRect)", "func stroke(_ rect: CGRect, width: CGFloat)",
            "func fillEllipse(in rect: CGRect)", "func strokeEllipse(in rect: CGRect)",
            "func strokeLineSegments(between points: [CGPoint])", "func clear(_ rect: CGRect)",
            "func clip(using rule: CGPathFillRule = .winding)", "func clip(to rect: CGRect)", "func clip(to rects: [CGRect])",
            "func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, "
                                    + "options: CGGradientDrawingOptions)",
            "func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, "
                                    + "endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions)",
            "func draw(_ image: CGImage, in rect: CGRect)",
        ])
        + on("CGGradient", ["init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?)"])
        + globals(.coreGraphics, [
            "func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint",
            "func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize",
            "func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect",
            "var CGAffineTransformIdentity: CGAffineTransform { get }",
            "func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform",
            "func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform",
            "func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform",
            "func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform",
            "func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform",
            "func CGColorSpaceCreateDeviceRGB() -> CGColorSpace",
            "func CGPathCreateMutable() -> CGMutablePath",
            "func CGPathCreateMutableCopy(_ path: CGPath?) -> CGMutablePath?",
            "func CGPathCreateCopy(_ path: CGPath?) -> CGPath?",
            "func CGPathGetBoundingBox(_ path: CGPath?) -> CGRect",
            "func CGPathGetPathBoundingBox(_ path: CGPath?) -> CGRect",
            "func CGPathGetCurrentPoint(_ path: CGPath?) -> CGPoint",
            "func CGPathIsEmpty(_ path: CGPath?) -> Bool",
            "func CGPathContainsPoint(_ path: CGPath?, _ m: UnsafePointer<CGAffineTransform>?, _ point: CGPoint, "
                                    + "_ eoFill: Bool) -> Bool",
            "func CGPathCreateWithRect(_ rect: CGRect, _ transform: UnsafePointer<CGAffineTransform>?) -> CGPath",
            "func CGPathCreateWithEllipseInRect(_ rect: CGRect, "
                                              + "_ transform: UnsafePointer<CGAffineTransform>?) -> CGPath",
            "func CGPathMoveToPoint(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                                  + "_ x: CGFloat, _ y: CGFloat)",
            "func CGPathAddLineToPoint(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                                     + "_ x: CGFloat, _ y: CGFloat)",
            "func CGPathAddCurveToPoint(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                                      + "_ cp1x: CGFloat, _ cp1y: CGFloat, _ cp2x: CGFloat, _ cp2y: CGFloat, _ x: CGFloat, _ y: CGFloat)",
            "func CGPathAddQuadCurveToPoint(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                                          + "_ cpx: CGFloat, _ cpy: CGFloat, _ x: CGFloat, _ y: CGFloat)",
            "func CGPathAddArc(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, _ x: CGFloat, _ y: CGFloat, "
                             + "_ radius: CGFloat, _ startAngle: CGFloat, _ endAngle: CGFloat, _ clockwise: Bool)",
            "func CGPathAddArcToPoint(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                                    + "_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat, _ radius: CGFloat)",
            "func CGPathAddRelativeArc(_ path: CGMutablePath?, _ matrix: UnsafePointer<CGAffineTransform>?, "
                                     + "_ x: CGFloat, _ y: CGFloat, _ radius: CGFloat, _ startAngle: CGFloat, _ delta: CGFloat)",
            "func CGPathAddRect(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, _ rect: CGRect)",
            "func CGPathAddRects(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                               + "_ rects: UnsafePointer<CGRect>?, _ count: Int)",
            "func CGPathAddLines(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                               + "_ points: UnsafePointer<CGPoint>?, _ count: Int)",
            "func CGPathAddEllipseInRect(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                                       + "_ rect: CGRect)",
            "func CGPathAddRoundedRect(_ path: CGMutablePath?, _ transform: UnsafePointer<CGAffineTransform>?, "
                                     + "_ rect: CGRect, _ cornerWidth: CGFloat, _ cornerHeight: CGFloat)",
            "func CGPathAddPath(_ path1: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, _ path2: CGPath?)",
            "func CGPathCloseSubpath(_ path: CGMutablePath?)",
            "func CGPathRelease(_ path: CGPath?)",
            "@discardableResult func CGPathRetain(_ path: CGPath?) -> CGPath?",
        ])
}
