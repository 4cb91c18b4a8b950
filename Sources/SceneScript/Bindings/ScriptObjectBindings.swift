import Views

/// The bound types of objects that answer for their own fields (`ScriptObject`): gesture
/// recognisers, view controllers and their transition context, property animators and their
/// timing parameters, visual effects, touches, the screen, paragraph styles and renderer
/// formats, display links and the run loop, button configurations. Each type is made here, once, with its methods and field names; the code that
/// pushes such an object and `ScriptCatalogue` both use these.
extension ScriptType {
    /// A type whose objects answer for their own fields (`ScriptObject`), with the names of
    /// those fields.
    static func scriptObject(named name: String, methods: [(String, ScriptFunction)] = [],
                             fields: [String]) -> ScriptType {
        ScriptType(name: name, methods: methods,
                   get: { s, object, key, lua throws(ScriptFailure) in
                       try (object as! ScriptObject).scriptField(key, session: s, lua: lua)
                   },
                   set: { s, object, key, index, lua throws(ScriptFailure) in
                       try (object as! ScriptObject).setScriptField(key, valueAt: index, session: s, lua: lua)
                   },
                   describe: { object in (object as! ScriptObject).scriptDescription },
                   propertyNames: { _ in fields })
    }

    /// `UITapGestureRecognizer`, `UIPanGestureRecognizer`, `UILongPressGestureRecognizer`.
    static func gesture(_ type: GestureRecognizer.Type) -> ScriptType {
        .scriptObject(named: type.typeName, methods: ScriptSession.gestureMethods(of: type) + ScriptSession.gestureHookDefaults,
                      fields: GestureRecognizer.scriptKeys(of: type))
    }

    /// `UIViewController`, or `UINavigationController` with its own methods and fields.
    static func viewController(navigation: Bool) -> ScriptType {
        navigation
            ? .scriptObject(named: NavigationController.typeName,
                            methods: ScriptSession.viewControllerMethods + ScriptSession.navigationMethods
                                + ScriptSession.viewControllerHookDefaults,
                            fields: ViewController.scriptKeys + ViewController.navigationKeys)
            : .scriptObject(named: ViewController.typeName,
                            methods: ScriptSession.viewControllerMethods + ScriptSession.viewControllerHookDefaults,
                            fields: ViewController.scriptKeys)
    }

    /// The context a transition animator gets.
    static let transitionContext = ScriptType.scriptObject(named: TransitionContext.scriptTypeName,
                                                           methods: ScriptSession.transitionContextMethods,
                                                           fields: TransitionContext.scriptKeys)

    static let propertyAnimator = ScriptType.scriptObject(named: ScriptSession.animatorTypeName,
                                                          methods: ScriptSession.animatorMethods,
                                                          fields: PropertyAnimator.scriptKeys)

    /// `UICubicTimingParameters` or `UISpringTimingParameters`.
    static func timingParameters(spring: Bool) -> ScriptType {
        spring ? .scriptObject(named: TimingParametersObject.springTypeName, fields: TimingParametersObject.springKeys)
            : .scriptObject(named: TimingParametersObject.cubicTypeName, fields: TimingParametersObject.cubicKeys)
    }

    /// `UIBlurEffect` or `UIVibrancyEffect`: no fields, no methods.
    static func effect(named name: String) -> ScriptType { .scriptObject(named: name, fields: []) }

    /// `NSLayoutConstraint`, `NSLayoutAnchor` and `UILayoutGuide` (Auto Layout).
    static let layoutConstraint = ScriptType.scriptObject(named: LayoutConstraint.scriptTypeName, fields: LayoutConstraint.scriptKeys)
    static let layoutAnchor = ScriptType.scriptObject(named: LayoutAnchorObject.scriptTypeName, methods: ScriptSession.anchorMethods,
                                                      fields: ["item", "attribute"])
    static let layoutGuide = ScriptType.scriptObject(named: LayoutGuide.scriptTypeName,
                                                     fields: ["owningView"] + ScriptSession.anchorAttributes.keys.sorted())

    /// `UIViewControllerTransitionCoordinator`, given to `viewWillTransition(size, coordinator)`.
    static let transitionCoordinator = ScriptType.scriptObject(named: TransitionCoordinator.scriptTypeName,
                                                               methods: ScriptSession.coordinatorMethods,
                                                               fields: TransitionCoordinator.scriptKeys)

    static let touch = ScriptType.scriptObject(named: Touch.typeName, methods: ScriptSession.touchMethods, fields: Touch.scriptKeys)

    static let screen = ScriptType.scriptObject(named: ScriptScreen.typeName, fields: ScriptScreen.keys)

    static let paragraphStyle = ScriptType.scriptObject(named: ScriptParagraphStyle.typeName, fields: ScriptParagraphStyle.fields)

    /// `UIButton.Configuration`: a copy of a button's configuration (`ButtonConfigurationBox`).
    static let buttonConfiguration = ScriptType.scriptObject(named: ButtonConfigurationBox.typeName, fields: ButtonConfigurationBox.fields)

    static let rendererFormat = ScriptType.scriptObject(named: ScriptRendererFormat.typeName, fields: ScriptRendererFormat.fields)

    static let displayLink = ScriptType.scriptObject(named: ScriptDisplayLink.typeName, methods: ScriptSession.displayLinkMethods,
                                                     fields: ScriptDisplayLink.keys)

    /// `RunLoop.main`: no fields, no methods; display links are added to it.
    static let runLoop = ScriptType.scriptObject(named: ScriptRunLoop.typeName, fields: [])
}
