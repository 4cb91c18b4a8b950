import CLua

/// How class tables are laid out. A class is a plain table: its methods and class constants
/// as fields, and three fields of its own: its name, its base (a class or an engine type's
/// table) and the engine type it builds on. Its metatable reads missing names from the
/// base, so static members inherit as in Swift, and calling it makes an instance.
enum ScriptClasses {
    static let nameKey = "__name"
    static let baseKey = "__base"
    static let kindKey = "__kind"

    /// The engine types a script class may build on, by their short names.
    static let subclassableKinds: Set<String> = [
        "NSObject", "View", "Control", "ImageView", "Label", "Button", "VisualEffectView", "ScrollView", "StackView",
        "TextField", "ActivityIndicatorView",
        "Layer", "ShapeLayer", "GradientLayer", "TextLayer", "TransformLayer", "ReplicatorLayer", "EmitterLayer",
        "UIGestureRecognizer", "UIPanGestureRecognizer", "UITapGestureRecognizer", "UIViewController",
        "UIPercentDrivenInteractiveTransition",
    ]

    /// The engine-called methods a class may override, by engine type (short names; a type
    /// also has its bases'). Each has a default the class reaches as `Base.name(self, ...)`.
    static let hooks: [String: [String]] = [
        "NSObject": ["init", "run"],
        "View": ["layoutSubviews", "intrinsicContentSize", "action", "didMoveToSuperview", "draw", "hitTest", "point",
                 "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"],
        "Control": ["beginTracking", "continueTracking", "endTracking", "cancelTracking"],
        "Layer": ["action", "draw", "display", "needsDisplay", "defaultValue", "layoutSublayers"],
        "UIGestureRecognizer": ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "reset"],
        "UIViewController": ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
                             "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews"],
    ]

    /// True when the value at `index` is a class table made by `class(name, Base)`.
    static func isClass(at index: Int32, in lua: Lua) -> Bool {
        guard lua.isTable(at: index) else { return false }
        defer { lua.pop() }
        return lua.rawGet(index, kindKey) == LUA_TSTRING
    }

    /// A string field of the class table at `index`.
    static func field(_ key: String, ofClassAt index: Int32, in lua: Lua) -> String? {
        lua.rawGet(index, key)
        defer { lua.pop() }
        return lua.string(at: -1)
    }
}
