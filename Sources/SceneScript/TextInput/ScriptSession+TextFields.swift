import CLua
import Views

/// Text fields and activity indicators as scripts see them: `UITextField{ placeholder =,
/// borderStyle = "roundedRect", ... }` with `delegate`, `becomeFirstResponder()` and
/// `resignFirstResponder()`; `UIActivityIndicatorView("large")` or
/// `UIActivityIndicatorView{ style =, color =, hidesWhenStopped = }` with `startAnimating()`
/// and `stopAnimating()`; and every view's `endEditing(force)`.
extension ScriptSession {
    static let textInputNamespaces: [Namespace] = [
        Namespace(names: ["TextField", "UITextField"], call: ScriptSession.construct,
                  functions: viewSuperclassFunctions + controlHookDefaults),
        // UIActivityIndicatorView(style) reads as UIActivityIndicatorView{ style = style }.
        Namespace(names: ["ActivityIndicatorView", "UIActivityIndicatorView"], call: { s, lua throws(ScriptFailure) in
            if lua.top == 2, lua.type(at: 2) == LUA_TSTRING {
                lua.newTable()
                lua.pushCopy(of: 2)
                lua.rawSet(-2, "style")
                lua.remove(at: 2)
            }
            return try ScriptSession.construct(s, lua)
        }, functions: viewSuperclassFunctions),
    ]

    /// The keys of `view` read and written here rather than through its key-value table.
    static func textFieldKeys(of view: View) -> [String] {
        view is TextField ? ["delegate"] : []
    }

    static let textFieldMethods: [(String, ScriptFunction)] = [
        ("becomeFirstResponder", { s, lua throws(ScriptFailure) in
            let field = try s.receiver(TextField.self, "becomeFirstResponder", lua)
            lua.push(try ScriptSession.rethrowing { try field.becomeFirstResponder() })
            return 1
        }),
        ("resignFirstResponder", { s, lua throws(ScriptFailure) in
            let field = try s.receiver(TextField.self, "resignFirstResponder", lua)
            lua.push(try ScriptSession.rethrowing { try field.resignFirstResponder() })
            return 1
        }),
    ]

    static let activityIndicatorMethods: [(String, ScriptFunction)] = [
        ("startAnimating", { s, lua throws(ScriptFailure) in
            try s.receiver(ActivityIndicatorView.self, "startAnimating", lua).startAnimating()
            return 0
        }),
        ("stopAnimating", { s, lua throws(ScriptFailure) in
            try s.receiver(ActivityIndicatorView.self, "stopAnimating", lua).stopAnimating()
            return 0
        }),
    ]

    /// UIView.endEditing(_:), on every view: the text field editing in the view's subtree
    /// resigns (asked first unless `force`); true when none edits there now.
    static let endEditingMethod: (String, ScriptFunction) = ("endEditing", { s, lua throws(ScriptFailure) in
        let view = try s.receiver(View.self, "endEditing", lua)
        let index = try s.labelledArgument(at: 2, label: "force", of: "endEditing", lua)
        guard lua.isNil(at: index) || lua.type(at: index) == LUA_TBOOLEAN else {
            throw .message("endEditing takes whether to force the text field to resign, as in view:endEditing(true) (got \(lua.typeName(at: index)))")
        }
        let force = lua.bool(at: index) ?? false
        lua.push(try ScriptSession.rethrowing { try view.endEditing(force) })
        return 1
    })

    func textFieldProperty(_ field: TextField, _ key: String, on lua: Lua) {
        pushTable(of: field.delegate as? ScriptTableObject, on: lua)
    }

    func setTextFieldProperty(_ field: TextField, _ key: String, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        field.delegate = try delegateTable(at: index, key, expected: "a table or object with textFieldDidEndEditing(textField) and friends",
                                           on: lua).map { ScriptTextFieldDelegate(session: self, table: $0) }
    }

    /// Gives a view a script made what its type needs of the scene: the clock scroll views,
    /// spinners and text fields' carets move on, the measure of text for text fields and
    /// buttons, and the scene's first responder for text fields.
    func prepare(_ view: View) {
        let measure = ScriptTextMeasure(graphics: graphics, scale: screenScale)
        switch view {
        case let scroll as ScrollView: scroll.host = timeline.host
        case let spinner as ActivityIndicatorView: spinner.host = timeline.host
        case let button as Button:
            button.host = timeline.host
            button.textMeasurer = measure
        case let field as TextField:
            field.host = timeline.host
            field.textMeasurer = measure
            field.keyboard = timeline.gestures.keyboard
        default: break
        }
    }

    /// Runs a text field's action, passing on the script's failure (a delegate's or a target's).
    static func rethrowing<T>(_ action: () throws -> T) throws(ScriptFailure) -> T {
        do { return try action() } catch let failure as ScriptFailure { throw failure } catch { throw .message("\(error)") }
    }
}
