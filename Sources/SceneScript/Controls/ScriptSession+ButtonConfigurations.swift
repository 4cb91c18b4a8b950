import CLua
import Views

/// UIButton.Configuration for scripts: `UIButton.Configuration.filled()` (also `.plain()`,
/// `.tinted()`, `.gray()`), or `ButtonConfiguration{ style = "filled", title = "Sign In" }`;
/// a button's `configuration`, which is nil until one is given (as UIKit's system button),
/// takes one of these or a plain table of the same fields and writes field changes back
/// (`button.configuration.showsActivityIndicator = true`, see `ButtonConfigurationBox`).
extension ScriptSession {
    /// The fields a configuration table may hold: the configuration's, and `style`.
    static let configurationTableKeys = ["style"] + ButtonConfigurationBox.fields

    /// `UIButton.Configuration.plain()` and its siblings, each a fresh configuration.
    static let configurationFunctions: [(String, ScriptFunction)] = ButtonConfiguration.Style.allCases.map { style in
        (style.rawValue, { s, lua throws(ScriptFailure) in
            s.pushConfiguration(ButtonConfiguration(style: style), on: lua)
            return 1
        })
    }

    static let buttonConfigurationNamespaces: [Namespace] = [
        // Swift's `UIButton.Configuration` is `UIButton.Configuration` here too (a constant of
        // `UIButton`); `ButtonConfiguration` is its short name, callable with a table.
        Namespace(names: [ButtonConfigurationBox.typeName], call: { s, lua throws(ScriptFailure) in
            let usage = "ButtonConfiguration takes a table of fields, as in ButtonConfiguration{ style = \"filled\", title = \"Sign In\" }"
            guard lua.top <= 2 else { throw .message(usage) }
            let configuration = lua.top == 2 && !lua.isNil(at: 2)
                ? try s.configuration(fromTableAt: 2, key: ButtonConfigurationBox.typeName, on: lua) : ButtonConfiguration(style: .plain)
            s.pushConfiguration(configuration, on: lua)
            return 1
        }, functions: configurationFunctions),
    ]

    /// Pushes `UIButton.Configuration`: a table of the four constructors, fresh on each read.
    func pushConfigurationNamespace(on lua: Lua) {
        lua.newTable(recordCount: Int32(ScriptSession.configurationFunctions.count))
        for (name, function) in ScriptSession.configurationFunctions {
            host.pushFunction(function, on: lua)
            lua.rawSet(-2, name)
        }
    }

    /// Pushes a copy of `configuration`; with `writeBack`, one that writes field changes
    /// made where it was read back through it.
    func pushConfiguration(_ configuration: ButtonConfiguration, on lua: Lua,
                           writeBack: ButtonConfigurationBox.WriteBack? = nil) {
        let box = ButtonConfigurationBox(configuration, writeBack: writeBack, readSite: writeBack == nil ? nil : lua.currentSite())
        pushNewHandle(for: box, as: .buttonConfiguration, named: ButtonConfigurationBox.typeName, on: lua)
    }

    /// `button.configuration`: nil, or a copy that writes back to the button.
    func pushConfiguration(of button: Button, on lua: Lua) {
        guard let configuration = button.configuration else { return lua.pushNil() }
        pushConfiguration(configuration, on: lua) { [weak button] changed in button?.configuration = changed }
    }

    /// `button.configuration = value`: a configuration, a table of its fields, or nil.
    func setConfiguration(of button: Button, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        if lua.isNil(at: index) {
            button.configuration = nil
        } else if let box = object(at: index, in: lua) as? ButtonConfigurationBox {
            button.configuration = box.value
        } else if lua.isTable(at: index), object(at: index, in: lua) == nil {
            button.configuration = try configuration(fromTableAt: index, key: "configuration", on: lua)
        } else {
            throw .message("'configuration' must be a UIButton.Configuration (UIButton.Configuration.filled()), a table of its fields or nil "
                           + "(got \(lua.typeName(at: index)))")
        }
    }

    /// A configuration from a table of its fields and `style` (`"plain"` when left out).
    private func configuration(fromTableAt index: Int32, key: String, on lua: Lua) throws(ScriptFailure) -> ButtonConfiguration {
        let table = lua.absolute(index)
        guard lua.isTable(at: table) else { throw .message("\(key) takes a table of fields (got \(lua.typeName(at: table)))") }
        try Arguments.checkLabels(in: table, are: ScriptSession.configurationTableKeys, of: key, on: lua)
        var configuration = ButtonConfiguration(style: .plain)
        lua.rawGet(table, "style")
        defer { lua.pop() }
        if !lua.isNil(at: lua.top) {
            let names = ButtonConfiguration.Style.allCases.map(\.rawValue)
            guard let name = lua.string(at: lua.top), let style = ButtonConfiguration.Style(rawValue: name) else {
                let given = lua.string(at: lua.top)
                throw .message(Suggestion.message("'\(given ?? lua.typeName(at: lua.top))' is not a button configuration style; use one of "
                                                  + names.map { "\"\($0)\"" }.joined(separator: ", "), for: given ?? "", in: names))
            }
            configuration.style = style
        }
        for field in ButtonConfigurationBox.fields {
            lua.rawGet(table, field)
            defer { lua.pop() }
            guard !lua.isNil(at: lua.top) else { continue }
            try ButtonConfigurationBox.set(field, of: &configuration, valueAt: lua.top, session: self, lua: lua)
        }
        return configuration
    }
}
