extension SwiftSignatures {
    /// Core Animation's types, by the catalogue's names.
    static let quartzCoreTypes: [String: SwiftTypeShape] = {
        let layer = SwiftTypeShape("CALayer", .quartzCore, .openClass, superclass: SwiftSupportTypes.objcRoot, protocols: ["CAMediaTiming"])
        var types: [String: SwiftTypeShape] = ["Layer": layer, "PresentationLayer": layer]
        for (name, swiftName) in [("ShapeLayer", "CAShapeLayer"), ("GradientLayer", "CAGradientLayer"), ("TextLayer", "CATextLayer"),
                                  ("TransformLayer", "CATransformLayer"), ("ReplicatorLayer", "CAReplicatorLayer"),
                                  ("EmitterLayer", "CAEmitterLayer"), ("BackdropLayer", "CABackdropLayer")] {
            types[name] = .subclass(swiftName, of: "CALayer", in: .quartzCore)
        }
        types["EmitterCell"] = .subclass("CAEmitterCell", of: SwiftSupportTypes.objcRoot, in: .quartzCore)
        types["Transform3D"] = SwiftTypeShape("CATransform3D", .quartzCore, .structure)
        types["CABasicAnimation"] = .subclass("CABasicAnimation", of: "CAPropertyAnimation", in: .quartzCore)
        types["CAKeyframeAnimation"] = .subclass("CAKeyframeAnimation", of: "CAPropertyAnimation", in: .quartzCore)
        types["CASpringAnimation"] = .subclass("CASpringAnimation", of: "CABasicAnimation", in: .quartzCore)
        types["CAAnimationGroup"] = .subclass("CAAnimationGroup", of: "CAAnimation", in: .quartzCore)
        types["CATransition"] = .subclass("CATransition", of: "CAAnimation", in: .quartzCore)
        types["CAMediaTimingFunction"] = .subclass("CAMediaTimingFunction", of: SwiftSupportTypes.objcRoot, in: .quartzCore)
        types["CADisplayLink"] = .subclass("CADisplayLink", of: SwiftSupportTypes.objcRoot, in: .quartzCore)
        types["RunLoop"] = SwiftTypeShape("RunLoop", .quartzCore, .foundationType)
        return types
    }()

    /// CAMediaTiming's properties, which layers and animations have (and the protocol declares).
    static let mediaTimingMembers: [String] = [
        "var beginTime: CFTimeInterval", "var duration: CFTimeInterval", "var speed: Float",
        "var timeOffset: CFTimeInterval", "var repeatCount: Float",
        "var repeatDuration: CFTimeInterval", "var autoreverses: Bool",
        "var fillMode: CAMediaTimingFillMode",
    ]

    /// Key-value coding, which layers, views and animations answer.
    static let keyValueCodingMembers: [String] = [
        "func value(forKey key: String) -> Any?", "func value(forKeyPath keyPath: String) -> Any?",
        "func setValue(_ value: Any?, forKey key: String)", "func setValue(_ value: Any?, forKeyPath keyPath: String)",
    ]

    static let quartzCore: [Entry] = on("Layer", [
        "override init()", "init(layer: Any)", "required init?(coder: NSCoder)",
        "var name: String?", "var frame: CGRect", "var bounds: CGRect",
        "var position: CGPoint", "var anchorPoint: CGPoint", "var zPosition: CGFloat",
        "var transform: CATransform3D", "var sublayerTransform: CATransform3D",
        "var opacity: Float", "var isHidden: Bool", "var backgroundColor: CGColor?",
        "var cornerRadius: CGFloat", "var cornerCurve: CALayerCornerCurve",
        "var maskedCorners: CACornerMask", "var borderWidth: CGFloat",
        "var borderColor: CGColor?", "var masksToBounds: Bool", "var mask: CALayer?",
        "var contents: Any?", "var contentsGravity: CALayerContentsGravity",
        "var contentsRect: CGRect", "var contentsScale: CGFloat",
        "var contentsFormat: CALayerContentsFormat",
        "var shadowColor: CGColor?", "var shadowOpacity: Float",
        "var shadowRadius: CGFloat", "var shadowOffset: CGSize", "var shadowPath: CGPath?",
        "var actions: [String: CAAction]?", "var delegate: CALayerDelegate?",
        "var superlayer: CALayer? { get }", "var sublayers: [CALayer]?",
        "var isOpaque: Bool", "var isGeometryFlipped: Bool",
        "var allowsEdgeAntialiasing: Bool", "var allowsGroupOpacity: Bool",
        "var edgeAntialiasingMask: CAEdgeAntialiasingMask",
        "var drawsAsynchronously: Bool", "var needsDisplayOnBoundsChange: Bool",
        "var shouldRasterize: Bool", "var rasterizationScale: CGFloat",
        "func addSublayer(_ layer: CALayer)",
        "func insertSublayer(_ layer: CALayer, at idx: UInt32)", "func insertSublayer(_ layer: CALayer, below sibling: CALayer?)",
                           "func insertSublayer(_ layer: CALayer, above sibling: CALayer?)",
        "func removeFromSuperlayer()",
        "func add(_ anim: CAAnimation, forKey key: String?)",
        "func animation(forKey key: String) -> CAAnimation?", "func animationKeys() -> [String]?",
        "func removeAnimation(forKey key: String)", "func removeAllAnimations()",
        "func presentation() -> Self?",
        "func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval",
                        "func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval",
        "func setNeedsDisplay()", "func layoutIfNeeded()",
        "func layoutSublayers()", "func display()", "func draw(in ctx: CGContext)",
        "class func defaultValue(forKey key: String) -> Any?",
        "class func needsDisplay(forKey key: String) -> Bool", "func needsDisplay() -> Bool",
        "func action(forKey event: String) -> CAAction?",
    ])
        + on("Layer", mediaTimingMembers) + on("Layer", keyValueCodingMembers)
        + on("PresentationLayer", ["func model() -> Self"])
        + on("ShapeLayer", [
            "var path: CGPath?", "var fillColor: CGColor?", "var fillRule: CAShapeLayerFillRule",
            "var strokeColor: CGColor?", "var strokeStart: CGFloat", "var strokeEnd: CGFloat",
            "var lineWidth: CGFloat", "var miterLimit: CGFloat", "var lineCap: CAShapeLayerLineCap",
            "var lineJoin: CAShapeLayerLineJoin", "var lineDashPhase: CGFloat",
            "var lineDashPattern: [NSNumber]?",
        ])
        + on("GradientLayer", [
            "var colors: [Any]?", "var locations: [NSNumber]?", "var startPoint: CGPoint",
            "var endPoint: CGPoint", "var type: CAGradientLayerType",
        ])
        + on("TextLayer", [
            "var string: Any?", "var font: CFTypeRef?", "var fontSize: CGFloat",
            "var foregroundColor: CGColor?", "var isWrapped: Bool",
            "var alignmentMode: CATextLayerAlignmentMode", "var verticalAlignment: String",
        ])
        + on("ReplicatorLayer", [
            "var instanceCount: Int", "var preservesDepth: Bool",
            "var instanceDelay: CFTimeInterval", "var instanceTransform: CATransform3D",
            "var instanceColor: CGColor?", "var instanceRedOffset: Float",
            "var instanceGreenOffset: Float", "var instanceBlueOffset: Float",
            "var instanceAlphaOffset: Float",
        ])
        + on("EmitterLayer", [
            "var emitterCells: [CAEmitterCell]?", "var birthRate: Float", "var lifetime: Float",
            "var emitterPosition: CGPoint", "var emitterZPosition: CGFloat",
            "var emitterSize: CGSize", "var emitterDepth: CGFloat",
            "var emitterShape: CAEmitterLayerEmitterShape", "var emitterMode: CAEmitterLayerEmitterMode",
            "var renderMode: CAEmitterLayerRenderMode", "var velocity: Float", "var scale: Float",
            "var spin: Float", "var seed: UInt32",
        ])
        + on("BackdropLayer", ["var vibrancy: String", "var tintColor: CGColor?"])
        + on("EmitterCell", [
            "override init()",
            "var name: String?", "var isEnabled: Bool", "var emitterCells: [CAEmitterCell]?",
            "var beginTime: CFTimeInterval", "var duration: CFTimeInterval",
            "var birthRate: Float", "var lifetime: Float", "var lifetimeRange: Float",
            "var color: CGColor?", "var contents: Any?", "var contentsRect: CGRect",
            "var redRange: Float", "var greenRange: Float", "var blueRange: Float",
            "var alphaRange: Float", "var redSpeed: Float", "var greenSpeed: Float",
            "var blueSpeed: Float", "var alphaSpeed: Float",
            "var magnificationFilter: String", "var minificationFilter: String",
        ])
        + on("Transform3D", [
            "var m11: CGFloat = 1", "var m12: CGFloat = 0", "var m13: CGFloat = 0", "var m14: CGFloat = 0",
            "var m21: CGFloat = 0", "var m22: CGFloat = 1", "var m23: CGFloat = 0", "var m24: CGFloat = 0",
            "var m31: CGFloat = 0", "var m32: CGFloat = 0", "var m33: CGFloat = 1", "var m34: CGFloat = 0",
            "var m41: CGFloat = 0", "var m42: CGFloat = 0", "var m43: CGFloat = 0", "var m44: CGFloat = 1",
            "var isIdentity: Bool { get }",
        ])
        + on("CABasicAnimation", into: .type("CAAnimation"), mediaTimingMembers) + on("CABasicAnimation", into: .type("CAAnimation"), keyValueCodingMembers)
        + on("CABasicAnimation", into: .type("CAAnimation"), [
            "var timingFunction: CAMediaTimingFunction?", "var isRemovedOnCompletion: Bool",
            "var delegate: CAAnimationDelegate?",
        ])
        + on("CABasicAnimation", into: .type("CAPropertyAnimation"), [
            "convenience init(keyPath path: String?)", "var keyPath: String?",
            "var isAdditive: Bool", "var isCumulative: Bool",
        ])
        + on("CABasicAnimation", ["var fromValue: Any?", "var toValue: Any?", "var byValue: Any?"])
        + on("CAKeyframeAnimation", [
            "var values: [Any]?", "var path: CGPath?", "var keyTimes: [NSNumber]?",
            "var timingFunctions: [CAMediaTimingFunction]?",
            "var calculationMode: CAAnimationCalculationMode",
            "var rotationMode: CAAnimationRotationMode?", "var tensionValues: [NSNumber]?",
            "var continuityValues: [NSNumber]?", "var biasValues: [NSNumber]?",
        ])
        + on("CASpringAnimation", [
            "var mass: CGFloat", "var stiffness: CGFloat", "var damping: CGFloat",
            "var initialVelocity: CGFloat", "var settlingDuration: CFTimeInterval { get }",
        ])
        + on("CAAnimationGroup", ["var animations: [CAAnimation]?"])
        + on("CATransition", [
            "var type: CATransitionType", "var subtype: CATransitionSubtype?",
            "var startProgress: Float", "var endProgress: Float",
        ])
        + on("CAMediaTimingFunction", [
            "convenience init(name: CAMediaTimingFunctionName)", "init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float)",
            "var name: CAMediaTimingFunctionName? { get }",
            "var c1x: Float { get }", "var c1y: Float { get }", "var c2x: Float { get }", "var c2y: Float { get }",
        ])
        + on("CATransaction", [
            "class func begin()", "class func commit()",
            "class func setAnimationDuration(_ dur: CFTimeInterval)",
            "class func animationDuration() -> CFTimeInterval",
            "class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?)",
            "class func animationTimingFunction() -> CAMediaTimingFunction?",
            "class func setDisableActions(_ flag: Bool)", "class func disableActions() -> Bool",
            "class func setCompletionBlock(_ block: (() -> Void)?)",
        ])
        + on("CADisplayLink", [
            "init(target: Any, selector sel: Selector)",
            "var duration: CFTimeInterval { get }", "var timestamp: CFTimeInterval { get }",
            "var targetTimestamp: CFTimeInterval { get }", "var isPaused: Bool",
            "var preferredFramesPerSecond: Int",
            "func add(to runloop: RunLoop, forMode mode: RunLoop.Mode)",
            "func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode)", "func invalidate()",
        ])
        + on("NSObject", into: .type("CAAction"), ["func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)"])
        + globals(.quartzCore, [
            "func CACurrentMediaTime() -> CFTimeInterval",
            "var CATransform3DIdentity: CATransform3D { get }",
            "func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D",
            "func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D",
            "func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D",
            "func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D",
            "func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D",
            "func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, "
                                    + "_ z: CGFloat) -> CATransform3D",
            "func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D",
            "func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D",
            "func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool",
            "func CATransform3DIsAffine(_ t: CATransform3D) -> Bool",
            "func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool",
            "func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D",
            "func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform",
        ])
}
