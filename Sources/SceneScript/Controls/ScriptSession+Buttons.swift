import Raster
import Views

/// `Button{ title = "Log In", onTap = function(button) ... end }`, `button:setTitle(t, "normal")`,
/// `button:setTitleColor(c, "normal")` and `button.titleLabel`.
extension ScriptSession {
    static let buttonMethods: [(String, ScriptFunction)] = [
        ("setTitle", { s, lua throws(ScriptFailure) in
            let button = try s.receiver(Button.self, "setTitle", lua)
            try s.checkKeptLength(at: 2, key: "title", in: lua)
            guard let title = lua.string(at: 2) else {
                throw .message("setTitle takes the title text, as in button:setTitle(\"Log In\", \"normal\") (got \(lua.typeName(at: 2)))")
            }
            try s.checkControlState(at: 3, "setTitle", lua)
            try s.keeping(.string(title), forKey: "title", of: button) { button.title = title }
            return 0
        }),
        ("setTitleColor", { s, lua throws(ScriptFailure) in
            let button = try s.receiver(Button.self, "setTitleColor", lua)
            guard case .color(let color)? = try? s.propertyValue(at: 2, kind: .color(optional: false), key: "titleColor", in: lua, current: { nil }) else {
                throw .message("setTitleColor takes a colour, as in button:setTitleColor(UIColor.white, \"normal\") (got \(lua.typeName(at: 2)))")
            }
            try s.checkControlState(at: 3, "setTitleColor", lua)
            button.titleColor = color
            return 0
        }),
    ]

    /// Only the normal state has its own title and colour here; other states follow it.
    private func checkControlState(at index: Int32, _ method: String, _ lua: Lua) throws(ScriptFailure) {
        guard !lua.isNil(at: index) else { return }
        guard let state = lua.string(at: index), state == "normal" else {
            throw .message("\(method): only the \"normal\" state is supported (the pressed look is the system button's own)")
        }
    }

    func pushTapHandler(of button: Button, on lua: Lua) {
        if let function = tapHandlers[ObjectIdentifier(button)], function.owner === button {
            lua.pushReference(function.reference)
        } else {
            lua.pushNil()
        }
    }

    /// `button.onTap = function(button) ... end`: runs when a press ends on the button.
    func setTapHandler(of button: Button, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        guard let function = try storeHandler(at: index, of: button, in: \.tapHandlers, label: "onTap",
                                              example: "onTap = function(button) ... end", on: lua) else {
            button.onTap = nil
            return
        }
        button.onTap = { [weak self] button throws in
            guard let self else { return }
            if let failure = self.host.call(function.reference, pushArguments: { lua in
                self.pushView(button, on: lua)
                return 1
            }) { throw failure }
        }
    }
}
