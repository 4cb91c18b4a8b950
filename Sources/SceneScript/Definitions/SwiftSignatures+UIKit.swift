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
            "ButtonConfiguration": SwiftTypeShape("UIButton.Configuration", .uiKit, .structure),
            "Color": .subclass("UIColor", of: "NSObject", in: .uiKit, ["_ExpressibleByColorLiteral"], plumbing: [
                "required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float)",
                "convenience init(colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float)",
            ]),
            "Image": .subclass("UIImage", of: "NSObject", in: .uiKit, ["_ExpressibleByImageLiteral"], plumbing: [
                "required convenience init(imageLiteralResourceName name: String)",
            ]),
            "Font": .subclass("UIFont", of: "NSObject", in: .uiKit),
            "UIViewController": .subclass("UIViewController", of: "UIResponder", in: .uiKit),
            "UINavigationController": .subclass("UINavigationController", of: "UIViewController", in: .uiKit),
            "UIViewControllerContextTransitioning": SwiftTypeShape("UIViewControllerContextTransitioning", .uiKit, .protocolType,
                                                                    protocols: ["AnyObject"]),
            "UIViewControllerTransitionCoordinator": SwiftTypeShape("UIViewControllerTransitionCoordinator", .uiKit, .protocolType,
                                                                     protocols: ["AnyObject"]),
            "UIPercentDrivenInteractiveTransition": .subclass("UIPercentDrivenInteractiveTransition", of: "NSObject", in: .uiKit,
                                                              ["UIViewControllerInteractiveTransitioning"]),
            "UICubicTimingParameters": .subclass("UICubicTimingParameters", of: "NSObject", in: .uiKit, ["UITimingCurveProvider"]),
            "UISpringTimingParameters": .subclass("UISpringTimingParameters", of: "NSObject", in: .uiKit, ["UITimingCurveProvider"]),
            "UIBlurEffect": .subclass("UIBlurEffect", of: "UIVisualEffect", in: .uiKit),
            "UIVibrancyEffect": .subclass("UIVibrancyEffect", of: "UIVisualEffect", in: .uiKit),
            "UIPanGestureRecognizer": .subclass("UIPanGestureRecognizer", of: "UIGestureRecognizer", in: .uiKit),
            "UITapGestureRecognizer": .subclass("UITapGestureRecognizer", of: "UIGestureRecognizer", in: .uiKit),
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
            types[name] = .subclass(name, of: "NSObject", in: .uiKit)
        }
        return types
    }()

    static let uiKit: [Entry] = views + viewControllers + uiValues + drawing

    private static let anchors: KeyValuePairs<String, [String]> = [
        "leadingAnchor": ["var leadingAnchor: NSLayoutXAxisAnchor { get }"], "trailingAnchor": ["var trailingAnchor: NSLayoutXAxisAnchor { get }"],
        "leftAnchor": ["var leftAnchor: NSLayoutXAxisAnchor { get }"], "rightAnchor": ["var rightAnchor: NSLayoutXAxisAnchor { get }"],
        "topAnchor": ["var topAnchor: NSLayoutYAxisAnchor { get }"], "bottomAnchor": ["var bottomAnchor: NSLayoutYAxisAnchor { get }"],
        "widthAnchor": ["var widthAnchor: NSLayoutDimension { get }"], "heightAnchor": ["var heightAnchor: NSLayoutDimension { get }"],
        "centerXAnchor": ["var centerXAnchor: NSLayoutXAxisAnchor { get }"], "centerYAnchor": ["var centerYAnchor: NSLayoutYAxisAnchor { get }"],
        "firstBaselineAnchor": ["var firstBaselineAnchor: NSLayoutYAxisAnchor { get }"],
        "lastBaselineAnchor": ["var lastBaselineAnchor: NSLayoutYAxisAnchor { get }"],
    ]

    private static let touchMethods: KeyValuePairs<String, [String]> = [
        "touchesBegan": ["func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)"],
        "touchesMoved": ["func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)"],
        "touchesEnded": ["func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)"],
        "touchesCancelled": ["func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)"],
    ]

    private static let views: [Entry] = on("View", [
        "init": ["init(frame: CGRect)", "required init?(coder: NSCoder)", "override convenience init()"],
        "frame": ["var frame: CGRect"], "bounds": ["var bounds: CGRect"], "center": ["var center: CGPoint"],
        "transform": ["var transform: CGAffineTransform"], "alpha": ["var alpha: CGFloat"], "backgroundColor": ["var backgroundColor: UIColor?"],
        "isHidden": ["var isHidden: Bool"], "isOpaque": ["var isOpaque: Bool"], "clipsToBounds": ["var clipsToBounds: Bool"],
        "isUserInteractionEnabled": ["var isUserInteractionEnabled: Bool"], "tag": ["var tag: Int"], "name": ["var name: String?"],
        "layer": ["var layer: CALayer { get }"], "subviews": ["var subviews: [UIView] { get }"], "superview": ["var superview: UIView? { get }"],
        "gestureRecognizers": ["var gestureRecognizers: [UIGestureRecognizer]?"],
        "constraints": ["var constraints: [NSLayoutConstraint] { get }"], "layoutMargins": ["var layoutMargins: UIEdgeInsets"],
        "layoutMarginsGuide": ["var layoutMarginsGuide: UILayoutGuide { get }"],
        "safeAreaLayoutGuide": ["var safeAreaLayoutGuide: UILayoutGuide { get }"],
        "translatesAutoresizingMaskIntoConstraints": ["var translatesAutoresizingMaskIntoConstraints: Bool"],
        "intrinsicContentSize": ["var intrinsicContentSize: CGSize { get }"], "hasAmbiguousLayout": ["var hasAmbiguousLayout: Bool { get }"],
        "addSubview": ["func addSubview(_ view: UIView)"],
        "insertSubview": ["func insertSubview(_ view: UIView, at index: Int)", "func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView)",
                          "func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView)"],
        "removeFromSuperview": ["func removeFromSuperview()"], "bringSubviewToFront": ["func bringSubviewToFront(_ view: UIView)"],
        "sendSubviewToBack": ["func sendSubviewToBack(_ view: UIView)"], "viewWithTag": ["func viewWithTag(_ tag: Int) -> UIView?"],
        "endEditing": ["@discardableResult func endEditing(_ force: Bool) -> Bool"],
        "convert": ["func convert(_ point: CGPoint, to view: UIView?) -> CGPoint", "func convert(_ point: CGPoint, from view: UIView?) -> CGPoint",
                    "func convert(_ rect: CGRect, to view: UIView?) -> CGRect", "func convert(_ rect: CGRect, from view: UIView?) -> CGRect"],
        "addGestureRecognizer": ["func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)"],
        "removeGestureRecognizer": ["func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)"],
        "addConstraint": ["func addConstraint(_ constraint: NSLayoutConstraint)"],
        "addConstraints": ["func addConstraints(_ constraints: [NSLayoutConstraint])"],
        "removeConstraint": ["func removeConstraint(_ constraint: NSLayoutConstraint)"],
        "removeConstraints": ["func removeConstraints(_ constraints: [NSLayoutConstraint])"],
        "setContentHuggingPriority": ["func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)"],
        "setContentCompressionResistancePriority": ["func setContentCompressionResistancePriority(_ priority: UILayoutPriority, "
                                                    + "for axis: NSLayoutConstraint.Axis)"],
        "contentHuggingPriority": ["func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority"],
        "contentCompressionResistancePriority": ["func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority"],
        "setNeedsLayout": ["func setNeedsLayout()"], "layoutIfNeeded": ["func layoutIfNeeded()"], "layoutSubviews": ["func layoutSubviews()"],
        "invalidateIntrinsicContentSize": ["func invalidateIntrinsicContentSize()"],
        "setNeedsDisplay": ["func setNeedsDisplay()"], "draw": ["func draw(_ rect: CGRect)", "func draw(_ layer: CALayer, in ctx: CGContext)"],
        "action": ["func action(for layer: CALayer, forKey event: String) -> CAAction?"],
        "didMoveToSuperview": ["func didMoveToSuperview()"],
        "hitTest": ["func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?"],
        "point": ["func point(inside point: CGPoint, with event: UIEvent?) -> Bool"],
        "value": ["func value(forKey key: String) -> Any?", "func value(forKeyPath keyPath: String) -> Any?"],
        "setValue": ["func setValue(_ value: Any?, forKey key: String)", "func setValue(_ value: Any?, forKeyPath keyPath: String)"],
        "animate": ["class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], "
                        + "animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)",
                    "class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)",
                    "class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, "
                        + "initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], "
                        + "animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)",
                    "class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0, "
                        + "delay: TimeInterval = 0, options: UIView.AnimationOptions = [], animations: () -> Void, "
                        + "completion: ((Bool) -> Void)? = nil)"],
        "animateKeyframes": ["class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, "
                             + "options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, "
                             + "completion: ((Bool) -> Void)? = nil)"],
        "addKeyframe": ["class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, "
                        + "animations: @escaping () -> Void)"],
        "transition": ["class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], "
                        + "animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil)",
                       "class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, "
                        + "options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil)"],
        "performWithoutAnimation": ["class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void)"],
        "setAnimationsEnabled": ["class func setAnimationsEnabled(_ enabled: Bool)"],
    ])
        + on("View", anchors) + on("View", touchMethods)
        + on("Control", [
            "isEnabled": ["var isEnabled: Bool"], "isSelected": ["var isSelected: Bool"], "isHighlighted": ["var isHighlighted: Bool"],
            "isTracking": ["var isTracking: Bool { get }"], "isTouchInside": ["var isTouchInside: Bool { get }"],
            "addTarget": ["func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event)"],
            "removeTarget": ["func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event)"],
            "sendActions": ["func sendActions(for controlEvents: UIControl.Event)"],
            "beginTracking": ["func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool"],
            "continueTracking": ["func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool"],
            "endTracking": ["func endTracking(_ touch: UITouch?, with event: UIEvent?)"],
            "cancelTracking": ["func cancelTracking(with event: UIEvent?)"],
        ])
        + on("Button", [
            "configuration": ["var configuration: UIButton.Configuration?"], "titleLabel": ["var titleLabel: UILabel? { get }"],
            "title": ["var title: String?"], "titleColor": ["var titleColor: UIColor?"], "font": ["var font: UIFont!"],
            "setTitle": ["func setTitle(_ title: String?, for state: UIControl.State)"],
            "setTitleColor": ["func setTitleColor(_ color: UIColor?, for state: UIControl.State)"],
        ])
        + on("ButtonConfiguration", [
            "init": ["init()"],
            "plain": ["static func plain() -> UIButton.Configuration"], "filled": ["static func filled() -> UIButton.Configuration"],
            "tinted": ["static func tinted() -> UIButton.Configuration"], "gray": ["static func gray() -> UIButton.Configuration"],
            "title": ["var title: String?"], "baseForegroundColor": ["var baseForegroundColor: UIColor?"],
            "baseBackgroundColor": ["var baseBackgroundColor: UIColor?"], "imagePadding": ["var imagePadding: CGFloat"],
            "showsActivityIndicator": ["var showsActivityIndicator: Bool"],
        ])
        + on("ImageView", [
            "init": ["convenience init(image: UIImage?)"],
            "image": ["var image: UIImage?"], "contentMode": ["var contentMode: UIView.ContentMode"],
            "animationImages": ["var animationImages: [UIImage]?"], "animationDuration": ["var animationDuration: TimeInterval"],
            "animationRepeatCount": ["var animationRepeatCount: Int"], "isAnimating": ["var isAnimating: Bool { get }"],
            "startAnimating": ["func startAnimating()"], "stopAnimating": ["func stopAnimating()"],
        ])
        + on("Label", [
            "text": ["var text: String?"], "font": ["var font: UIFont!"], "textColor": ["var textColor: UIColor!"],
            "textAlignment": ["var textAlignment: NSTextAlignment"], "numberOfLines": ["var numberOfLines: Int"],
            "drawText": ["func drawText(in rect: CGRect)"],
        ])
        + on("ScrollView", [
            "contentOffset": ["var contentOffset: CGPoint"], "contentSize": ["var contentSize: CGSize"],
            "contentInset": ["var contentInset: UIEdgeInsets"], "bounces": ["var bounces: Bool"],
            "alwaysBounceVertical": ["var alwaysBounceVertical: Bool"], "alwaysBounceHorizontal": ["var alwaysBounceHorizontal: Bool"],
            "isPagingEnabled": ["var isPagingEnabled: Bool"], "isScrollEnabled": ["var isScrollEnabled: Bool"],
            "showsVerticalScrollIndicator": ["var showsVerticalScrollIndicator: Bool"],
            "showsHorizontalScrollIndicator": ["var showsHorizontalScrollIndicator: Bool"],
            "decelerationRate": ["var decelerationRate: UIScrollView.DecelerationRate"], "delegate": ["var delegate: UIScrollViewDelegate?"],
            "isTracking": ["var isTracking: Bool { get }"], "isDragging": ["var isDragging: Bool { get }"],
            "isDecelerating": ["var isDecelerating: Bool { get }"],
            "panGestureRecognizer": ["var panGestureRecognizer: UIPanGestureRecognizer { get }"],
            "setContentOffset": ["func setContentOffset(_ contentOffset: CGPoint, animated: Bool)"],
        ])
        + on("StackView", [
            "init": ["convenience init(arrangedSubviews views: [UIView])"],
            "arrangedSubviews": ["var arrangedSubviews: [UIView] { get }"], "axis": ["var axis: NSLayoutConstraint.Axis"],
            "distribution": ["var distribution: UIStackView.Distribution"], "alignment": ["var alignment: UIStackView.Alignment"],
            "spacing": ["var spacing: CGFloat"], "addArrangedSubview": ["func addArrangedSubview(_ view: UIView)"],
            "insertArrangedSubview": ["func insertArrangedSubview(_ view: UIView, at stackIndex: Int)"],
            "removeArrangedSubview": ["func removeArrangedSubview(_ view: UIView)"],
        ])
        + on("TextField", [
            "text": ["var text: String?"], "placeholder": ["var placeholder: String?"], "font": ["var font: UIFont?"],
            "textColor": ["var textColor: UIColor?"], "tintColor": ["var tintColor: UIColor!"],
            "textAlignment": ["var textAlignment: NSTextAlignment"], "borderStyle": ["var borderStyle: UITextField.BorderStyle"],
            "isSecureTextEntry": ["var isSecureTextEntry: Bool"], "clearsOnBeginEditing": ["var clearsOnBeginEditing: Bool"],
            "delegate": ["var delegate: UITextFieldDelegate?"], "isEditing": ["var isEditing: Bool { get }"],
            "isFirstResponder": ["var isFirstResponder: Bool { get }"],
            "becomeFirstResponder": ["@discardableResult func becomeFirstResponder() -> Bool"],
            "resignFirstResponder": ["@discardableResult func resignFirstResponder() -> Bool"],
        ])
        + on("ActivityIndicatorView", [
            "init": ["convenience init(style: UIActivityIndicatorView.Style)"],
            "style": ["var style: UIActivityIndicatorView.Style"], "color": ["var color: UIColor!"],
            "hidesWhenStopped": ["var hidesWhenStopped: Bool"], "isAnimating": ["var isAnimating: Bool { get }"],
            "startAnimating": ["func startAnimating()"], "stopAnimating": ["func stopAnimating()"],
        ])
        + on("VisualEffectView", [
            "init": ["convenience init(effect: UIVisualEffect?)"],
            "effect": ["var effect: UIVisualEffect?"], "contentView": ["var contentView: UIView { get }"],
        ])
        + on("UIBlurEffect", ["init": ["convenience init(style: UIBlurEffect.Style)"]])
        + on("UIVibrancyEffect", ["init": ["convenience init(blurEffect: UIBlurEffect)"]])
        + on("UIGestureRecognizer", [
            "init": ["init(target: Any?, action: Selector?)", "override convenience init()"],
            "state": ["var state: UIGestureRecognizer.State"], "view": ["var view: UIView? { get }"], "isEnabled": ["var isEnabled: Bool"],
            "name": ["var name: String?"], "location": ["func location(in view: UIView?) -> CGPoint"], "reset": ["func reset()"],
            "touchesBegan": ["func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent)"],
            "touchesMoved": ["func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent)"],
            "touchesEnded": ["func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent)"],
            "touchesCancelled": ["func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent)"],
        ])
        + on("UIPanGestureRecognizer", [
            "translation": ["func translation(in view: UIView?) -> CGPoint"], "velocity": ["func velocity(in view: UIView?) -> CGPoint"],
            "setTranslation": ["func setTranslation(_ translation: CGPoint, in view: UIView?)"],
        ])
        + on("UITouch", [
            "phase": ["var phase: UITouch.Phase { get }"], "timestamp": ["var timestamp: TimeInterval { get }"],
            "view": ["var view: UIView? { get }"], "location": ["func location(in view: UIView?) -> CGPoint"],
            "previousLocation": ["func previousLocation(in view: UIView?) -> CGPoint"],
        ])
        + on("UIScreen", [
            "main": ["class var main: UIScreen { get }"], "bounds": ["var bounds: CGRect { get }"], "scale": ["var scale: CGFloat { get }"],
            "nativeBounds": ["var nativeBounds: CGRect { get }"], "nativeScale": ["var nativeScale: CGFloat { get }"],
        ])
        + on("NSLayoutConstraint", [
            "init": ["convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, "
                     + "relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, "
                     + "multiplier: CGFloat, constant c: CGFloat)"],
            "activate": ["class func activate(_ constraints: [NSLayoutConstraint])"],
            "deactivate": ["class func deactivate(_ constraints: [NSLayoutConstraint])"],
            "isActive": ["var isActive: Bool"], "constant": ["var constant: CGFloat"], "multiplier": ["var multiplier: CGFloat { get }"],
            "priority": ["var priority: UILayoutPriority"], "identifier": ["var identifier: String?"],
            "firstItem": ["var firstItem: AnyObject? { get }"], "secondItem": ["var secondItem: AnyObject? { get }"],
            "firstAttribute": ["var firstAttribute: NSLayoutConstraint.Attribute { get }"],
            "secondAttribute": ["var secondAttribute: NSLayoutConstraint.Attribute { get }"],
            "relation": ["var relation: NSLayoutConstraint.Relation { get }"],
        ])
        + on("NSLayoutAnchor", [
            "item": ["var item: AnyObject? { get }"], "attribute": ["var attribute: NSLayoutConstraint.Attribute { get }"],
            "constraint": ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo"].flatMap { relation in [
                "func constraint(\(relation) anchor: NSLayoutAnchor) -> NSLayoutConstraint",
                "func constraint(\(relation) anchor: NSLayoutAnchor, constant c: CGFloat) -> NSLayoutConstraint",
                "func constraint(\(relation) anchor: NSLayoutAnchor, multiplier m: CGFloat) -> NSLayoutConstraint",
                "func constraint(\(relation) anchor: NSLayoutAnchor, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint",
                "func constraint(\(relation)Constant c: CGFloat) -> NSLayoutConstraint",
            ] },
        ])
        + on("UILayoutGuide", anchors) + on("UILayoutGuide", ["owningView": ["var owningView: UIView?"]])

    private static let viewControllers: [Entry] = on("UIViewController", [
        "init": ["init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)", "required init?(coder: NSCoder)",
                 "override convenience init()"],
        "view": ["var view: UIView!"], "isViewLoaded": ["var isViewLoaded: Bool { get }"], "title": ["var title: String?"],
        "navigationController": ["var navigationController: UINavigationController? { get }"],
        "presentedViewController": ["var presentedViewController: UIViewController? { get }"],
        "presentingViewController": ["var presentingViewController: UIViewController? { get }"],
        "modalPresentationStyle": ["var modalPresentationStyle: UIModalPresentationStyle"],
        "transitioningDelegate": ["var transitioningDelegate: UIViewControllerTransitioningDelegate?"],
        "preferredStatusBarStyle": ["var preferredStatusBarStyle: UIStatusBarStyle { get }"],
        "prefersStatusBarHidden": ["var prefersStatusBarHidden: Bool { get }"],
        "modalPresentationCapturesStatusBarAppearance": ["var modalPresentationCapturesStatusBarAppearance: Bool"],
        "loadView": ["func loadView()"], "loadViewIfNeeded": ["func loadViewIfNeeded()"], "viewDidLoad": ["func viewDidLoad()"],
        "viewWillAppear": ["func viewWillAppear(_ animated: Bool)"], "viewDidAppear": ["func viewDidAppear(_ animated: Bool)"],
        "viewWillDisappear": ["func viewWillDisappear(_ animated: Bool)"], "viewDidDisappear": ["func viewDidDisappear(_ animated: Bool)"],
        "viewWillLayoutSubviews": ["func viewWillLayoutSubviews()"], "viewDidLayoutSubviews": ["func viewDidLayoutSubviews()"],
        "viewWillTransition": ["func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)"],
        "present": ["func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)"],
        "dismiss": ["func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)"],
        "setNeedsStatusBarAppearanceUpdate": ["func setNeedsStatusBarAppearanceUpdate()"],
    ])
        + on("UINavigationController", [
            "init": ["convenience init(rootViewController: UIViewController)"],
            "viewControllers": ["var viewControllers: [UIViewController]"],
            "topViewController": ["var topViewController: UIViewController? { get }"],
            "delegate": ["var delegate: UINavigationControllerDelegate?"],
            "pushViewController": ["func pushViewController(_ viewController: UIViewController, animated: Bool)"],
            "popViewController": ["@discardableResult func popViewController(animated: Bool) -> UIViewController?"],
        ])
        + on("UIViewControllerContextTransitioning", [
            "containerView": ["var containerView: UIView { get }"], "isAnimated": ["var isAnimated: Bool { get }"],
            "isInteractive": ["var isInteractive: Bool { get }"], "transitionWasCancelled": ["var transitionWasCancelled: Bool { get }"],
            "view": ["func view(forKey key: UITransitionContextViewKey) -> UIView?"],
            "viewController": ["func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?"],
            "initialFrame": ["func initialFrame(for vc: UIViewController) -> CGRect"],
            "finalFrame": ["func finalFrame(for vc: UIViewController) -> CGRect"],
            "updateInteractiveTransition": ["func updateInteractiveTransition(_ percentComplete: CGFloat)"],
            "finishInteractiveTransition": ["func finishInteractiveTransition()"],
            "cancelInteractiveTransition": ["func cancelInteractiveTransition()"],
            "pauseInteractiveTransition": ["func pauseInteractiveTransition()"],
            "completeTransition": ["func completeTransition(_ didComplete: Bool)"],
        ])
        + on("UIViewControllerTransitionCoordinator", [
            "isAnimated": ["var isAnimated: Bool { get }"], "isCompleted": ["var isCompleted: Bool { get }"],
            "transitionDuration": ["var transitionDuration: TimeInterval { get }"], "targetSize": ["var targetSize: CGSize { get }"],
            "animate": ["@discardableResult func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?, "
                        + "completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool"],
        ])
        + on("UIPercentDrivenInteractiveTransition", [
            "init": ["override init()"],
            "percentComplete": ["var percentComplete: CGFloat { get }"], "duration": ["var duration: CGFloat { get }"],
            "completionSpeed": ["var completionSpeed: CGFloat"], "completionCurve": ["var completionCurve: UIView.AnimationCurve"],
            "wantsInteractiveStart": ["var wantsInteractiveStart: Bool"],
            "update": ["func update(_ percentComplete: CGFloat)"], "finish": ["func finish()"], "cancel": ["func cancel()"],
            "pause": ["func pause()"],
        ])
        + on("UIViewPropertyAnimator", [
            "init": ["convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil)",
                     "convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, "
                        + "animations: (() -> Void)? = nil)",
                     "convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil)",
                     "init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider)"],
            "runningPropertyAnimator": ["class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, "
                                        + "options: UIView.AnimationOptions = [], animations: @escaping () -> Void, "
                                        + "completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self"],
            "duration": ["var duration: TimeInterval { get }"], "delay": ["var delay: TimeInterval { get }"],
            "fractionComplete": ["var fractionComplete: CGFloat"], "isReversed": ["var isReversed: Bool"],
            "isRunning": ["var isRunning: Bool { get }"], "state": ["var state: UIViewAnimatingState { get }"],
            "scrubsLinearly": ["var scrubsLinearly: Bool"], "pausesOnCompletion": ["var pausesOnCompletion: Bool"],
            "isInterruptible": ["var isInterruptible: Bool"], "timingParameters": ["var timingParameters: UITimingCurveProvider? { get }"],
            "startAnimation": ["func startAnimation()", "func startAnimation(afterDelay delay: TimeInterval)"],
            "pauseAnimation": ["func pauseAnimation()"], "stopAnimation": ["func stopAnimation(_ withoutFinishing: Bool)"],
            "finishAnimation": ["func finishAnimation(at finalPosition: UIViewAnimatingPosition)"],
            "continueAnimation": ["func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)"],
            "addAnimations": ["func addAnimations(_ animation: @escaping () -> Void)",
                              "func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)"],
            "addCompletion": ["func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)"],
        ])
        + on("UICubicTimingParameters", [
            "init": ["override init()", "init(animationCurve curve: UIView.AnimationCurve)",
                     "init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint)"],
            "animationCurve": ["var animationCurve: UIView.AnimationCurve { get }"], "controlPoint1": ["var controlPoint1: CGPoint { get }"],
            "controlPoint2": ["var controlPoint2: CGPoint { get }"], "timingCurveType": ["var timingCurveType: UITimingCurveType { get }"],
        ])
        + on("UISpringTimingParameters", [
            "init": ["override init()", "init(dampingRatio ratio: CGFloat)", "init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector)",
                     "init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector)"],
            "dampingRatio": ["var dampingRatio: CGFloat { get }"], "initialVelocity": ["var initialVelocity: CGVector { get }"],
            "timingCurveType": ["var timingCurveType: UITimingCurveType { get }"],
        ])

    private static let uiValues: [Entry] = on("Color", [
        "init": ["convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)", "convenience init(white: CGFloat, alpha: CGFloat)",
                 "convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)"],
        "hsb": ["class func hsb(_ hue: CGFloat, _ saturation: CGFloat, _ brightness: CGFloat, _ alpha: CGFloat = 1) -> UIColor"],
        "cgColor": ["var cgColor: CGColor { get }"], "alpha": ["var alpha: CGFloat { get }"],
        "withAlphaComponent": ["func withAlphaComponent(_ alpha: CGFloat) -> UIColor"],
        "setFill": ["func setFill()"], "setStroke": ["func setStroke()"], "set": ["func set()"],
    ])
        + on("Image", [
            "init": ["convenience init?(named name: String)"],
            "size": ["var size: CGSize { get }"], "scale": ["var scale: CGFloat { get }"], "cgImage": ["var cgImage: CGImage? { get }"],
            "name": ["var name: String? { get }"], "draw": ["func draw(at point: CGPoint)", "func draw(in rect: CGRect)"],
        ])
        + on("Font", [
            "familyName": ["var familyName: String { get }"], "fontName": ["var fontName: String { get }"],
            "pointSize": ["var pointSize: CGFloat { get }"], "style": ["var style: String { get }"],
            "withSize": ["func withSize(_ fontSize: CGFloat) -> UIFont"],
        ])
        + on("UIFont", [
            "init": ["convenience init?(name fontName: String, size fontSize: CGFloat)"],
            "systemFont": ["class func systemFont(ofSize fontSize: CGFloat) -> UIFont",
                           "class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont"],
            "boldSystemFont": ["class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont"],
            "italicSystemFont": ["class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont"],
        ])

    private static let drawing: [Entry] = on("UIBezierPath", [
        "init": ["override init()", "convenience init(rect: CGRect)", "convenience init(ovalIn rect: CGRect)",
                 "convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat)",
                 "convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize)",
                 "convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)",
                 "convenience init(cgPath CGPath: CGPath)"],
        "cgPath": ["var cgPath: CGPath"], "bounds": ["var bounds: CGRect { get }"], "currentPoint": ["var currentPoint: CGPoint { get }"],
        "isEmpty": ["var isEmpty: Bool { get }"], "lineWidth": ["var lineWidth: CGFloat"], "lineCapStyle": ["var lineCapStyle: CGLineCap"],
        "lineJoinStyle": ["var lineJoinStyle: CGLineJoin"], "miterLimit": ["var miterLimit: CGFloat"], "flatness": ["var flatness: CGFloat"],
        "usesEvenOddFillRule": ["var usesEvenOddFillRule: Bool"],
        "move": ["func move(to point: CGPoint)"], "addLine": ["func addLine(to point: CGPoint)"],
        "addQuadCurve": ["func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint)"],
        "addCurve": ["func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint)"],
        "addArc": ["func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)"],
        "close": ["func close()"], "append": ["func append(_ bezierPath: UIBezierPath)"], "apply": ["func apply(_ transform: CGAffineTransform)"],
        "reversing": ["func reversing() -> UIBezierPath"], "contains": ["func contains(_ point: CGPoint) -> Bool"],
        "removeAllPoints": ["func removeAllPoints()"],
        "setLineDash": ["func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat)"],
        "fill": ["func fill()", "func fill(with blendMode: CGBlendMode, alpha: CGFloat)"],
        "stroke": ["func stroke()", "func stroke(with blendMode: CGBlendMode, alpha: CGFloat)"], "addClip": ["func addClip()"],
    ])
        + on("NSString", [
            "draw": ["func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil)",
                     "func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil)",
                     "func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, "
                        + "context: NSStringDrawingContext?)"],
            "size": ["func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize"],
        ])
        + on("NSMutableParagraphStyle", ["alignment": ["var alignment: NSTextAlignment"]])
        + on("UIGraphicsImageRenderer", [
            "init": ["init(size: CGSize)", "init(size: CGSize, format: UIGraphicsImageRendererFormat)"],
            "bounds": ["var bounds: CGRect { get }"], "format": ["var format: UIGraphicsImageRendererFormat { get }"],
            "image": ["func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage"],
        ])
        + on("UIGraphicsImageRendererFormat", [
            "init": ["override init()"],
            "default": ["class func `default`() -> UIGraphicsImageRendererFormat"], "preferred": ["class func preferred() -> UIGraphicsImageRendererFormat"],
            "scale": ["var scale: CGFloat"], "opaque": ["var opaque: Bool"],
            "preferredRange": ["var preferredRange: UIGraphicsImageRendererFormat.Range"],
        ])
        + on("UIGraphicsImageRendererContext", [
            "cgContext": ["var cgContext: CGContext { get }"], "currentImage": ["var currentImage: UIImage { get }"],
            "format": ["var format: UIGraphicsImageRendererFormat { get }"],
            "fill": ["func fill(_ rect: CGRect)", "func fill(_ rect: CGRect, blendMode: CGBlendMode)"],
            "stroke": ["func stroke(_ rect: CGRect)", "func stroke(_ rect: CGRect, blendMode: CGBlendMode)"],
            "clip": ["func clip(to rect: CGRect)"],
        ])
        + globals(.uiKit, [
            "UIGraphicsGetCurrentContext": ["func UIGraphicsGetCurrentContext() -> CGContext?"],
            "UIGraphicsPushContext": ["func UIGraphicsPushContext(_ context: CGContext)"],
            "UIGraphicsPopContext": ["func UIGraphicsPopContext()"],
            "UIRectFill": ["func UIRectFill(_ rect: CGRect)"], "UIRectFrame": ["func UIRectFrame(_ rect: CGRect)"],
            "delay": ["func delay(_ seconds: TimeInterval, _ action: @escaping () -> Void)"],
            "view": ["var view: UIView { get }"],
        ])

    static let playgroundSupport: [Entry] = on("Scene", [
        "liveView": ["var liveView: PlaygroundLiveViewable?"], "root": ["var root: UIView"], "view": ["var view: UIView"],
        "rootViewController": ["var rootViewController: UIViewController"], "size": ["var size: CGSize"],
        "backgroundColor": ["var backgroundColor: UIColor?"], "title": ["var title: String?"], "duration": ["var duration: TimeInterval"],
    ])
        + globals(.playgroundSupport, ["scene": ["var scene: PlaygroundPage { get }"]])
}
