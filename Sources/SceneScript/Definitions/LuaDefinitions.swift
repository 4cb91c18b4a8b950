import Layers

/// Lua Language Server (LuaLS, sumneko's `lua-language-server`) definition files for scenes,
/// made from `ScriptCatalogue` and nothing else:
///
/// - `kinema-types.lua`: a `---@class` per bound type with its properties as `---@field`s
///   and its methods as `function Type:method(...) end` stubs, `---@alias`es for the other
///   names of a type (`UIView` is `View`), and the tables of labelled arguments;
/// - `kinema-globals.lua`: the global tables (`UIView`, `CABasicAnimation`…) as classes of
///   their own, callable when they construct, with their static functions and constants;
///   the global functions and values (`scene`, `view`, `delay`, `class`…);
/// - `kinema-lua-base.lua`: the part of Lua's base library the sandbox keeps (the
///   configuration turns LuaLS's own off, so `dofile` and `loadfile` are unknown globals);
/// - `.luarc.json`: Lua 5.4, `io`, `os`, `debug` and `package` disabled, the scene globals.
public enum LuaDefinitions {
    public typealias File = GeneratedFile

    public static let typesFile = "kinema-types.lua"
    public static let globalsFile = "kinema-globals.lua"
    public static let baseFile = "kinema-lua-base.lua"
    public static let configurationFile = ".luarc.json"

    /// Every file, made from `catalogue`.
    public static func files(for catalogue: ScriptCatalogue = .kinema) -> [File] {
        [File(name: typesFile, text: types(catalogue)), File(name: globalsFile, text: globals(catalogue)),
         File(name: baseFile, text: luaBase), File(name: configurationFile, text: configuration(catalogue))]
    }

    // MARK: Names

    /// The class of the global table `namespace` (`UIView` and `View` are one `ViewNamespace`).
    public static func namespaceClass(_ namespace: ScriptCatalogue.Namespace) -> String { namespace.names[0] + "Namespace" }

    /// The class of the labelled table `call` takes: `UIViewAnimateArgs`, `UIViewPropertyAnimatorArgs`.
    public static func argumentsClass(_ call: ScriptCatalogue.LabelledCall, in catalogue: ScriptCatalogue) -> String {
        let owner = catalogue.namespaces.first { $0.names[0] == call.namespace }?.names.first { $0.hasPrefix("UI") || $0.hasPrefix("CA") }
            ?? call.namespace
        guard let function = call.function else { return owner + "Args" }
        return owner + function.prefix(1).uppercased() + function.dropFirst() + "Args"
    }

    /// The class of the tables of numbers (`CGFloat.pi`).
    public static let numberClass = "NumberConstants"

    /// Type aliases for the forms a value may be written in (`{x, y}` for a point).
    public static let valueAliases: [(String, String)] = [
        ("PointValue", "Point|number[]|{x: number, y: number}"),
        ("SizeValue", "Size|number[]|{width: number, height: number}"),
        ("RectValue", "Rect|number[]|{x: number, y: number, width: number, height: number}|{origin: PointValue, size: SizeValue}"),
        ("ColorValue", "Color|string"),
    ]

    // MARK: Types

    private static func types(_ catalogue: ScriptCatalogue) -> String {
        var out = header("The bound types of Kinema scenes: properties, methods and the methods a class may override.")
        for (name, type) in valueAliases { out += "---@alias \(name) \(type)\n" }
        out += "\n"
        for type in catalogue.types {
            out += "---@class \(type.name)" + (type.base.map { ": \($0)" } ?? "") + "\n"
            for property in type.properties {
                out += "---@field \(property.name) \(luaType(of: property))\n"
            }
            for hook in type.hooks where !type.methods.contains(hook) {
                out += "---@field \(hook)? fun(self: \(type.name), ...: any): any Overridable: the engine calls it on a class's instances.\n"
            }
            out += "local \(type.name) = {}\n"
            for method in type.methods {
                if type.hooks.contains(method) { out += "---Overridable: a class may define it; the engine calls it.\n" }
                out += "---@return any\nfunction \(type.name):\(method)(...) end\n"
            }
            out += "\n"
        }
        // The other names of types: `UIView` for `View`, `CGAffineTransform` for `AffineTransform`.
        let typeNames = Set(catalogue.types.map(\.name))
        for namespace in catalogue.namespaces {
            guard let constructed = namespace.constructs else { continue }
            for name in namespace.names where !typeNames.contains(name) {
                out += "---@alias \(name) \(constructed)\n"
            }
        }
        out += "\n"
        for call in catalogue.labelledCalls {
            let owner = catalogue.namespaces.first { $0.names[0] == call.namespace }?.names.last ?? call.namespace
            out += "---The labelled arguments of \(owner + (call.function.map { "." + $0 } ?? "")){...} (Swift's argument labels).\n"
            out += "---@class \(argumentsClass(call, in: catalogue))\n"
            for label in call.labels { out += "---@field \(label)? \(labelType(label))\n" }
            out += "\n"
        }
        return out
    }

    // MARK: Globals

    private static func globals(_ catalogue: ScriptCatalogue) -> String {
        var out = header("The globals of Kinema scenes.")
        for namespace in catalogue.namespaces {
            let name = namespace.names[0], className = namespaceClass(namespace)
            let calls = catalogue.labelledCalls.filter { $0.namespace == name }
            out += "---@class \(className)\n"
            if let constructed = namespace.constructs {
                if let call = calls.first(where: { $0.function == nil }) {
                    out += "---@overload fun(arguments: \(argumentsClass(call, in: catalogue))): \(constructed)\n"
                }
                out += "---@overload fun(...: any): \(constructed)\n"
            }
            // A namespace that does not construct holds constants of its own type (`UIScreen.main`, `RunLoop.main`);
            // a constant named as another namespace is that namespace (Swift's nested type
            // `UIButton.Configuration` is the table `ButtonConfiguration`).
            let constantType = namespace.constructs ?? (catalogue.type(named: name) != nil ? name : "any")
            for constant in namespace.constants {
                let nested = catalogue.namespaces.first { $0.names[0] == name + constant }
                out += "---@field \(constant) \(nested.map(namespaceClass) ?? constantType)\n"
            }
            out += "\(name) = {}\n"
            for function in namespace.functions {
                if let call = calls.first(where: { $0.function == function }) {
                    out += "---@param arguments \(argumentsClass(call, in: catalogue))\n---@overload fun(...: any): any\n"
                    out += "function \(name).\(function)(arguments) end\n"
                } else {
                    out += "---@return any\nfunction \(name).\(function)(...) end\n"
                }
            }
            for other in namespace.names.dropFirst() { out += "---@type \(className)\n\(other) = \(name)\n" }
            out += "\n"
        }
        out += "---@class \(numberClass)\n"
        for constant in catalogue.numberConstants { out += "---@field \(constant) number\n" }
        for name in catalogue.numberNamespaces { out += "---@type \(numberClass)\n\(name) = {}\n" }
        out += "\n"
        for value in catalogue.values { out += "---@type \(value.typeName)\n\(value.name) = nil\n" }
        out += "\n"
        for function in catalogue.functions {
            out += functionSignatures[function] ?? "---@return any\n"
            out += "function \(function)(\(functionParameters[function] ?? "...")) end\n"
        }
        return out
    }

    private static let functionSignatures = [
        "class": "---Makes a class built on an engine type or another class, as `class Card: UIView`.\n"
            + "---@param name string\n---@param base table\n---@return table\n",
        "property": "---Declares a property with observers, a default or a getter and setter.\n---@param spec table\n---@return table\n",
        "delay": "---Runs `action` after `seconds` of scene time.\n---@param seconds number\n---@param action fun()\n",
        "print": "---Writes a line to the scene's log.\n---@param ... any\n",
        "require": "---Loads a Lua module from the scene's folder.\n---@param name string\n---@return any\n",
    ]
    private static let functionParameters = [
        "class": "name, base", "property": "spec", "delay": "seconds, action", "require": "name",
    ]

    // MARK: Lua types

    /// The LuaLS type of a property: from its kind when the engine knows it, else from its name.
    static func luaType(of property: ScriptCatalogue.Property) -> String {
        guard let kind = property.kind else { return nameHints[property.name] ?? "any" }
        switch kind {
        case .number: return "number"
        case .bool: return "boolean"
        case .string: return "string"
        case .point: return "PointValue"
        case .size: return "SizeValue"
        case .rect: return "RectValue"
        case .transform: return "Transform3D"
        case .affineTransform: return "AffineTransform"
        case .image: return "Image?"
        case .font: return "Font|string"
        case .color(let optional): return optional ? "ColorValue?" : "ColorValue"
        case .path: return "Path|CGMutablePath|UIBezierPath|nil"
        case .numbers: return "number[]?"
        case .colors: return "ColorValue[]?"
        case .name(let names): return names.map { "\"\($0)\"" }.joined(separator: "|")
        case .names(let names): return "(" + names.map { "\"\($0)\"" }.joined(separator: "|") + ")[]"
        }
    }

    /// Types of properties the key-value tables do not describe, by name (the same name is the
    /// same kind of value on every type that has it).
    private static let nameHints = [
        "sublayers": "Layer[]", "superlayer": "Layer?", "mask": "Layer?", "emitterCells": "EmitterCell[]?",
        "layer": "Layer", "subviews": "View[]", "superview": "View?", "layout": "fun(self: View)?",
        "beginTime": "number", "duration": "number", "speed": "number", "timeOffset": "number", "repeatCount": "number",
        "repeatDuration": "number", "autoreverses": "boolean", "fillMode": "string", "delegate": "table?", "actions": "table?",
        "keyPath": "string?", "timingFunction": "CAMediaTimingFunction?", "isRemovedOnCompletion": "boolean",
        "x": "number", "y": "number", "width": "number", "height": "number", "red": "number", "green": "number",
        "blue": "number", "alpha": "number", "isEmpty": "boolean", "isIdentity": "boolean", "origin": "Point", "size": "Size",
        "minX": "number", "midX": "number", "maxX": "number", "minY": "number", "midY": "number", "maxY": "number",
        "bounds": "Rect", "boundingBox": "Rect", "boundingBoxOfPath": "Rect", "currentPoint": "Point?",
        "title": "string?", "view": "View", "state": "string", "isEnabled": "boolean", "name": "string?",
        "action": "fun(gesture: any)?", "scale": "number", "fractionComplete": "number", "isReversed": "boolean",
        "isRunning": "boolean", "containerView": "View", "onTap": "fun(button: Button)?", "titleLabel": "Label",
        "contentView": "View", "isAnimating": "boolean", "animationImages": "Image[]?", "animations": "any",
        "configuration": "ButtonConfiguration?", "showsActivityIndicator": "boolean", "baseForegroundColor": "ColorValue?",
        "baseBackgroundColor": "ColorValue?", "imagePadding": "number",
        "backgroundColor": "ColorValue?", "root": "View", "gestureRecognizers": "(UITapGestureRecognizer|UIPanGestureRecognizer|UILongPressGestureRecognizer)[]",
    ]

    /// Types of labelled arguments, by label.
    private static func labelType(_ label: String) -> String {
        switch label {
        case "animations": return "fun()"
        case "completion": return "fun(finished: boolean|string)"
        case "options": return "string|string[]"
        case "with", "from", "to": return "View"
        case "curve", "animationCurve": return "string"
        case "controlPoint1", "controlPoint2": return "PointValue"
        case "timingParameters": return "UICubicTimingParameters|UISpringTimingParameters"
        case "initialVelocity": return "number|{dx: number, dy: number}"
        default: return "number"
        }
    }

    // MARK: Files

    private static func header(_ summary: String) -> String {
        "---@meta\n-- \(summary)\n-- Generated by `kinema api --lua-defs`; do not edit: run it again after updating Kinema.\n\n"
    }

    /// Lua's base functions that scenes have: the sandbox removes `dofile`, `loadfile`,
    /// `collectgarbage` and `warn`, and gives `load` text chunks only (luashim.c).
    public static let sandboxBaseFunctions = ["assert", "error", "getmetatable", "ipairs", "load", "next", "pairs", "pcall",
                                              "rawequal", "rawget", "rawlen", "rawset", "select", "setmetatable", "tonumber",
                                              "tostring", "type", "xpcall"]

    private static let luaBase = header("Lua 5.4's base library as the scene sandbox keeps it (no dofile, loadfile, collectgarbage, warn).") + """
        ---@type table
        _G = {}
        ---@type string
        _VERSION = "Lua 5.4"

        ---@generic T
        ---@param v? T
        ---@param message? any
        ---@return T
        function assert(v, message, ...) end

        ---@param message any
        ---@param level? integer
        function error(message, level) end

        ---@param object any
        ---@return table?
        function getmetatable(object) end

        ---@generic V
        ---@param t V[]
        ---@return fun(t: V[], i?: integer): integer, V
        ---@return V[]
        ---@return integer
        function ipairs(t) end

        ---Text chunks only: the sandbox refuses binary chunks.
        ---@param chunk string|function
        ---@param chunkname? string
        ---@param mode? "t"
        ---@param env? table
        ---@return function?
        ---@return string? message
        function load(chunk, chunkname, mode, env) end

        ---@generic K, V
        ---@param t table<K, V>
        ---@param index? K
        ---@return K?
        ---@return V?
        function next(t, index) end

        ---@generic K, V
        ---@param t table<K, V>
        ---@return fun(t: table<K, V>, index?: K): K, V
        ---@return table<K, V>
        function pairs(t) end

        ---@param f function
        ---@param ... any
        ---@return boolean success
        ---@return any ...
        function pcall(f, ...) end

        ---@param v1 any
        ---@param v2 any
        ---@return boolean
        function rawequal(v1, v2) end

        ---@param t table
        ---@param index any
        ---@return any
        function rawget(t, index) end

        ---@param v table|string
        ---@return integer
        function rawlen(v) end

        ---@param t table
        ---@param index any
        ---@param value any
        ---@return table
        function rawset(t, index, value) end

        ---@param index integer|"#"
        ---@param ... any
        ---@return any
        function select(index, ...) end

        ---`__gc` metamethods are refused in scenes.
        ---@generic T: table
        ---@param t T
        ---@param metatable? table
        ---@return T
        function setmetatable(t, metatable) end

        ---@param e any
        ---@param base? integer
        ---@return number?
        function tonumber(e, base) end

        ---@param v any
        ---@return string
        function tostring(v) end

        ---@param v any
        ---@return "nil"|"number"|"string"|"boolean"|"table"|"function"|"thread"|"userdata"
        function type(v) end

        ---@param f function
        ---@param msgh function
        ---@param ... any
        ---@return boolean success
        ---@return any ...
        function xpcall(f, msgh, ...) end

        """

    /// The libraries of LuaLS's `runtime.builtin` the sandbox opens (the rest are disabled).
    public static let openLibraries = ["string", "table", "math", "utf8", "coroutine"]
    /// LuaLS's libraries the sandbox does not open; `basic` is replaced by `kinema-lua-base.lua`.
    public static let closedLibraries = ["basic", "io", "os", "debug", "package", "bit", "bit32", "ffi", "jit",
                                         "table.clear", "table.new"]

    private static func configuration(_ catalogue: ScriptCatalogue) -> String {
        func list(_ items: [String], indent: String) -> String {
            items.map { "\(indent)\"\($0)\"" }.joined(separator: ",\n")
        }
        let builtin = (openLibraries.map { ($0, "enable") } + closedLibraries.map { ($0, "disable") })
            .map { "      \"\($0.0)\": \"\($0.1)\"" }.joined(separator: ",\n")
        return """
            {
              "$schema": "https://raw.githubusercontent.com/LuaLS/vscode-lua/master/setting/schema.json",
              "runtime": {
                "version": "Lua 5.4",
                "builtin": {
            \(builtin)
                }
              },
              "diagnostics": {
                "globals": [
            \(list(catalogue.globalNames, indent: "      "))
                ]
              },
              "workspace": {
                "checkThirdParty": false
              }
            }

            """
    }
}
