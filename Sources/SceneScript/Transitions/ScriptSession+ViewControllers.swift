import Views

/// `UIViewController{ view = v, title = "..." }` and
/// `UINavigationController{ rootViewController = vc }`, with `present`, `dismiss`,
/// `pushViewController` and `popViewController`, and the transition context animators get.
extension ScriptSession {
    static let viewControllerNamespaces: [Namespace] = [
        Namespace(names: ["UIViewController", "ViewController"], call: { s, lua throws(ScriptFailure) in
            try s.makeViewController(lua, navigation: false)
        }, functions: [("init", ScriptSession.engineInit)] + viewControllerHookDefaults),
        Namespace(names: ["UINavigationController", "NavigationController"], call: { s, lua throws(ScriptFailure) in
            try s.makeViewController(lua, navigation: true)
        }),
    ]

    /// A view controller from its table of properties. A plain one without a `view` gets a new
    /// view the size of the scene; a navigation controller needs `rootViewController`.
    private func makeViewController(_ lua: Lua, navigation: Bool) throws(ScriptFailure) -> Int32 {
        let typeName = navigation ? NavigationController.typeName : ViewController.typeName
        let usage = ScriptFailure.message(navigation
            ? "\(typeName) takes a table, as in \(typeName){ rootViewController = UIViewController{ view = v } }"
            : "\(typeName) takes a table, as in \(typeName){ view = View{ frame = {0, 0, 375, 667} } }")
        guard lua.top <= 2, lua.top == 1 || (lua.isTable(at: 2) && object(at: 2, in: lua) == nil) else { throw usage }
        let keys = lua.top == 2 ? try lua.stringKeys(of: 2, orElse: { _ in usage }) : []
        let controller: ViewController
        if navigation {
            // Without a table there is no rootViewController (and no argument to read it from).
            guard lua.top == 2 else { throw .message("\(typeName){...} needs a rootViewController (a UIViewController)") }
            lua.rawGet(2, "rootViewController")
            defer { lua.pop() }
            guard let root = viewController(at: -1, in: lua) else {
                throw .message("\(typeName){...} needs a rootViewController (a UIViewController)")
            }
            guard root.navigationController == nil, root.view.superview == nil else {
                throw .message("the rootViewController is already on screen or in another navigation controller")
            }
            controller = NavigationController(rootViewController: root)
            controller.view.frame = settings.root.bounds
        } else {
            controller = ViewController(view: nil)
            controller.defaultViewFrame = settings.root.bounds
        }
        if lua.top == 2 {
            if navigation {
                for key in keys where key != "rootViewController" {
                    lua.rawGet(2, key)
                    defer { lua.pop() }
                    try controller.setScriptField(key, valueAt: lua.top, session: self, lua: lua)
                }
            } else {
                try applyViewControllerArguments(to: controller, from: 2, on: lua)
            }
        }
        pushViewController(controller, on: lua)
        return 1
    }

    /// A view controller's constructor table (`view =`, `title =`, `transitioningDelegate =`),
    /// `view` first.
    func applyViewControllerArguments(to controller: ViewController, from first: Int32, on lua: Lua) throws(ScriptFailure) {
        guard lua.top >= first, !(lua.top == first && lua.isNil(at: first)) else { return }
        let usage = ScriptFailure.message("UIViewController takes a table, as in UIViewController{ view = View{ frame = {0, 0, 375, 667} } }")
        guard lua.top == first, lua.isTable(at: first), object(at: first, in: lua) == nil else { throw usage }
        let keys = try lua.stringKeys(of: first, orElse: { _ in usage })
        for key in keys.filter({ $0 == "view" }) + keys.filter({ $0 != "view" }) {
            lua.rawGet(first, key)
            defer { lua.pop() }
            try controller.setScriptField(key, valueAt: lua.top, session: self, lua: lua)
        }
    }

    func pushViewController(_ controller: ViewController?, on lua: Lua) {
        guard let controller else { return lua.pushNil() }
        let name = type(of: controller).typeName
        pushIdentity(of: controller, as: controller.scriptType, named: name, on: lua)
    }

    func viewController(at index: Int32, in lua: Lua) -> ViewController? { object(at: index, in: lua) as? ViewController }


    func pushTransitionContext(_ context: TransitionContext, on lua: Lua) {
        pushIdentity(of: context, as: .transitionContext, named: TransitionContext.scriptTypeName, on: lua)
    }

    // MARK: Methods

    static let viewControllerMethods: [(String, ScriptFunction)] = [
        ("present", { s, lua throws(ScriptFailure) in
            let presenting = try s.receiver(ViewController.self, "present", lua)
            guard let presented = s.viewController(at: 2, in: lua) else {
                throw .message("present takes a view controller, as in vc:present(details, true) (got \(lua.typeName(at: 2)))")
            }
            let animated = try s.flag(at: 3, "present", default: true, lua)
            let completion = try s.optionalFunction(at: 4, "present", lua)
            try s.reportingRefusals { try s.timeline.screens.present(presented, from: presenting, animated: animated,
                                                                completion: completion.map(s.transitionCompletion)) }
            return 0
        }),
        ("setNeedsStatusBarAppearanceUpdate", { s, lua throws(ScriptFailure) in
            try s.receiver(ViewController.self, "setNeedsStatusBarAppearanceUpdate", lua).setNeedsStatusBarAppearanceUpdate()
            return 0
        }),
        ("dismiss", { s, lua throws(ScriptFailure) in
            let controller = try s.receiver(ViewController.self, "dismiss", lua)
            let animated = try s.flag(at: 2, "dismiss", default: true, lua)
            let completion = try s.optionalFunction(at: 3, "dismiss", lua)
            try s.reportingRefusals { try s.timeline.screens.dismiss(controller, animated: animated,
                                                                completion: completion.map(s.transitionCompletion)) }
            return 0
        }),
    ]

    static let navigationMethods: [(String, ScriptFunction)] = [
        ("pushViewController", { s, lua throws(ScriptFailure) in
            let navigation = try s.receiver(NavigationController.self, "pushViewController", lua)
            guard let controller = s.viewController(at: 2, in: lua) else {
                throw .message("pushViewController takes a view controller, as in nav:pushViewController(details, true) (got \(lua.typeName(at: 2)))")
            }
            let animated = try s.flag(at: 3, "pushViewController", default: true, lua)
            try s.reportingRefusals { try s.timeline.screens.push(controller, on: navigation, animated: animated) }
            return 0
        }),
        ("popViewController", { s, lua throws(ScriptFailure) in
            let navigation = try s.receiver(NavigationController.self, "popViewController", lua)
            let animated = try s.flag(at: 2, "popViewController", default: true, lua)
            let top = navigation.topViewController
            var popped = false
            try s.reportingRefusals { popped = try s.timeline.screens.pop(from: navigation, animated: animated) }
            s.pushViewController(popped ? top : nil, on: lua)
            return 1
        }),
    ]

    static let transitionContextMethods: [(String, ScriptFunction)] = [
        ("view", { s, lua throws(ScriptFailure) in
            let context = try s.receiver(TransitionContext.self, "view", lua)
            s.pushView(context.view(forKey: try s.side(at: 2, "view", lua)), on: lua)
            return 1
        }),
        ("viewController", { s, lua throws(ScriptFailure) in
            let context = try s.receiver(TransitionContext.self, "viewController", lua)
            s.pushViewController(context.viewController(forKey: try s.side(at: 2, "viewController", lua)), on: lua)
            return 1
        }),
        ("finalFrame", { s, lua throws(ScriptFailure) in
            let context = try s.receiver(TransitionContext.self, "finalFrame", lua)
            guard let controller = s.viewController(at: 2, in: lua) else {
                throw .message("finalFrame takes a view controller, as in ctx:finalFrame(ctx:viewController(\"to\"))")
            }
            s.pushBox(.rect(context.finalFrame(for: controller)), on: lua)
            return 1
        }),
        ("initialFrame", { s, lua throws(ScriptFailure) in
            let context = try s.receiver(TransitionContext.self, "initialFrame", lua)
            guard let controller = s.viewController(at: 2, in: lua) else {
                throw .message("initialFrame takes a view controller, as in ctx:initialFrame(ctx:viewController(\"from\"))")
            }
            s.pushBox(.rect(context.initialFrame(for: controller)), on: lua)
            return 1
        }),
        ("updateInteractiveTransition", { s, lua throws(ScriptFailure) in
            let context = try s.receiver(TransitionContext.self, "updateInteractiveTransition", lua)
            guard let percent = lua.number(at: 2), percent.isFinite else {
                throw .message("updateInteractiveTransition takes a number from 0 to 1 (got \(lua.typeName(at: 2)))")
            }
            context.updateInteractiveTransition(percent)
            return 0
        }),
        ("finishInteractiveTransition", { s, lua throws(ScriptFailure) in
            try s.receiver(TransitionContext.self, "finishInteractiveTransition", lua).finishInteractiveTransition()
            return 0
        }),
        ("cancelInteractiveTransition", { s, lua throws(ScriptFailure) in
            try s.receiver(TransitionContext.self, "cancelInteractiveTransition", lua).cancelInteractiveTransition()
            return 0
        }),
        ("pauseInteractiveTransition", { s, lua throws(ScriptFailure) in
            try s.receiver(TransitionContext.self, "pauseInteractiveTransition", lua).pauseInteractiveTransition()
            return 0
        }),
        ("completeTransition", { s, lua throws(ScriptFailure) in
            let context = try s.receiver(TransitionContext.self, "completeTransition", lua)
            guard let didComplete = lua.bool(at: 2) else {
                throw .message("completeTransition takes true or false, as in ctx:completeTransition(true) (got \(lua.typeName(at: 2)))")
            }
            context.completeTransition(didComplete)
            return 0
        }),
    ]

    /// A present or dismiss completion: the script's function as its own entry, after the code
    /// that started the transition (UIKit calls it on a later turn of the run loop).
    private func transitionCompletion(_ function: LuaFunctionReference) -> () -> Void {
        { [weak self] in self?.runEntrySoon { s in s.host.call(function.reference) { _ in 0 } } }
    }

    // MARK: Arguments

    private func side(at index: Int32, _ method: String, _ lua: Lua) throws(ScriptFailure) -> TransitionContext.Side {
        guard let name = lua.string(at: index), let side = TransitionContext.Side(rawValue: name) else {
            throw .message("\(method) takes \"from\" or \"to\", as in ctx:\(method)(\"to\")")
        }
        return side
    }

    private func flag(at index: Int32, _ method: String, default value: Bool, _ lua: Lua) throws(ScriptFailure) -> Bool {
        if lua.isNil(at: index) { return value }
        guard let flag = lua.bool(at: index) else {
            throw .message("\(method): 'animated' must be true or false (got \(lua.typeName(at: index)))")
        }
        return flag
    }

    private func optionalFunction(at index: Int32, _ method: String, _ lua: Lua) throws(ScriptFailure) -> LuaFunctionReference? {
        if lua.isNil(at: index) { return nil }
        guard lua.isFunction(at: index) else {
            throw .message("\(method): the completion must be a function or nil (got \(lua.typeName(at: index)))")
        }
        return functionReference(at: index, on: lua)
    }
}
