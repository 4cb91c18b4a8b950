import Animation
import Layers
import Raster
import Views

/// The Swift types of the stubs that stand for no bound type: the base classes and protocols
/// Apple's frameworks have around the bound types (`CAAnimation`, `UIResponder`,
/// `CALayerDelegate`), and the enumerations and option sets scenes spell as implicit members
/// (`.easeOut`, `[.repeat, .autoreverse]`). Their cases come from the engine's own tables of
/// names (the property kinds the catalogue lists, the option names `UIView.animate` reads),
/// so a case exists in Swift exactly when the engine accepts its name.
enum SwiftSupportTypes {
    /// The class the stubs' classes are built on, in place of Objective-C's NSObject (which
    /// Foundation's on Linux cannot be).
    static let objcRoot = "ObjCObject"

    /// The support classes, structures and protocols members are declared into (by
    /// `SwiftSignatures` entries or their own `plumbing`).
    static let shapes: [SwiftTypeShape] = [
        SwiftTypeShape("CGColor", .coreGraphics, .finalClass),
        SwiftTypeShape("CGColorSpace", .coreGraphics, .finalClass),
        SwiftTypeShape("CGImage", .coreGraphics, .finalClass),
        SwiftTypeShape("CGVector", .coreGraphics, .structure, protocols: ["Equatable"], plumbing: [
            "var dx: CGFloat = 0", "var dy: CGFloat = 0", "init()", "init(dx: CGFloat, dy: CGFloat)", "static var zero: CGVector { get }",
        ]),
        // The root of the stubs' classes: @objc, so their subclasses are (for @objc methods taking
        // them); not named NSObject, so that Foundation's is the only one (a scene importing
        // Foundation itself would find two).
        SwiftTypeShape(objcRoot, .objectiveC, .openClass, protocols: ["Hashable", "CustomStringConvertible"], plumbing: [
            "init()", "func isEqual(_ object: Any?) -> Bool", "var hash: Int { get }", "var description: String { get }", "func copy() -> Any",
            "static func == (lhs: \(objcRoot), rhs: \(objcRoot)) -> Bool", "func hash(into hasher: inout Hasher)",
        ]),
        .subclass("CAAnimation", of: SwiftSupportTypes.objcRoot, in: .quartzCore, ["CAMediaTiming"], plumbing: ["override init()"]),
        .subclass("CAPropertyAnimation", of: "CAAnimation", in: .quartzCore),
        .subclass("CATransaction", of: SwiftSupportTypes.objcRoot, in: .quartzCore),
        SwiftTypeShape("CAAction", .quartzCore, .protocolType, protocols: ["AnyObject"]),
        .subclass("UIResponder", of: SwiftSupportTypes.objcRoot, in: .uiKit, plumbing: ["override init()"]),
        .subclass("UIEvent", of: SwiftSupportTypes.objcRoot, in: .uiKit),
        .subclass("UIVisualEffect", of: SwiftSupportTypes.objcRoot, in: .uiKit),
        .subclass("NSParagraphStyle", of: SwiftSupportTypes.objcRoot, in: .uiKit),
        .subclass("NSStringDrawingContext", of: SwiftSupportTypes.objcRoot, in: .uiKit),
        SwiftTypeShape("UIEdgeInsets", .uiKit, .structure, protocols: ["Equatable"], plumbing: [
            "var top: CGFloat = 0", "var left: CGFloat = 0", "var bottom: CGFloat = 0", "var right: CGFloat = 0", "init()",
            "init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)", "static var zero: UIEdgeInsets { get }",
        ]),
        SwiftTypeShape("UILayoutPriority", .uiKit, .structure, protocols: ["Hashable", "RawRepresentable"], plumbing: [
            "var rawValue: Float = 0", "init(rawValue: Float)", "init(_ rawValue: Float)",
            "static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority",
            "static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority",
        ]),
    ]

    /// The declarations written as they are, for `module`: enumerations, option sets,
    /// protocols with default implementations, type aliases and Swift 3 and 4's names.
    static func declarations(in module: SwiftStubModule, catalogue: ScriptCatalogue) -> String {
        let kinds = Kinds(catalogue)
        switch module {
        case .objectiveC:
            return """
                /// What `#selector` makes: a method's name (a pointer, as the compiler lowers it).
                public struct Selector: Hashable, ExpressibleByStringLiteral, @unchecked Sendable {
                    let ptr: OpaquePointer
                    public init(_ name: String) { fatalError() }
                    public init(stringLiteral value: String) { fatalError() }
                }
                extension Timer {
                    @discardableResult public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, \
                selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) -> Timer { fatalError() }
                }
                extension NotificationCenter {
                    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, \
                object anObject: Any?) { fatalError() }
                }

                """
        case .coreGraphics:
            return """
                /// Foundation's CGFloat under Core Graphics' name too: the compiler takes
                /// `CoreGraphics.CGFloat` as Objective-C's (for `@NSManaged var progress: CGFloat`).
                public typealias CGFloat = Foundation.CGFloat
                public typealias CFTimeInterval = Double
                public typealias CFTypeRef = AnyObject
                /// Core Foundation's array, as Swift code writes it (`[a, b] as CFArray`).
                public typealias CFArray = [Any]

                """
                + enumeration("CGLineCap", ScriptSession.lineCaps.map(\.0)) + enumeration("CGLineJoin", ScriptSession.lineJoins.map(\.0))
                + enumeration("CGBlendMode", ScriptSession.blendModes.map(\.0))
                + enumeration("CGPathFillRule", ScriptSession.fillRules.map(\.0))
                + enumeration("CGPathDrawingMode", ScriptSession.drawingModes.map(\.0))
                + optionSet("CGGradientDrawingOptions", ScriptSession.gradientOptionNames.map(\.0))
        case .quartzCore:
            return quartzCore(kinds) + legacyConstants(kinds)
        case .uiKit:
            return uiKit(kinds)
        case .playgroundSupport:
            return """
                /// What a playground page shows live: a view or a view controller.
                public protocol PlaygroundLiveViewable: AnyObject {}
                extension UIView: PlaygroundLiveViewable {}
                extension UIViewController: PlaygroundLiveViewable {}

                """
        }
    }

    // MARK: Core Animation

    private static func quartzCore(_ kinds: Kinds) -> String {
        let timing = SwiftSignatures.mediaTimingMembers.map { "    " + SwiftStubs.rendered($0, in: .protocolType) + "\n" }.joined()
        var out = "/// The timing of layers and animations.\npublic protocol CAMediaTiming: AnyObject {\n" + timing + "}\n"
        out += """
            /// `NSNull()` in `actions`: no action, and the search stops.
            extension NSNull: CAAction {
                public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
            }

            """
        out += delegate("CALayerDelegate", [
            "func display(_ layer: CALayer)", "func draw(_ layer: CALayer, in ctx: CGContext)", "func layoutSublayers(of layer: CALayer)",
            "func action(for layer: CALayer, forKey event: String) -> CAAction?",
        ])
        out += delegate("CAAnimationDelegate", ["func animationDidStart(_ anim: CAAnimation)",
                                                "func animationDidStop(_ anim: CAAnimation, finished flag: Bool)"])
        out += kinds.allNameTypes.filter { $0.module == .quartzCore }.map { names($0.swiftName, $0.cases) }.joined()
        return out + kinds.optionTypes.map { optionSet($0.swiftName, $0.cases) }.joined()
    }

    /// Swift 3 and 4's global constants (`kCALineCapRound`), each the case of the type whose
    /// cases hold it, and the option-set ones (`kCALayerMinXMinYCorner`).
    static func legacyConstants(_ kinds: Kinds) -> String {
        legacyConstantList(kinds).map { "public let \($0.name) = \($0.type).\(escaped($0.member))\n" }.joined()
    }

    /// Every constant of `SwiftSpellings`' tables, with the type and member it stands for;
    /// nil where no type has the case (a test checks there is none).
    static func legacyConstantList(_ kinds: Kinds) -> [(name: String, type: String, member: String)] {
        let cases = Dictionary(uniqueKeysWithValues: kinds.allNameTypes.map { ($0.swiftName, Set($0.cases)) })
        var list: [(name: String, type: String, member: String)] = []
        for (prefix, names) in SwiftSpellings.legacyConstants {
            for name in names {
                let member = name.prefix(1).lowercased() + name.dropFirst()
                guard let type = legacyTypes[prefix]?.first(where: { cases[$0]?.contains(member) == true }) else { continue }
                list.append((prefix + name, type, member))
            }
        }
        for (property, names) in SwiftSpellings.legacyOptionConstants {
            guard let type = kinds.optionTypes.first(where: { $0.property == property })?.swiftName else { continue }
            list += names.map { ("kCA" + $0.prefix(1).uppercased() + $0.dropFirst(), type, $0) }
        }
        return list
    }

    /// The types each legacy prefix's constants may be cases of.
    private static let legacyTypes: [String: [String]] = [
        "kCAFillMode": ["CAMediaTimingFillMode"], "kCAMediaTimingFunction": ["CAMediaTimingFunctionName"],
        "kCALineCap": ["CAShapeLayerLineCap"], "kCALineJoin": ["CAShapeLayerLineJoin"], "kCAFillRule": ["CAShapeLayerFillRule"],
        "kCAGradientLayer": ["CAGradientLayerType"], "kCAAnimation": ["CAAnimationCalculationMode", "CAAnimationRotationMode"],
        "kCATransition": ["CATransitionType", "CATransitionSubtype"], "kCACornerCurve": ["CALayerCornerCurve"],
        "kCAGravity": ["CALayerContentsGravity"],
        "kCAEmitterLayer": ["CAEmitterLayerEmitterShape", "CAEmitterLayerEmitterMode", "CAEmitterLayerRenderMode"],
        "kCAAlignment": ["CATextLayerAlignmentMode"],
    ]

    // MARK: UIKit

    private static func uiKit(_ kinds: Kinds) -> String {
        let curves = ViewAnimationOptionNames.curves.map { name in
            let curve = name.0.dropFirst("curve".count)
            return curve.prefix(1).lowercased() + curve.dropFirst()
        }
        return """
            public typealias _ColorLiteralType = UIColor
            public typealias _ImageLiteralType = UIImage
            /// Kinema's layout anchors are one class whatever their axis.
            public typealias NSLayoutXAxisAnchor = NSLayoutAnchor
            public typealias NSLayoutYAxisAnchor = NSLayoutAnchor
            public typealias NSLayoutDimension = NSLayoutAnchor
            public typealias UIViewControllerTransitionCoordinatorContext = UIViewControllerTransitionCoordinator
            extension NSValue {
                public convenience init(cgPoint point: CGPoint) { fatalError() }
                public convenience init(cgSize size: CGSize) { fatalError() }
                public convenience init(cgRect rect: CGRect) { fatalError() }
                public convenience init(caTransform3D t: CATransform3D) { fatalError() }
                public convenience init(cgAffineTransform transform: CGAffineTransform) { fatalError() }
            }
            /// A property animator's curve.
            public protocol UITimingCurveProvider: AnyObject {
                var timingCurveType: UITimingCurveType { get }
            }

            """
            + delegate("UIViewControllerAnimatedTransitioning", [
                "func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval",
                "func animateTransition(using transitionContext: UIViewControllerContextTransitioning)",
            ], optional: ["func animationEnded(_ transitionCompleted: Bool)"])
            + delegate("UIViewControllerInteractiveTransitioning", [],
                       optional: ["func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)"])
            + delegate("UIViewControllerTransitioningDelegate", [
                "func animationController(forPresented presented: UIViewController, presenting: UIViewController, "
                    + "source: UIViewController) -> UIViewControllerAnimatedTransitioning?",
                "func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?",
                "func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) "
                    + "-> UIViewControllerInteractiveTransitioning?",
                "func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) "
                    + "-> UIViewControllerInteractiveTransitioning?",
            ])
            + delegate("UINavigationControllerDelegate", [
                "func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: "
                    + "UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) "
                    + "-> UIViewControllerAnimatedTransitioning?",
                "func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: "
                    + "UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?",
            ])
            + delegate("UIScrollViewDelegate", [
                "func scrollViewDidScroll(_ scrollView: UIScrollView)", "func scrollViewWillBeginDragging(_ scrollView: UIScrollView)",
                "func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)",
                "func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)",
            ])
            + delegate("UITextFieldDelegate", [
                "func textFieldDidBeginEditing(_ textField: UITextField)", "func textFieldDidEndEditing(_ textField: UITextField)",
                "func textFieldShouldReturn(_ textField: UITextField) -> Bool",
                "func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool",
            ])
            + optionSet("UIView.AnimationOptions", (ViewAnimationOptionNames.flags.map(\.0) + ViewAnimationOptionNames.curves.map(\.0)
                                                    + ViewAnimationOptionNames.transitions))
            + optionSet("UIView.KeyframeAnimationOptions", ViewAnimationOptionNames.flags.map(\.0)
                        + ViewAnimationOptionNames.calculationModes.map(\.0))
            + enumeration("UIView.AnimationCurve", curves)
            + optionSet("UIControl.Event", ControlEvent.allCases.map(\.rawValue))
            // Titles and title colours are set for the normal state only.
            + optionSet("UIControl.State", ["normal"])
            + enumeration("UIGestureRecognizer.State", GestureState.allCases.map(\.rawValue) + ["recognized"])
            + enumeration("UITouch.Phase", Touch.Phase.allCases.map(\.rawValue))
            + names("UIFont.Weight", ScriptSession.fontWeights)
            + enumeration("UIBlurEffect.Style", BlurStyle.allCases.map(\.rawValue))
            + enumeration("NSLayoutConstraint.Attribute", LayoutAttribute.allCases.map(\.rawValue))
            + enumeration("NSLayoutConstraint.Relation", LayoutRelation.allCases.map(\.rawValue))
            + names("UIScrollView.DecelerationRate", ["normal", "fast"])
            + enumeration("UIModalPresentationStyle", ModalPresentationStyle.allCases.map(\.rawValue))
            + enumeration("UIStatusBarStyle", StatusBarStyle.allCases.map(\.rawValue))
            + enumeration("UIViewAnimatingPosition", AnimatingPosition.allCases.map(\.rawValue))
            + enumeration("UIViewAnimatingState", ["inactive", "active", "stopped"])
            + enumeration("UITimingCurveType", ["builtin", "cubic", "spring", "composed"])
            + enumeration("UINavigationController.Operation", ["none", "push", "pop"])
            // The engine keeps any button type and rendering mode (and draws images as they are).
            + enumeration("UIButton.ButtonType", ["custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd", "plain", "close"])
            + enumeration("UIImage.RenderingMode", ["automatic", "alwaysOriginal", "alwaysTemplate"])
            + enumeration("UIGraphicsImageRendererFormat.Range", ["automatic", "standard", "extended", "unspecified"])
            + names("UITransitionContextViewKey", ["from", "to"]) + names("UITransitionContextViewControllerKey", ["from", "to"])
            + optionSet("UIRectCorner", ScriptSession.rectCorners.map(\.0).filter { $0 != "allCorners" }, all: "allCorners")
            + enumeration("NSTextAlignment", ScriptParagraphStyle.alignments)
            + optionSet("NSStringDrawingOptions", ["usesLineFragmentOrigin", "usesFontLeading", "truncatesLastVisibleLine"])
            + "extension NSAttributedString.Key {\n"
            + ScriptSession.textAttributeNames.map { "    public static let \($0) = NSAttributedString.Key(rawValue: \"\($0)\")\n" }.joined()
            + "}\n"
            + kinds.nameTypes.filter { $0.module == .uiKit }.map { enumeration($0.swiftName, $0.cases) }.joined()
            + legacyAliases.map { "public typealias \($0.0) = \($0.1)\n" }.joined()
    }

    /// Swift 3 and 4's type names, before UIKit nested them.
    static let legacyAliases = [
        ("UIControlEvents", "UIControl.Event"), ("UIControlState", "UIControl.State"), ("UIViewAnimationOptions", "UIView.AnimationOptions"),
        ("UIViewAnimationCurve", "UIView.AnimationCurve"), ("UIViewKeyframeAnimationOptions", "UIView.KeyframeAnimationOptions"),
        ("UIViewContentMode", "UIView.ContentMode"), ("UIGestureRecognizerState", "UIGestureRecognizer.State"),
        ("UITouchPhase", "UITouch.Phase"), ("UIBlurEffectStyle", "UIBlurEffect.Style"), ("UILayoutConstraintAxis", "NSLayoutConstraint.Axis"),
        ("UIStackViewAlignment", "UIStackView.Alignment"), ("UIStackViewDistribution", "UIStackView.Distribution"),
        ("UITextBorderStyle", "UITextField.BorderStyle"), ("UIActivityIndicatorViewStyle", "UIActivityIndicatorView.Style"),
        ("NSLayoutAttribute", "NSLayoutConstraint.Attribute"), ("NSLayoutRelation", "NSLayoutConstraint.Relation"),
        ("UINavigationControllerOperation", "UINavigationController.Operation"), ("NSAttributedStringKey", "NSAttributedString.Key"),
        ("UIButtonType", "UIButton.ButtonType"), ("UIImageRenderingMode", "UIImage.RenderingMode"),
    ]

    // MARK: Types from property kinds

    /// The enumerations the catalogue's property kinds name (`lineCap` is `"butt"|"round"|…`)
    /// and the option sets of its name-list kinds (`maskedCorners`).
    struct Kinds {
        struct NameType {
            let swiftName: String
            let module: SwiftStubModule
            let property: String
            let cases: [String]
        }
        let nameTypes: [NameType]
        let optionTypes: [NameType]

        /// Every enumeration with string cases: Core Animation's from the engine's tables, and
        /// those of the property kinds.
        var allNameTypes: [NameType] {
            let engine: [(String, [String])] = [
                ("CAMediaTimingFillMode", FillMode.allCases.map(\.rawValue)), ("CAMediaTimingFunctionName", TimingFunction.names),
                ("CAAnimationCalculationMode", CalculationMode.allCases.map(\.rawValue)),
                ("CAAnimationRotationMode", KeyframeAnimation.RotationMode.allCases.map(\.rawValue)),
                ("CATransitionType", Transition.Kind.allCases.map(\.rawValue)),
                ("CATransitionSubtype", Transition.Direction.allCases.map(\.rawValue)),
            ]
            return engine.map { NameType(swiftName: $0.0, module: .quartzCore, property: "", cases: $0.1) } + nameTypes
        }

        init(_ catalogue: ScriptCatalogue) {
            var names: [NameType] = [], options: [NameType] = []
            for (type, property, swiftName) in Kinds.kindTypes {
                guard let kind = catalogue.type(named: type)?.properties.first(where: { $0.name == property })?.kind else { continue }
                let module = SwiftSignatures.types[type]?.module ?? .uiKit
                switch kind {
                case .name(let cases): names.append(NameType(swiftName: swiftName, module: module, property: property, cases: cases))
                case .names(let cases): options.append(NameType(swiftName: swiftName, module: module, property: property, cases: cases))
                default: continue
                }
            }
            nameTypes = names
            optionTypes = options
        }

        /// The Swift type of each property whose kind lists its names, by bound type and property.
        static let kindTypes = [
            ("ShapeLayer", "lineCap", "CAShapeLayerLineCap"), ("ShapeLayer", "lineJoin", "CAShapeLayerLineJoin"),
            ("ShapeLayer", "fillRule", "CAShapeLayerFillRule"), ("Layer", "contentsGravity", "CALayerContentsGravity"),
            ("Layer", "contentsFormat", "CALayerContentsFormat"), ("Layer", "cornerCurve", "CALayerCornerCurve"),
            ("Layer", "maskedCorners", "CACornerMask"), ("Layer", "edgeAntialiasingMask", "CAEdgeAntialiasingMask"),
            ("GradientLayer", "type", "CAGradientLayerType"), ("TextLayer", "alignmentMode", "CATextLayerAlignmentMode"),
            ("EmitterLayer", "emitterShape", "CAEmitterLayerEmitterShape"), ("EmitterLayer", "emitterMode", "CAEmitterLayerEmitterMode"),
            ("EmitterLayer", "renderMode", "CAEmitterLayerRenderMode"), ("ImageView", "contentMode", "UIView.ContentMode"),
            ("StackView", "axis", "NSLayoutConstraint.Axis"), ("StackView", "alignment", "UIStackView.Alignment"),
            ("StackView", "distribution", "UIStackView.Distribution"), ("TextField", "borderStyle", "UITextField.BorderStyle"),
            ("ActivityIndicatorView", "style", "UIActivityIndicatorView.Style"),
        ]
    }

    // MARK: Writing

    /// A Swift enumeration (`UIView.AnimationCurve`), nested in an extension of its outer type.
    static func enumeration(_ name: String, _ cases: [String]) -> String {
        nested(name) { inner in
            "public enum \(inner): Int, Sendable {\n" + cases.map { "    case \(escaped($0))\n" }.joined() + "}\n"
        }
    }

    /// A string-valued struct with static cases, as Apple's typed string constants are
    /// (`CAMediaTimingFunctionName.easeOut`).
    static func names(_ name: String, _ cases: [String]) -> String {
        nested(name) { inner in
            "public struct \(inner): Hashable, RawRepresentable, Sendable {\n"
                + "    public var rawValue: String\n    public init(rawValue: String) { self.rawValue = rawValue }\n"
                + "    public init(_ rawValue: String) { self.rawValue = rawValue }\n"
                + cases.map { "    public static let \(escaped($0)) = \(inner)(rawValue: \"\($0)\")\n" }.joined() + "}\n"
        }
    }

    /// An option set (`UIView.AnimationOptions`), `all` naming every option together.
    static func optionSet(_ name: String, _ cases: [String], all: String? = nil) -> String {
        nested(name) { inner in
            "public struct \(inner): OptionSet, Sendable {\n"
                + "    public let rawValue: UInt64\n    public init(rawValue: UInt64) { self.rawValue = rawValue }\n"
                + cases.enumerated().map { "    public static let \(escaped($0.element)) = \(inner)(rawValue: 1 << \($0.offset))\n" }.joined()
                + (all.map { "    public static let \($0): \(inner) = [\(cases.map { "." + escaped($0) }.joined(separator: ", "))]\n" } ?? "")
                + "}\n"
        }
    }

    /// A protocol whose requirements after `required` have default implementations, as
    /// Objective-C's optional requirements behave.
    static func delegate(_ name: String, _ requirements: [String], optional: [String]? = nil) -> String {
        let defaulted = optional ?? requirements
        let required = optional == nil ? [] : requirements
        return "public protocol \(name): AnyObject {\n" + (required + defaulted).map { "    \($0)\n" }.joined() + "}\n"
            + "extension \(name) {\n" + defaulted.map { "    public \($0) { fatalError() }\n" }.joined() + "}\n"
    }

    /// `body(inner name)` inside `extension Outer { }` when `name` is `Outer.Inner`.
    private static func nested(_ name: String, _ body: (String) -> String) -> String {
        guard let dot = name.firstIndex(of: ".") else { return body(name) }
        return "extension \(name[..<dot]) {\n" + body(String(name[name.index(after: dot)...])) + "}\n"
    }

    /// `name` as a Swift identifier: a keyword in backticks.
    static func escaped(_ name: String) -> String {
        swiftKeywords.contains(name) ? "`\(name)`" : name
    }

    private static let swiftKeywords: Set<String> = [
        "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum",
        "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
        "internal", "is", "let", "nil", "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
        "Self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]
}
