extension SwiftSignatures {
    /// UIKit's types, by the catalogue's names.
    static let uiKitTypes: [String: SwiftTypeShape] = {
        var types: [String: SwiftTypeShape] = [
            "View": .subclass("UIView", of: "UIResponder", in: .uiKit, ["CALayerDelegate"], plumbing: [
                // A class's layer kind; CALayerDelegate's methods a view class may override.
                "class var layerClass: AnyClass { get }", "func display(_ layer: CALayer)", "func layoutSublayers(of layer: CALayer)",
            ]),
            "Control": .subclass("UIControl", of: "UIView", in: .uiKit),
            "TextField": .subclass("UITextField", of: "UIControl", in: .uiKit),
            "Button": .subclass("UIButton", of: "UIControl", in: .uiKit),
            "Slider": .subclass("UISlider", of: "UIControl", in: .uiKit),
            "ButtonConfiguration": SwiftTypeShape("UIButton.Configuration", .uiKit, .structure),
            "Color": .subclass("UIColor", of: SwiftSupportTypes.objcRoot, in: .uiKit, ["_ExpressibleByColorLiteral"], plumbing: [
                "required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float)",
                "convenience init(colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float)",
            ]),
            "Image": .subclass("UIImage", of: SwiftSupportTypes.objcRoot, in: .uiKit, ["_ExpressibleByImageLiteral"], plumbing: [
                "required convenience init(imageLiteralResourceName name: String)",
            ]),
            "Font": .subclass("UIFont", of: SwiftSupportTypes.objcRoot, in: .uiKit),
            "UIViewController": .subclass("UIViewController", of: "UIResponder", in: .uiKit),
            "UINavigationController": .subclass("UINavigationController", of: "UIViewController", in: .uiKit),
            "UIViewControllerContextTransitioning": SwiftTypeShape("UIViewControllerContextTransitioning", .uiKit, .protocolType,
                                                                    protocols: ["AnyObject"]),
            "UIViewControllerTransitionCoordinator": SwiftTypeShape("UIViewControllerTransitionCoordinator", .uiKit, .protocolType,
                                                                     protocols: ["AnyObject"]),
            "UIPercentDrivenInteractiveTransition": .subclass("UIPercentDrivenInteractiveTransition", of: SwiftSupportTypes.objcRoot, in: .uiKit,
                                                              ["UIViewControllerInteractiveTransitioning"]),
            "UICubicTimingParameters": .subclass("UICubicTimingParameters", of: SwiftSupportTypes.objcRoot, in: .uiKit, ["UITimingCurveProvider"]),
            "UISpringTimingParameters": .subclass("UISpringTimingParameters", of: SwiftSupportTypes.objcRoot, in: .uiKit, ["UITimingCurveProvider"]),
            "UIBlurEffect": .subclass("UIBlurEffect", of: "UIVisualEffect", in: .uiKit),
            "UIVibrancyEffect": .subclass("UIVibrancyEffect", of: "UIVisualEffect", in: .uiKit),
            "UIPanGestureRecognizer": .subclass("UIPanGestureRecognizer", of: "UIGestureRecognizer", in: .uiKit),
            "UITapGestureRecognizer": .subclass("UITapGestureRecognizer", of: "UIGestureRecognizer", in: .uiKit),
            "UILongPressGestureRecognizer": .subclass("UILongPressGestureRecognizer", of: "UIGestureRecognizer", in: .uiKit),
            "NSString": SwiftTypeShape("NSString", .uiKit, .foundationType),
            "NSMutableParagraphStyle": .subclass("NSMutableParagraphStyle", of: "NSParagraphStyle", in: .uiKit),
        ]
        for (name, swiftName) in [("ImageView", "UIImageView"), ("Label", "UILabel"), ("ScrollView", "UIScrollView"),
                                  ("StackView", "UIStackView"), ("ActivityIndicatorView", "UIActivityIndicatorView"),
                                  ("VisualEffectView", "UIVisualEffectView")] {
            types[name] = .subclass(swiftName, of: "UIView", in: .uiKit)
        }
        for name in ["UIGestureRecognizer", "UITouch", "UIScreen", "UIViewPropertyAnimator", "NSLayoutConstraint", "NSLayoutAnchor",
                     "UILayoutGuide", "UIBezierPath", "UIGraphicsImageRenderer", "UIGraphicsImageRendererFormat",
                     "UIGraphicsImageRendererContext"] {
            types[name] = .subclass(name, of: SwiftSupportTypes.objcRoot, in: .uiKit)
        }
        return types
    }()

    static let uiKit: [Entry] = views + viewControllers + uiValues + drawing

    private static let anchors: [String] = [
        "var leadingAnchor: NSLayoutXAxisAnchor { get }", "var trailingAnchor: NSLayoutXAxisAnchor { get }",
        "var leftAnchor: NSLayoutXAxisAnchor { get }", "var rightAnchor: NSLayoutXAxisAnchor { get }",
        "var topAnchor: NSLayoutYAxisAnchor { get }", "var bottomAnchor: NSLayoutYAxisAnchor { get }",
        "var widthAnchor: NSLayoutDimension { get }", "var heightAnchor: NSLayoutDimension { get }",
        "var centerXAnchor: NSLayoutXAxisAnchor { get }", "var centerYAnchor: NSLayoutYAxisAnchor { get }",
        "var firstBaselineAnchor: NSLayoutYAxisAnchor { get }",
        "var lastBaselineAnchor: NSLayoutYAxisAnchor { get }",
    ]

    private static let touchMethods: [String] = [
        "func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)",
        "func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)",
        "func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)",
        "func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)",
    ]

    private static let views: [Entry] = on("View", [
        "init(frame: CGRect)", "required init?(coder: NSCoder)", "override convenience init()",
        "var frame: CGRect", "var bounds: CGRect", "var center: CGPoint",
        "var transform: CGAffineTransform", "var alpha: CGFloat", "var backgroundColor: UIColor?",
        "var isHidden: Bool", "var isOpaque: Bool", "var clipsToBounds: Bool",
        "var isUserInteractionEnabled: Bool", "var tag: Int", "var name: String?",
        "var layer: CALayer { get }", "var subviews: [UIView] { get }", "var superview: UIView? { get }",
        "var gestureRecognizers: [UIGestureRecognizer]?",
        "var constraints: [NSLayoutConstraint] { get }", "var layoutMargins: UIEdgeInsets",
        "var layoutMarginsGuide: UILayoutGuide { get }",
        "var safeAreaLayoutGuide: UILayoutGuide { get }",
        "var translatesAutoresizingMaskIntoConstraints: Bool",
        "var intrinsicContentSize: CGSize { get }", "var hasAmbiguousLayout: Bool { get }",
        "func addSubview(_ view: UIView)",
        "func insertSubview(_ view: UIView, at index: Int)", "func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView)",
                          "func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView)",
        "func removeFromSuperview()", "func bringSubviewToFront(_ view: UIView)",
        "func sendSubviewToBack(_ view: UIView)", "func viewWithTag(_ tag: Int) -> UIView?",
        "@discardableResult func endEditing(_ force: Bool) -> Bool",
        "func convert(_ point: CGPoint, to view: UIView?) -> CGPoint", "func convert(_ point: CGPoint, from view: UIView?) -> CGPoint",
                    "func convert(_ rect: CGRect, to view: UIView?) -> CGRect", "func convert(_ rect: CGRect, from view: UIView?) -> CGRect",
        "func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)",
        "func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)",
        "func addConstraint(_ constraint: NSLayoutConstraint)",
        "func addConstraints(_ constraints: [NSLayoutConstraint])",
        "func removeConstraint(_ constraint: NSLayoutConstraint)",
        "func removeConstraints(_ constraints: [NSLayoutConstraint])",
        "func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)",
        "func setContentCompressionResistancePriority(_ priority: UILayoutPriority, "
                                                    + "for axis: NSLayoutConstraint.Axis)",
        "func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority",
        "func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority",
        "func setNeedsLayout()", "func layoutIfNeeded()", "func layoutSubviews()", "func sizeToFit()",
        "func invalidateIntrinsicContentSize()",
        "func setNeedsDisplay()", "func draw(_ rect: CGRect)", "func draw(_ layer: CALayer, in ctx: CGContext)",
        "func action(for layer: CALayer, forKey event: String) -> CAAction?",
        "func didMoveToSuperview()",
        "func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?",
        "func point(inside point: CGPoint, with event: UIEvent?) -> Bool",
        "class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], "
                        + "animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)",
                    "class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)",
                    "class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, "
                        + "initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], "
                        + "animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)",
                    "class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0, "
                        + "delay: TimeInterval = 0, options: UIView.AnimationOptions = [], animations: () -> Void, "
                        + "completion: ((Bool) -> Void)? = nil)",
        "class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, "
                             + "options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, "
                             + "completion: ((Bool) -> Void)? = nil)",
        "class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, "
                        + "animations: @escaping () -> Void)",
        "class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], "
                        + "animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil)",
                       "class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, "
                        + "options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil)",
        "class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void)",
        "class func setAnimationsEnabled(_ enabled: Bool)",
    ])
        + on("View", anchors) + on("View", touchMethods) + on("View", keyValueCodingMembers)
        + on("Control", [
            "var isEnabled: Bool", "var isSelected: Bool", "var isHighlighted: Bool",
            "var isTracking: Bool { get }", "var isTouchInside: Bool { get }",
            "func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event)",
            "func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event)",
            "func sendActions(for controlEvents: UIControl.Event)",
            "func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool",
            "func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool",
            "func endTracking(_ touch: UITouch?, with event: UIEvent?)",
            "func cancelTracking(with event: UIEvent?)",
        ])
        + on("Button", ["convenience init(type buttonType: UIButton.ButtonType)", "var buttonType: UIButton.ButtonType { get }"])
        + on("Slider", [
            "var value: Float", "var minimumValue: Float", "var maximumValue: Float", "var isContinuous: Bool",
            "var minimumTrackTintColor: UIColor?", "var maximumTrackTintColor: UIColor?", "var thumbTintColor: UIColor?",
            "func setValue(_ value: Float, animated: Bool)",
        ])
        + on("Button", [
            "var configuration: UIButton.Configuration?", "var titleLabel: UILabel? { get }",
            "var title: String?", "var titleColor: UIColor?", "var font: UIFont!",
            "func setTitle(_ title: String?, for state: UIControl.State)",
            "func setTitleColor(_ color: UIColor?, for state: UIControl.State)",
        ])
        + on("ButtonConfiguration", [
            "init()",
            "static func plain() -> UIButton.Configuration", "static func filled() -> UIButton.Configuration",
            "static func tinted() -> UIButton.Configuration", "static func gray() -> UIButton.Configuration",
            "var title: String?", "var baseForegroundColor: UIColor?",
            "var baseBackgroundColor: UIColor?", "var imagePadding: CGFloat",
            "var showsActivityIndicator: Bool",
        ])
        + on("ImageView", [
            "convenience init(image: UIImage?)",
            "var image: UIImage?", "var contentMode: UIView.ContentMode",
            "var animationImages: [UIImage]?", "var animationDuration: TimeInterval",
            "var animationRepeatCount: Int", "var isAnimating: Bool { get }",
            "func startAnimating()", "func stopAnimating()",
        ])
        + on("Label", [
            "var text: String?", "var font: UIFont!", "var textColor: UIColor!",
            "var textAlignment: NSTextAlignment", "var numberOfLines: Int",
            "func drawText(in rect: CGRect)",
        ])
        + on("ScrollView", [
            "var contentOffset: CGPoint", "var contentSize: CGSize",
            "var contentInset: UIEdgeInsets", "var bounces: Bool",
            "var alwaysBounceVertical: Bool", "var alwaysBounceHorizontal: Bool",
            "var isPagingEnabled: Bool", "var isScrollEnabled: Bool",
            "var showsVerticalScrollIndicator: Bool",
            "var showsHorizontalScrollIndicator: Bool",
            "var decelerationRate: UIScrollView.DecelerationRate", "var delegate: UIScrollViewDelegate?",
            "var isTracking: Bool { get }", "var isDragging: Bool { get }",
            "var isDecelerating: Bool { get }",
            "var panGestureRecognizer: UIPanGestureRecognizer { get }",
            "func setContentOffset(_ contentOffset: CGPoint, animated: Bool)",
        ])
        + on("StackView", [
            "convenience init(arrangedSubviews views: [UIView])",
            "var arrangedSubviews: [UIView] { get }", "var axis: NSLayoutConstraint.Axis",
            "var distribution: UIStackView.Distribution", "var alignment: UIStackView.Alignment",
            "var spacing: CGFloat", "func addArrangedSubview(_ view: UIView)",
            "func insertArrangedSubview(_ view: UIView, at stackIndex: Int)",
            "func removeArrangedSubview(_ view: UIView)",
        ])
        + on("TextField", [
            "var text: String?", "var placeholder: String?", "var font: UIFont?",
            "var textColor: UIColor?", "var tintColor: UIColor!",
            "var textAlignment: NSTextAlignment", "var borderStyle: UITextField.BorderStyle",
            "var isSecureTextEntry: Bool", "var clearsOnBeginEditing: Bool",
            "var delegate: UITextFieldDelegate?", "var isEditing: Bool { get }",
            "var isFirstResponder: Bool { get }",
            "@discardableResult func becomeFirstResponder() -> Bool",
            "@discardableResult func resignFirstResponder() -> Bool",
        ])
        + on("ActivityIndicatorView", [
            "convenience init(style: UIActivityIndicatorView.Style)",
            "var style: UIActivityIndicatorView.Style", "var color: UIColor!",
            "var hidesWhenStopped: Bool", "var isAnimating: Bool { get }",
            "func startAnimating()", "func stopAnimating()",
        ])
        + on("VisualEffectView", [
            "convenience init(effect: UIVisualEffect?)",
            "var effect: UIVisualEffect?", "var contentView: UIView { get }",
        ])
        + on("UIBlurEffect", ["convenience init(style: UIBlurEffect.Style)"])
        + on("UIVibrancyEffect", ["convenience init(blurEffect: UIBlurEffect)"])
        + on("UIGestureRecognizer", [
            "init(target: Any?, action: Selector?)", "override convenience init()",
            "var state: UIGestureRecognizer.State", "var view: UIView? { get }", "var isEnabled: Bool",
            "var name: String?", "func location(in view: UIView?) -> CGPoint", "func reset()",
            "func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent)",
            "func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent)",
            "func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent)",
            "func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent)",
        ])
        + on("UIPanGestureRecognizer", [
            "func translation(in view: UIView?) -> CGPoint", "func velocity(in view: UIView?) -> CGPoint",
            "func setTranslation(_ translation: CGPoint, in view: UIView?)",
        ])
        + on("UILongPressGestureRecognizer", [
            "var minimumPressDuration: TimeInterval", "var allowableMovement: CGFloat",
        ])
        + on("UITouch", [
            "var phase: UITouch.Phase { get }", "var timestamp: TimeInterval { get }",
            "var view: UIView? { get }", "func location(in view: UIView?) -> CGPoint",
            "func previousLocation(in view: UIView?) -> CGPoint",
        ])
        + on("UIScreen", [
            "class var main: UIScreen { get }", "var bounds: CGRect { get }", "var scale: CGFloat { get }",
            "var nativeBounds: CGRect { get }", "var nativeScale: CGFloat { get }",
        ])
        + on("NSLayoutConstraint", [
            "convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, "
                     + "relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, "
                     + "multiplier: CGFloat, constant c: CGFloat)",
            "class func activate(_ constraints: [NSLayoutConstraint])",
            "class func deactivate(_ constraints: [NSLayoutConstraint])",
            "var isActive: Bool", "var constant: CGFloat", "var multiplier: CGFloat { get }",
            "var priority: UILayoutPriority", "var identifier: String?",
            "var firstItem: AnyObject? { get }", "var secondItem: AnyObject? { get }",
            "var firstAttribute: NSLayoutConstraint.Attribute { get }",
            "var secondAttribute: NSLayoutConstraint.Attribute { get }",
            "var relation: NSLayoutConstraint.Relation { get }",
        ])
        + on("NSLayoutAnchor", ["var item: AnyObject? { get }", "var attribute: NSLayoutConstraint.Attribute { get }"]
             + ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo"].flatMap { relation in [
                 "func constraint(\(relation) anchor: NSLayoutAnchor) -> NSLayoutConstraint",
                 "func constraint(\(relation) anchor: NSLayoutAnchor, constant c: CGFloat) -> NSLayoutConstraint",
                 "func constraint(\(relation) anchor: NSLayoutAnchor, multiplier m: CGFloat) -> NSLayoutConstraint",
                 "func constraint(\(relation) anchor: NSLayoutAnchor, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint",
                 "func constraint(\(relation)Constant c: CGFloat) -> NSLayoutConstraint",
             ] })
        + on("UILayoutGuide", anchors) + on("UILayoutGuide", ["var owningView: UIView?"])

    private static let viewControllers: [Entry] = on("UIViewController", [
        "init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)", "required init?(coder: NSCoder)",
                 "override convenience init()",
        "var view: UIView!", "var isViewLoaded: Bool { get }", "var title: String?",
        "var navigationController: UINavigationController? { get }",
        "var presentedViewController: UIViewController? { get }",
        "var presentingViewController: UIViewController? { get }",
        "var modalPresentationStyle: UIModalPresentationStyle",
        "var transitioningDelegate: UIViewControllerTransitioningDelegate?",
        "var preferredStatusBarStyle: UIStatusBarStyle { get }",
        "var prefersStatusBarHidden: Bool { get }",
        "var modalPresentationCapturesStatusBarAppearance: Bool",
        "func loadView()", "func loadViewIfNeeded()", "func viewDidLoad()",
        "func viewWillAppear(_ animated: Bool)", "func viewDidAppear(_ animated: Bool)",
        "func viewWillDisappear(_ animated: Bool)", "func viewDidDisappear(_ animated: Bool)",
        "func viewWillLayoutSubviews()", "func viewDidLayoutSubviews()",
        "func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)",
        "func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)",
        "func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)",
        "func setNeedsStatusBarAppearanceUpdate()",
    ])
        + on("UINavigationController", [
            "convenience init(rootViewController: UIViewController)",
            "var viewControllers: [UIViewController]",
            "var topViewController: UIViewController? { get }",
            "var delegate: UINavigationControllerDelegate?",
            "func pushViewController(_ viewController: UIViewController, animated: Bool)",
            "@discardableResult func popViewController(animated: Bool) -> UIViewController?",
        ])
        + on("UIViewControllerContextTransitioning", [
            "var containerView: UIView { get }", "var isAnimated: Bool { get }",
            "var isInteractive: Bool { get }", "var transitionWasCancelled: Bool { get }",
            "func view(forKey key: UITransitionContextViewKey) -> UIView?",
            "func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?",
            "func initialFrame(for vc: UIViewController) -> CGRect",
            "func finalFrame(for vc: UIViewController) -> CGRect",
            "func updateInteractiveTransition(_ percentComplete: CGFloat)",
            "func finishInteractiveTransition()",
            "func cancelInteractiveTransition()",
            "func pauseInteractiveTransition()",
            "func completeTransition(_ didComplete: Bool)",
        ])
        + on("UIViewControllerTransitionCoordinator", [
            "var isAnimated: Bool { get }", "var isCompleted: Bool { get }",
            "var transitionDuration: TimeInterval { get }", "var targetSize: CGSize { get }",
            "@discardableResult func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?, "
                        + "completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool",
        ])
        + on("UIPercentDrivenInteractiveTransition", [
            "override init()",
            "var percentComplete: CGFloat { get }", "var duration: CGFloat { get }",
            "var completionSpeed: CGFloat", "var completionCurve: UIView.AnimationCurve",
            "var wantsInteractiveStart: Bool",
            "func update(_ percentComplete: CGFloat)", "func finish()", "func cancel()",
            "func pause()",
        ])
        + on("UIViewPropertyAnimator", [
            "convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil)",
                     "convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, "
                        + "animations: (() -> Void)? = nil)",
                     "convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil)",
                     "init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider)",
            "class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, "
                                        + "options: UIView.AnimationOptions = [], animations: @escaping () -> Void, "
                                        + "completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self",
            "var duration: TimeInterval { get }", "var delay: TimeInterval { get }",
            "var fractionComplete: CGFloat", "var isReversed: Bool",
            "var isRunning: Bool { get }", "var state: UIViewAnimatingState { get }",
            "var scrubsLinearly: Bool", "var pausesOnCompletion: Bool",
            "var isInterruptible: Bool", "var timingParameters: UITimingCurveProvider? { get }",
            "func startAnimation()", "func startAnimation(afterDelay delay: TimeInterval)",
            "func pauseAnimation()", "func stopAnimation(_ withoutFinishing: Bool)",
            "func finishAnimation(at finalPosition: UIViewAnimatingPosition)",
            "func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)",
            "func addAnimations(_ animation: @escaping () -> Void)",
                              "func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)",
            "func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)",
        ])
        + on("UICubicTimingParameters", [
            "override init()", "init(animationCurve curve: UIView.AnimationCurve)",
                     "init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint)",
            "var animationCurve: UIView.AnimationCurve { get }", "var controlPoint1: CGPoint { get }",
            "var controlPoint2: CGPoint { get }", "var timingCurveType: UITimingCurveType { get }",
        ])
        + on("UISpringTimingParameters", [
            "override init()", "init(dampingRatio ratio: CGFloat)", "init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector)",
                     "init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector)",
            "var dampingRatio: CGFloat { get }", "var initialVelocity: CGVector { get }",
            "var timingCurveType: UITimingCurveType { get }",
        ])

    private static let uiValues: [Entry] = on("Color", [
        "convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)", "convenience init(white: CGFloat, alpha: CGFloat)",
                 "convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)",
        "class func hsb(_ hue: CGFloat, _ saturation: CGFloat, _ brightness: CGFloat, _ alpha: CGFloat = 1) -> UIColor",
        "var cgColor: CGColor { get }", "var alpha: CGFloat { get }",
        "func withAlphaComponent(_ alpha: CGFloat) -> UIColor",
        "func setFill()", "func setStroke()", "func set()",
    ])
        + on("Image", [
            "convenience init?(named name: String)", "convenience init?(systemName name: String)",
            "func withTintColor(_ color: UIColor) -> UIImage", "func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage",
            "var size: CGSize { get }", "var scale: CGFloat { get }", "var cgImage: CGImage? { get }",
            "var name: String? { get }", "func draw(at point: CGPoint)", "func draw(in rect: CGRect)",
        ])
        + on("Font", [
            "var familyName: String { get }", "var fontName: String { get }",
            "var pointSize: CGFloat { get }", "var style: String { get }",
            "func withSize(_ fontSize: CGFloat) -> UIFont",
        ])
        + on("UIFont", [
            "convenience init?(name fontName: String, size fontSize: CGFloat)",
            "class func systemFont(ofSize fontSize: CGFloat) -> UIFont",
                           "class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont",
            "class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont",
            "class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont",
        ])

    private static let drawing: [Entry] = on("UIBezierPath", [
        "override init()", "convenience init(rect: CGRect)", "convenience init(ovalIn rect: CGRect)",
                 "convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat)",
                 "convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize)",
                 "convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)",
                 "convenience init(cgPath CGPath: CGPath)",
        "var cgPath: CGPath", "var bounds: CGRect { get }", "var currentPoint: CGPoint { get }",
        "var isEmpty: Bool { get }", "var lineWidth: CGFloat", "var lineCapStyle: CGLineCap",
        "var lineJoinStyle: CGLineJoin", "var miterLimit: CGFloat", "var flatness: CGFloat",
        "var usesEvenOddFillRule: Bool",
        "func move(to point: CGPoint)", "func addLine(to point: CGPoint)",
        "func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint)",
        "func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint)",
        "func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)",
        "func close()", "func append(_ bezierPath: UIBezierPath)", "func apply(_ transform: CGAffineTransform)",
        "func reversing() -> UIBezierPath", "func contains(_ point: CGPoint) -> Bool",
        "func removeAllPoints()",
        "func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat)",
        "func fill()", "func fill(with blendMode: CGBlendMode, alpha: CGFloat)",
        "func stroke()", "func stroke(with blendMode: CGBlendMode, alpha: CGFloat)", "func addClip()",
    ])
        + on("NSString", [
            "func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil)",
                     "func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil)",
                     "func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, "
                        + "context: NSStringDrawingContext?)",
            "func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize",
        ])
        + on("NSMutableParagraphStyle", ["var alignment: NSTextAlignment"])
        + on("UIGraphicsImageRenderer", [
            "init(size: CGSize)", "init(size: CGSize, format: UIGraphicsImageRendererFormat)",
            "var bounds: CGRect { get }", "var format: UIGraphicsImageRendererFormat { get }",
            "func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage",
        ])
        + on("UIGraphicsImageRendererFormat", [
            "override init()",
            "class func `default`() -> UIGraphicsImageRendererFormat", "class func preferred() -> UIGraphicsImageRendererFormat",
            "var scale: CGFloat", "var opaque: Bool",
            "var preferredRange: UIGraphicsImageRendererFormat.Range",
        ])
        + on("UIGraphicsImageRendererContext", [
            "var cgContext: CGContext { get }", "var currentImage: UIImage { get }",
            "var format: UIGraphicsImageRendererFormat { get }",
            "func fill(_ rect: CGRect)", "func fill(_ rect: CGRect, blendMode: CGBlendMode)",
            "func stroke(_ rect: CGRect)", "func stroke(_ rect: CGRect, blendMode: CGBlendMode)",
            "func clip(to rect: CGRect)",
        ])
        + globals(.uiKit, [
            "func UIGraphicsGetCurrentContext() -> CGContext?",
            "func UIGraphicsPushContext(_ context: CGContext)",
            "func UIGraphicsPopContext()",
            "func UIRectFill(_ rect: CGRect)", "func UIRectFrame(_ rect: CGRect)",
            "func delay(_ seconds: TimeInterval, _ action: @escaping () -> Void)",
            "var view: UIView { get }",
        ])

    static let playgroundSupport: [Entry] = on("Scene", [
        "var liveView: PlaygroundLiveViewable?", "var root: UIView", "var view: UIView",
        "var rootViewController: UIViewController", "var size: CGSize",
        "var backgroundColor: UIColor?", "var title: String?", "var duration: TimeInterval",
    ])
        + globals(.playgroundSupport, ["var scene: PlaygroundPage { get }"])
}
