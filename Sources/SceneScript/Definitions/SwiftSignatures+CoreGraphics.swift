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

    static let coreGraphics: [Entry] = on("Point", ["applying": ["func applying(_ t: CGAffineTransform) -> CGPoint"]])
        + on("AffineTransform", [
            "a": ["var a: CGFloat = 1"], "b": ["var b: CGFloat = 0"], "c": ["var c: CGFloat = 0"], "d": ["var d: CGFloat = 1"],
            "tx": ["var tx: CGFloat = 0"], "ty": ["var ty: CGFloat = 0"],
            "isIdentity": ["var isIdentity: Bool { get }"],
            "concatenating": ["func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform"],
            "rotated": ["func rotated(by angle: CGFloat) -> CGAffineTransform"],
            "scaledBy": ["func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform"],
            "translatedBy": ["func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform"],
            "inverted": ["func inverted() -> CGAffineTransform"],
        ])
        + on("CGAffineTransform", [
            "init": ["init()", "init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)",
                     "init(rotationAngle angle: CGFloat)", "init(scaleX sx: CGFloat, y sy: CGFloat)",
                     "init(translationX tx: CGFloat, y ty: CGFloat)"],
            "identity": ["static var identity: CGAffineTransform { get }"],
        ])
        + on("Path", [
            "boundingBox": ["var boundingBox: CGRect { get }"], "boundingBoxOfPath": ["var boundingBoxOfPath: CGRect { get }"],
            "bounds": ["var bounds: CGRect { get }"], "cgPath": ["var cgPath: CGPath { get }"],
            "currentPoint": ["var currentPoint: CGPoint { get }"], "isEmpty": ["var isEmpty: Bool { get }"],
            "move": ["func move(to point: CGPoint, transform: CGAffineTransform = .identity)"],
            "addLine": ["func addLine(to point: CGPoint, transform: CGAffineTransform = .identity)"],
            "addQuadCurve": ["func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity)"],
            "addCurve": ["func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity)"],
            "addArc": ["func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, "
                        + "transform: CGAffineTransform = .identity)",
                       "func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity)"],
            "contains": ["func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool"],
            "copy": ["func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath?",
                     "func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat, "
                        + "transform: CGAffineTransform = .identity) -> CGPath",
                     "func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath"],
            "mutableCopy": ["func mutableCopy() -> CGMutablePath?",
                            "func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath?"],
        ])
        + on("CGPath", [
            "init": ["convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?)",
                     "convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?)",
                     "convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, "
                        + "transform: UnsafePointer<CGAffineTransform>?)"],
        ])
        + on("CGMutablePath", [
            "init": ["override init()"],
            "addLines": ["func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity)"],
            "addRelativeArc": ["func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, "
                                + "transform: CGAffineTransform = .identity)"],
            "addRect": ["func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity)"],
            "addRects": ["func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity)"],
            "addEllipse": ["func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity)"],
            "addRoundedRect": ["func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, "
                                + "transform: CGAffineTransform = .identity)"],
            "addPath": ["func addPath(_ path: CGPath, transform: CGAffineTransform = .identity)"],
            "closeSubpath": ["func closeSubpath()"],
        ])
        + on("CGContext", [
            "boundingBoxOfClipPath": ["var boundingBoxOfClipPath: CGRect { get }"],
            "boundingBoxOfPath": ["var boundingBoxOfPath: CGRect { get }"], "ctm": ["var ctm: CGAffineTransform { get }"],
            "currentPointOfPath": ["var currentPointOfPath: CGPoint { get }"], "isPathEmpty": ["var isPathEmpty: Bool { get }"],
            "userSpaceToDeviceSpaceTransform": ["var userSpaceToDeviceSpaceTransform: CGAffineTransform { get }"],
            "saveGState": ["func saveGState()"], "restoreGState": ["func restoreGState()"],
            "translateBy": ["func translateBy(x tx: CGFloat, y ty: CGFloat)"], "scaleBy": ["func scaleBy(x sx: CGFloat, y sy: CGFloat)"],
            "rotate": ["func rotate(by angle: CGFloat)"], "concatenate": ["func concatenate(_ transform: CGAffineTransform)"],
            "setFillColor": ["func setFillColor(_ color: CGColor)", "func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)",
                             "func setFillColor(gray: CGFloat, alpha: CGFloat)"],
            "setStrokeColor": ["func setStrokeColor(_ color: CGColor)",
                               "func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)",
                               "func setStrokeColor(gray: CGFloat, alpha: CGFloat)"],
            "setLineWidth": ["func setLineWidth(_ width: CGFloat)"], "setLineCap": ["func setLineCap(_ cap: CGLineCap)"],
            "setLineJoin": ["func setLineJoin(_ join: CGLineJoin)"], "setMiterLimit": ["func setMiterLimit(_ limit: CGFloat)"],
            "setLineDash": ["func setLineDash(phase: CGFloat, lengths: [CGFloat])"], "setAlpha": ["func setAlpha(_ alpha: CGFloat)"],
            "setShadow": ["func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?)", "func setShadow(offset: CGSize, blur: CGFloat)"],
            "setBlendMode": ["func setBlendMode(_ mode: CGBlendMode)"],
            "beginPath": ["func beginPath()"], "closePath": ["func closePath()"],
            "move": ["func move(to point: CGPoint)"], "addLine": ["func addLine(to point: CGPoint)"],
            "addLines": ["func addLines(between points: [CGPoint])"],
            "addCurve": ["func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint)"],
            "addQuadCurve": ["func addQuadCurve(to end: CGPoint, control: CGPoint)"],
            "addArc": ["func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)",
                       "func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat)"],
            "addRect": ["func addRect(_ rect: CGRect)"], "addRects": ["func addRects(_ rects: [CGRect])"],
            "addEllipse": ["func addEllipse(in rect: CGRect)"], "addPath": ["func addPath(_ path: CGPath)"],
            "replacePathWithStrokedPath": ["func replacePathWithStrokedPath()"],
            "fillPath": ["func fillPath(using rule: CGPathFillRule = .winding)"], "strokePath": ["func strokePath()"],
            "drawPath": ["func drawPath(using mode: CGPathDrawingMode)"],
            "fill": ["func fill(_ rect: CGRect)", "func fill(_ rects: [CGRect])"],
            "stroke": ["func stroke(_ rect: CGRect)", "func stroke(_ rect: CGRect, width: CGFloat)"],
            "fillEllipse": ["func fillEllipse(in rect: CGRect)"], "strokeEllipse": ["func strokeEllipse(in rect: CGRect)"],
            "strokeLineSegments": ["func strokeLineSegments(between points: [CGPoint])"], "clear": ["func clear(_ rect: CGRect)"],
            "clip": ["func clip(using rule: CGPathFillRule = .winding)", "func clip(to rect: CGRect)", "func clip(to rects: [CGRect])"],
            "drawLinearGradient": ["func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, "
                                    + "options: CGGradientDrawingOptions)"],
            "drawRadialGradient": ["func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, "
                                    + "endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions)"],
            "draw": ["func draw(_ image: CGImage, in rect: CGRect)"],
        ])
        + on("CGGradient", ["init": ["init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?)"]])
        + globals(.coreGraphics, [
            "CGPointMake": ["func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint"],
            "CGSizeMake": ["func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize"],
            "CGRectMake": ["func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect"],
            "CGAffineTransformIdentity": ["var CGAffineTransformIdentity: CGAffineTransform { get }"],
            "CGAffineTransformMakeRotation": ["func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform"],
            "CGAffineTransformMakeScale": ["func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform"],
            "CGAffineTransformMakeTranslation": ["func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform"],
            "CGAffineTransformConcat": ["func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform"],
            "CGAffineTransformInvert": ["func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform"],
            "CGColorSpaceCreateDeviceRGB": ["func CGColorSpaceCreateDeviceRGB() -> CGColorSpace"],
            "CGPathCreateMutable": ["func CGPathCreateMutable() -> CGMutablePath"],
            "CGPathCreateMutableCopy": ["func CGPathCreateMutableCopy(_ path: CGPath?) -> CGMutablePath?"],
            "CGPathCreateCopy": ["func CGPathCreateCopy(_ path: CGPath?) -> CGPath?"],
            "CGPathGetBoundingBox": ["func CGPathGetBoundingBox(_ path: CGPath?) -> CGRect"],
            "CGPathGetPathBoundingBox": ["func CGPathGetPathBoundingBox(_ path: CGPath?) -> CGRect"],
            "CGPathGetCurrentPoint": ["func CGPathGetCurrentPoint(_ path: CGPath?) -> CGPoint"],
            "CGPathIsEmpty": ["func CGPathIsEmpty(_ path: CGPath?) -> Bool"],
            "CGPathContainsPoint": ["func CGPathContainsPoint(_ path: CGPath?, _ m: UnsafePointer<CGAffineTransform>?, _ point: CGPoint, "
                                    + "_ eoFill: Bool) -> Bool"],
            "CGPathCreateWithRect": ["func CGPathCreateWithRect(_ rect: CGRect, _ transform: UnsafePointer<CGAffineTransform>?) -> CGPath"],
            "CGPathCreateWithEllipseInRect": ["func CGPathCreateWithEllipseInRect(_ rect: CGRect, "
                                              + "_ transform: UnsafePointer<CGAffineTransform>?) -> CGPath"],
            "CGPathMoveToPoint": ["func CGPathMoveToPoint(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                                  + "_ x: CGFloat, _ y: CGFloat)"],
            "CGPathAddLineToPoint": ["func CGPathAddLineToPoint(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                                     + "_ x: CGFloat, _ y: CGFloat)"],
            "CGPathAddCurveToPoint": ["func CGPathAddCurveToPoint(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                                      + "_ cp1x: CGFloat, _ cp1y: CGFloat, _ cp2x: CGFloat, _ cp2y: CGFloat, _ x: CGFloat, _ y: CGFloat)"],
            "CGPathAddQuadCurveToPoint": ["func CGPathAddQuadCurveToPoint(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                                          + "_ cpx: CGFloat, _ cpy: CGFloat, _ x: CGFloat, _ y: CGFloat)"],
            "CGPathAddArc": ["func CGPathAddArc(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, _ x: CGFloat, _ y: CGFloat, "
                             + "_ radius: CGFloat, _ startAngle: CGFloat, _ endAngle: CGFloat, _ clockwise: Bool)"],
            "CGPathAddArcToPoint": ["func CGPathAddArcToPoint(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                                    + "_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat, _ radius: CGFloat)"],
            "CGPathAddRelativeArc": ["func CGPathAddRelativeArc(_ path: CGMutablePath?, _ matrix: UnsafePointer<CGAffineTransform>?, "
                                     + "_ x: CGFloat, _ y: CGFloat, _ radius: CGFloat, _ startAngle: CGFloat, _ delta: CGFloat)"],
            "CGPathAddRect": ["func CGPathAddRect(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, _ rect: CGRect)"],
            "CGPathAddRects": ["func CGPathAddRects(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                               + "_ rects: UnsafePointer<CGRect>?, _ count: Int)"],
            "CGPathAddLines": ["func CGPathAddLines(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                               + "_ points: UnsafePointer<CGPoint>?, _ count: Int)"],
            "CGPathAddEllipseInRect": ["func CGPathAddEllipseInRect(_ path: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, "
                                       + "_ rect: CGRect)"],
            "CGPathAddRoundedRect": ["func CGPathAddRoundedRect(_ path: CGMutablePath?, _ transform: UnsafePointer<CGAffineTransform>?, "
                                     + "_ rect: CGRect, _ cornerWidth: CGFloat, _ cornerHeight: CGFloat)"],
            "CGPathAddPath": ["func CGPathAddPath(_ path1: CGMutablePath?, _ m: UnsafePointer<CGAffineTransform>?, _ path2: CGPath?)"],
            "CGPathCloseSubpath": ["func CGPathCloseSubpath(_ path: CGMutablePath?)"],
            "CGPathRelease": ["func CGPathRelease(_ path: CGPath?)"],
            "CGPathRetain": ["@discardableResult func CGPathRetain(_ path: CGPath?) -> CGPath?"],
        ])
}
