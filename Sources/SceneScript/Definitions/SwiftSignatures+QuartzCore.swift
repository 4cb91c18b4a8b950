extension SwiftSignatures {
    /// Core Animation's types, by the catalogue's names.
    static let quartzCoreTypes: [String: SwiftTypeShape] = {
        let layer = SwiftTypeShape("CALayer", .quartzCore, .openClass, superclass: "NSObject", protocols: ["CAMediaTiming"])
        var types: [String: SwiftTypeShape] = ["Layer": layer, "PresentationLayer": layer]
        for (name, swiftName) in [("ShapeLayer", "CAShapeLayer"), ("GradientLayer", "CAGradientLayer"), ("TextLayer", "CATextLayer"),
                                  ("TransformLayer", "CATransformLayer"), ("ReplicatorLayer", "CAReplicatorLayer"),
                                  ("EmitterLayer", "CAEmitterLayer"), ("BackdropLayer", "CABackdropLayer")] {
            types[name] = .subclass(swiftName, of: "CALayer", in: .quartzCore)
        }
        types["EmitterCell"] = .subclass("CAEmitterCell", of: "NSObject", in: .quartzCore)
        types["Transform3D"] = SwiftTypeShape("CATransform3D", .quartzCore, .structure)
        types["CABasicAnimation"] = .subclass("CABasicAnimation", of: "CAPropertyAnimation", in: .quartzCore)
        types["CAKeyframeAnimation"] = .subclass("CAKeyframeAnimation", of: "CAPropertyAnimation", in: .quartzCore)
        types["CASpringAnimation"] = .subclass("CASpringAnimation", of: "CABasicAnimation", in: .quartzCore)
        types["CAAnimationGroup"] = .subclass("CAAnimationGroup", of: "CAAnimation", in: .quartzCore)
        types["CATransition"] = .subclass("CATransition", of: "CAAnimation", in: .quartzCore)
        types["CAMediaTimingFunction"] = .subclass("CAMediaTimingFunction", of: "NSObject", in: .quartzCore)
        types["CADisplayLink"] = .subclass("CADisplayLink", of: "NSObject", in: .quartzCore)
        types["RunLoop"] = SwiftTypeShape("RunLoop", .quartzCore, .foundationType)
        return types
    }()

    /// What every animation has, declared once on `CAAnimation` (the catalogue lists it on each).
    private static let animationMembers: KeyValuePairs<String, [String]> = [
        "beginTime": ["var beginTime: CFTimeInterval"], "duration": ["var duration: CFTimeInterval"], "speed": ["var speed: Float"],
        "timeOffset": ["var timeOffset: CFTimeInterval"], "repeatCount": ["var repeatCount: Float"],
        "repeatDuration": ["var repeatDuration: CFTimeInterval"], "autoreverses": ["var autoreverses: Bool"],
        "fillMode": ["var fillMode: CAMediaTimingFillMode"], "timingFunction": ["var timingFunction: CAMediaTimingFunction?"],
        "isRemovedOnCompletion": ["var isRemovedOnCompletion: Bool"], "delegate": ["var delegate: CAAnimationDelegate?"],
        "value": ["func value(forKey key: String) -> Any?", "func value(forKeyPath keyPath: String) -> Any?"],
        "setValue": ["func setValue(_ value: Any?, forKey key: String)", "func setValue(_ value: Any?, forKeyPath keyPath: String)"],
    ]

    static let quartzCore: [Entry] = on("Layer", [
        "init": ["override init()", "init(layer: Any)", "required init?(coder: NSCoder)"],
        "name": ["var name: String?"], "frame": ["var frame: CGRect"], "bounds": ["var bounds: CGRect"],
        "position": ["var position: CGPoint"], "anchorPoint": ["var anchorPoint: CGPoint"], "zPosition": ["var zPosition: CGFloat"],
        "transform": ["var transform: CATransform3D"], "sublayerTransform": ["var sublayerTransform: CATransform3D"],
        "opacity": ["var opacity: Float"], "isHidden": ["var isHidden: Bool"], "backgroundColor": ["var backgroundColor: CGColor?"],
        "cornerRadius": ["var cornerRadius: CGFloat"], "cornerCurve": ["var cornerCurve: CALayerCornerCurve"],
        "maskedCorners": ["var maskedCorners: CACornerMask"], "borderWidth": ["var borderWidth: CGFloat"],
        "borderColor": ["var borderColor: CGColor?"], "masksToBounds": ["var masksToBounds: Bool"], "mask": ["var mask: CALayer?"],
        "contents": ["var contents: Any?"], "contentsGravity": ["var contentsGravity: CALayerContentsGravity"],
        "contentsRect": ["var contentsRect: CGRect"], "contentsScale": ["var contentsScale: CGFloat"],
        "contentsFormat": ["var contentsFormat: CALayerContentsFormat"],
        "shadowColor": ["var shadowColor: CGColor?"], "shadowOpacity": ["var shadowOpacity: Float"],
        "shadowRadius": ["var shadowRadius: CGFloat"], "shadowOffset": ["var shadowOffset: CGSize"], "shadowPath": ["var shadowPath: CGPath?"],
        "actions": ["var actions: [String: CAAction]?"], "delegate": ["var delegate: CALayerDelegate?"],
        "superlayer": ["var superlayer: CALayer? { get }"], "sublayers": ["var sublayers: [CALayer]?"],
        "isOpaque": ["var isOpaque: Bool"], "isGeometryFlipped": ["var isGeometryFlipped: Bool"],
        "allowsEdgeAntialiasing": ["var allowsEdgeAntialiasing: Bool"], "allowsGroupOpacity": ["var allowsGroupOpacity: Bool"],
        "edgeAntialiasingMask": ["var edgeAntialiasingMask: CAEdgeAntialiasingMask"],
        "drawsAsynchronously": ["var drawsAsynchronously: Bool"], "needsDisplayOnBoundsChange": ["var needsDisplayOnBoundsChange: Bool"],
        "shouldRasterize": ["var shouldRasterize: Bool"], "rasterizationScale": ["var rasterizationScale: CGFloat"],
        "beginTime": ["var beginTime: CFTimeInterval"], "duration": ["var duration: CFTimeInterval"], "speed": ["var speed: Float"],
        "timeOffset": ["var timeOffset: CFTimeInterval"], "repeatCount": ["var repeatCount: Float"],
        "repeatDuration": ["var repeatDuration: CFTimeInterval"], "autoreverses": ["var autoreverses: Bool"],
        "fillMode": ["var fillMode: CAMediaTimingFillMode"],
        "addSublayer": ["func addSublayer(_ layer: CALayer)"],
        "insertSublayer": ["func insertSublayer(_ layer: CALayer, at idx: UInt32)", "func insertSublayer(_ layer: CALayer, below sibling: CALayer?)",
                           "func insertSublayer(_ layer: CALayer, above sibling: CALayer?)"],
        "removeFromSuperlayer": ["func removeFromSuperlayer()"],
        "add": ["func add(_ anim: CAAnimation, forKey key: String?)"],
        "animation": ["func animation(forKey key: String) -> CAAnimation?"], "animationKeys": ["func animationKeys() -> [String]?"],
        "removeAnimation": ["func removeAnimation(forKey key: String)"], "removeAllAnimations": ["func removeAllAnimations()"],
        "presentation": ["func presentation() -> Self?"],
        "convertTime": ["func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval",
                        "func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval"],
        "setNeedsDisplay": ["func setNeedsDisplay()"], "layoutIfNeeded": ["func layoutIfNeeded()"],
        "layoutSublayers": ["func layoutSublayers()"], "display": ["func display()"], "draw": ["func draw(in ctx: CGContext)"],
        "defaultValue": ["class func defaultValue(forKey key: String) -> Any?"],
        "needsDisplay": ["class func needsDisplay(forKey key: String) -> Bool", "func needsDisplay() -> Bool"],
        "action": ["func action(forKey event: String) -> CAAction?"],
        "value": ["func value(forKey key: String) -> Any?", "func value(forKeyPath keyPath: String) -> Any?"],
        "setValue": ["func setValue(_ value: Any?, forKey key: String)", "func setValue(_ value: Any?, forKeyPath keyPath: String)"],
    ])
        + on("PresentationLayer", ["model": ["func model() -> Self"]])
        + on("ShapeLayer", [
            "path": ["var path: CGPath?"], "fillColor": ["var fillColor: CGColor?"], "fillRule": ["var fillRule: CAShapeLayerFillRule"],
            "strokeColor": ["var strokeColor: CGColor?"], "strokeStart": ["var strokeStart: CGFloat"], "strokeEnd": ["var strokeEnd: CGFloat"],
            "lineWidth": ["var lineWidth: CGFloat"], "miterLimit": ["var miterLimit: CGFloat"], "lineCap": ["var lineCap: CAShapeLayerLineCap"],
            "lineJoin": ["var lineJoin: CAShapeLayerLineJoin"], "lineDashPhase": ["var lineDashPhase: CGFloat"],
            "lineDashPattern": ["var lineDashPattern: [NSNumber]?"],
        ])
        + on("GradientLayer", [
            "colors": ["var colors: [Any]?"], "locations": ["var locations: [NSNumber]?"], "startPoint": ["var startPoint: CGPoint"],
            "endPoint": ["var endPoint: CGPoint"], "type": ["var type: CAGradientLayerType"],
        ])
        + on("TextLayer", [
            "string": ["var string: Any?"], "font": ["var font: CFTypeRef?"], "fontSize": ["var fontSize: CGFloat"],
            "foregroundColor": ["var foregroundColor: CGColor?"], "isWrapped": ["var isWrapped: Bool"],
            "alignmentMode": ["var alignmentMode: CATextLayerAlignmentMode"], "verticalAlignment": ["var verticalAlignment: String"],
        ])
        + on("ReplicatorLayer", [
            "instanceCount": ["var instanceCount: Int"], "preservesDepth": ["var preservesDepth: Bool"],
            "instanceDelay": ["var instanceDelay: CFTimeInterval"], "instanceTransform": ["var instanceTransform: CATransform3D"],
            "instanceColor": ["var instanceColor: CGColor?"], "instanceRedOffset": ["var instanceRedOffset: Float"],
            "instanceGreenOffset": ["var instanceGreenOffset: Float"], "instanceBlueOffset": ["var instanceBlueOffset: Float"],
            "instanceAlphaOffset": ["var instanceAlphaOffset: Float"],
        ])
        + on("EmitterLayer", [
            "emitterCells": ["var emitterCells: [CAEmitterCell]?"], "birthRate": ["var birthRate: Float"], "lifetime": ["var lifetime: Float"],
            "emitterPosition": ["var emitterPosition: CGPoint"], "emitterZPosition": ["var emitterZPosition: CGFloat"],
            "emitterSize": ["var emitterSize: CGSize"], "emitterDepth": ["var emitterDepth: CGFloat"],
            "emitterShape": ["var emitterShape: CAEmitterLayerEmitterShape"], "emitterMode": ["var emitterMode: CAEmitterLayerEmitterMode"],
            "renderMode": ["var renderMode: CAEmitterLayerRenderMode"], "velocity": ["var velocity: Float"], "scale": ["var scale: Float"],
            "spin": ["var spin: Float"], "seed": ["var seed: UInt32"],
        ])
        + on("BackdropLayer", ["vibrancy": ["var vibrancy: String"], "tintColor": ["var tintColor: CGColor?"]])
        + on("EmitterCell", [
            "init": ["override init()"],
            "name": ["var name: String?"], "isEnabled": ["var isEnabled: Bool"], "emitterCells": ["var emitterCells: [CAEmitterCell]?"],
            "beginTime": ["var beginTime: CFTimeInterval"], "duration": ["var duration: CFTimeInterval"],
            "birthRate": ["var birthRate: Float"], "lifetime": ["var lifetime: Float"], "lifetimeRange": ["var lifetimeRange: Float"],
            "color": ["var color: CGColor?"], "contents": ["var contents: Any?"], "contentsRect": ["var contentsRect: CGRect"],
            "redRange": ["var redRange: Float"], "greenRange": ["var greenRange: Float"], "blueRange": ["var blueRange: Float"],
            "alphaRange": ["var alphaRange: Float"], "redSpeed": ["var redSpeed: Float"], "greenSpeed": ["var greenSpeed: Float"],
            "blueSpeed": ["var blueSpeed: Float"], "alphaSpeed": ["var alphaSpeed: Float"],
            "magnificationFilter": ["var magnificationFilter: String"], "minificationFilter": ["var minificationFilter: String"],
        ])
        + on("Transform3D", [
            "m11": ["var m11: CGFloat = 1"], "m12": ["var m12: CGFloat = 0"], "m13": ["var m13: CGFloat = 0"], "m14": ["var m14: CGFloat = 0"],
            "m21": ["var m21: CGFloat = 0"], "m22": ["var m22: CGFloat = 1"], "m23": ["var m23: CGFloat = 0"], "m24": ["var m24: CGFloat = 0"],
            "m31": ["var m31: CGFloat = 0"], "m32": ["var m32: CGFloat = 0"], "m33": ["var m33: CGFloat = 1"], "m34": ["var m34: CGFloat = 0"],
            "m41": ["var m41: CGFloat = 0"], "m42": ["var m42: CGFloat = 0"], "m43": ["var m43: CGFloat = 0"], "m44": ["var m44: CGFloat = 1"],
            "isIdentity": ["var isIdentity: Bool { get }"],
        ])
        + on("CABasicAnimation", into: .type("CAAnimation"), animationMembers)
        + on("CABasicAnimation", into: .type("CAPropertyAnimation"), [
            "init": ["convenience init(keyPath path: String?)"], "keyPath": ["var keyPath: String?"],
            "isAdditive": ["var isAdditive: Bool"], "isCumulative": ["var isCumulative: Bool"],
        ])
        + on("CABasicAnimation", ["fromValue": ["var fromValue: Any?"], "toValue": ["var toValue: Any?"], "byValue": ["var byValue: Any?"]])
        + on("CAKeyframeAnimation", [
            "values": ["var values: [Any]?"], "path": ["var path: CGPath?"], "keyTimes": ["var keyTimes: [NSNumber]?"],
            "timingFunctions": ["var timingFunctions: [CAMediaTimingFunction]?"],
            "calculationMode": ["var calculationMode: CAAnimationCalculationMode"],
            "rotationMode": ["var rotationMode: CAAnimationRotationMode?"], "tensionValues": ["var tensionValues: [NSNumber]?"],
            "continuityValues": ["var continuityValues: [NSNumber]?"], "biasValues": ["var biasValues: [NSNumber]?"],
        ])
        + on("CASpringAnimation", [
            "mass": ["var mass: CGFloat"], "stiffness": ["var stiffness: CGFloat"], "damping": ["var damping: CGFloat"],
            "initialVelocity": ["var initialVelocity: CGFloat"], "settlingDuration": ["var settlingDuration: CFTimeInterval { get }"],
        ])
        + on("CAAnimationGroup", ["animations": ["var animations: [CAAnimation]?"]])
        + on("CATransition", [
            "type": ["var type: CATransitionType"], "subtype": ["var subtype: CATransitionSubtype?"],
            "startProgress": ["var startProgress: Float"], "endProgress": ["var endProgress: Float"],
        ])
        + on("CAMediaTimingFunction", [
            "init": ["convenience init(name: CAMediaTimingFunctionName)", "init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float)"],
            "name": ["var name: CAMediaTimingFunctionName? { get }"],
            "c1x": ["var c1x: Float { get }"], "c1y": ["var c1y: Float { get }"], "c2x": ["var c2x: Float { get }"], "c2y": ["var c2y: Float { get }"],
        ])
        + on("CATransaction", [
            "begin": ["class func begin()"], "commit": ["class func commit()"],
            "setAnimationDuration": ["class func setAnimationDuration(_ dur: CFTimeInterval)"],
            "animationDuration": ["class func animationDuration() -> CFTimeInterval"],
            "setAnimationTimingFunction": ["class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?)"],
            "animationTimingFunction": ["class func animationTimingFunction() -> CAMediaTimingFunction?"],
            "setDisableActions": ["class func setDisableActions(_ flag: Bool)"], "disableActions": ["class func disableActions() -> Bool"],
            "setCompletionBlock": ["class func setCompletionBlock(_ block: (() -> Void)?)"],
        ])
        + on("CADisplayLink", [
            "init": ["init(target: Any, selector sel: Selector)"],
            "duration": ["var duration: CFTimeInterval { get }"], "timestamp": ["var timestamp: CFTimeInterval { get }"],
            "targetTimestamp": ["var targetTimestamp: CFTimeInterval { get }"], "isPaused": ["var isPaused: Bool"],
            "preferredFramesPerSecond": ["var preferredFramesPerSecond: Int"],
            "add": ["func add(to runloop: RunLoop, forMode mode: RunLoop.Mode)"],
            "remove": ["func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode)"], "invalidate": ["func invalidate()"],
        ])
        + on("NSObject", ["init": ["init()"]])
        + on("NSObject", into: .type("CAAction"), ["run": ["func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)"]])
        + globals(.quartzCore, [
            "CACurrentMediaTime": ["func CACurrentMediaTime() -> CFTimeInterval"],
            "CATransform3DIdentity": ["var CATransform3DIdentity: CATransform3D { get }"],
            "CATransform3DMakeTranslation": ["func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D"],
            "CATransform3DMakeScale": ["func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D"],
            "CATransform3DMakeRotation": ["func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D"],
            "CATransform3DTranslate": ["func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D"],
            "CATransform3DScale": ["func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D"],
            "CATransform3DRotate": ["func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, "
                                    + "_ z: CGFloat) -> CATransform3D"],
            "CATransform3DConcat": ["func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D"],
            "CATransform3DInvert": ["func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D"],
            "CATransform3DIsIdentity": ["func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool"],
            "CATransform3DIsAffine": ["func CATransform3DIsAffine(_ t: CATransform3D) -> Bool"],
            "CATransform3DEqualToTransform": ["func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool"],
            "CATransform3DMakeAffineTransform": ["func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D"],
            "CATransform3DGetAffineTransform": ["func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform"],
        ])
}
