import Foundation
@testable import SceneScript
import XCTest

/// `ScriptCatalogue` against a running scene, and the LuaLS definitions against the catalogue:
/// every name a scene can use is defined, and nothing else is.
final class LuaDefinitionsTests: XCTestCase {
    private let catalogue = ScriptCatalogue.kinema

    // MARK: Definitions ↔ catalogue

    func testDefinitionsNameEveryCatalogueNameAndNothingElse() {
        let files = Dictionary(uniqueKeysWithValues: LuaDefinitions.files(for: catalogue).map { ($0.name, $0.text) })
        let found = Self.declarations(in: files[LuaDefinitions.typesFile]! + "\n" + files[LuaDefinitions.globalsFile]!)
        let expected = expectedDeclarations()
        XCTAssertEqual(found.subtracting(expected).sorted(), [], "declared but not in the catalogue")
        XCTAssertEqual(expected.subtracting(found).sorted(), [], "in the catalogue but not declared")
        // The check can fail: a sample of what must be there, and of what must not.
        for name in ["class Layer", "field Layer.opacity", "method Layer:addSublayer", "class ShapeLayer", "field ShapeLayer.strokeEnd",
                     "method View:addSubview", "alias UIView", "global UIView", "function View.animate", "field UIViewAnimateArgs.withDuration",
                     "function delay", "global scene", "field ColorNamespace.systemBlue", "field NSObject.run"] {
            XCTAssertTrue(found.contains(name), name)
        }
        XCTAssertFalse(found.contains("field Layer.strokeEnd"))
    }

    func testLuarcIsJSONForLua54WithTheSandboxLibrariesOnly() throws {
        let text = LuaDefinitions.files(for: catalogue).first { $0.name == ".luarc.json" }!.text
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let runtime = try XCTUnwrap(json["runtime"] as? [String: Any])
        XCTAssertEqual(runtime["version"] as? String, "Lua 5.4")
        let builtin = try XCTUnwrap(runtime["builtin"] as? [String: String])
        for library in ["io", "os", "debug", "package", "basic"] { XCTAssertEqual(builtin[library], "disable", library) }
        for library in ["string", "table", "math", "utf8", "coroutine"] { XCTAssertEqual(builtin[library], "enable", library) }
        let globals = try XCTUnwrap((json["diagnostics"] as? [String: Any])?["globals"] as? [String])
        XCTAssertEqual(Set(globals), Set(catalogue.globalNames))
        for name in ["scene", "view", "delay", "class", "property", "print", "require", "UIView", "CALayer"] {
            XCTAssertTrue(globals.contains(name), name)
        }
        let base = LuaDefinitions.files(for: catalogue).first { $0.name == LuaDefinitions.baseFile }!.text
        XCTAssertTrue(base.hasPrefix("---@meta"))
        for removed in ["dofile", "loadfile", "collectgarbage", "warn"] { XCTAssertFalse(base.contains("function \(removed)("), removed) }
    }

    func testCatalogueMarksWhatAnimatesAndListsTheAnimationOptions() throws {
        let shape = try XCTUnwrap(catalogue.type(named: "ShapeLayer"))
        let animatable = Set(shape.properties.filter(\.isAnimatable).map(\.name))
        // `path` and `isHidden` animate only explicitly, and still count; names never animate.
        XCTAssertTrue(animatable.isSuperset(of: ["opacity", "position", "transform", "path", "strokeEnd", "isHidden"]))
        XCTAssertTrue(animatable.isDisjoint(with: ["name", "fillRule", "sublayers"]))
        XCTAssertFalse(try XCTUnwrap(catalogue.type(named: "View")).properties.contains(where: \.isAnimatable))
        XCTAssertTrue(Set(catalogue.animationOptions).isSuperset(of: ["curveEaseOut", "repeat", "calculationModePaced",
                                                                        "transitionFlipFromLeft"]))
    }

    // MARK: Catalogue ↔ a live session

    /// Types no scene can reach without input or a custom transition animator.
    private static let notMadeHere: Set<String> = ["UITouch", "UIViewControllerContextTransitioning", "UIViewControllerTransitionCoordinator"]

    func testCatalogueMatchesTheMetatablesAndGlobalsOfALiveSession() throws {
        let fixture = SceneFixture()
        fixture.copyAssets()
        let runtime = try fixture.load(Self.oneOfEachKind + checks())
        XCTAssertEqual(runtime.log.filter { $0.hasPrefix("FAIL") }, [], "catalogued names a live scene does not answer")
        let lua = Lua(try XCTUnwrap(runtime.session.host.state))
        lua.pushGlobals()
        defer { lua.pop() }
        // Every object's metatable: its methods are the catalogue's.
        lua.rawGet(-1, "objects")
        var seen = Set<String>()
        lua.forEachPair(in: lua.top) { _, value in
            let name = lua.typeName(at: value)
            seen.insert(name)
            guard let type = catalogue.type(named: name) else { return XCTFail("\(name) is not in the catalogue") }
            XCTAssertEqual(Set(runtime.session.methodNames(at: value, in: lua)), Set(type.methods), name)
        }
        lua.pop()
        XCTAssertEqual(seen, Set(catalogue.types.map(\.name)).subtracting(Self.notMadeHere))
        // The globals: Kinema's are the catalogue's, the rest Lua's own libraries and base.
        let kinemaGlobals = Set(lua.keyNames(of: lua.top)).subtracting(Self.luaGlobals).subtracting(["objects"])
        // (CATransform3DIdentity and CGAffineTransformIdentity are read through `__index`; `checks` reads them.)
        XCTAssertEqual(kinemaGlobals, Set(catalogue.globalNames).subtracting(ScriptSession.globalConstants))
        XCTAssertEqual(Set(lua.keyNames(of: lua.top)).intersection(Self.luaGlobals), Self.luaGlobals)
        // Each namespace table holds exactly its static functions.
        for namespace in catalogue.namespaces {
            lua.rawGet(-1, namespace.names[0])
            XCTAssertEqual(Set(lua.keyNames(of: lua.top)), Set(namespace.functions), namespace.names[0])
            lua.pop()
        }
    }

    /// Lua's globals in the sandbox (`LuaDefinitions.sandboxBaseFunctions`, the libraries, `_G`, `_VERSION`).
    private static let luaGlobals = Set(LuaDefinitions.sandboxBaseFunctions + LuaDefinitions.openLibraries + ["_G", "_VERSION"])

    /// A scene holding one object of every bound type in `objects`.
    private static let oneOfEachKind = """
        objects = {}
        local function add(x) objects[#objects + 1] = x end
        add(Layer()); add(ShapeLayer()); add(GradientLayer()); add(TextLayer()); add(TransformLayer())
        add(ReplicatorLayer()); add(EmitterLayer()); add(EmitterCell()); add(Layer():presentation())
        add(UIScrollView()); add(UIStackView()); add(UITextField()); add(UIActivityIndicatorView()); add(UIButton.Configuration.filled())
        local constrained = UIView(); view:addSubview(constrained)
        add(constrained.widthAnchor); add(constrained.widthAnchor:constraint{ equalToConstant = 1 }); add(constrained.safeAreaLayoutGuide)
        local effectView = UIVisualEffectView{ effect = UIBlurEffect("dark") }
        add(effectView); add(effectView.layer); add(View()); add(Control()); add(ImageView()); add(Label()); add(Button())
        add(scene); add(class("Thing", NSObject)())
        add(Point(1, 2)); add(Size(1, 2)); add(Rect(0, 0, 1, 1)); add(Color(1, 0, 0, 1)); add(CATransform3DIdentity)
        add(CGAffineTransform.identity); add(Path()); add(Image("tile.png")); add(UIFont.systemFont{ ofSize = 12 })
        add(CABasicAnimation()); add(CAKeyframeAnimation()); add(CASpringAnimation()); add(CAAnimationGroup())
        add(CATransition()); add(CAMediaTimingFunction("easeIn"))
        add(UITapGestureRecognizer()); add(UIPanGestureRecognizer()); add(UILongPressGestureRecognizer()); add(UIGestureRecognizer()); add(UISlider())
        add(UIViewController()); add(UINavigationController{ rootViewController = UIViewController() })
        add(UIPercentDrivenInteractiveTransition())
        local animator = UIViewPropertyAnimator{ duration = 1, animations = function() end }
        add(animator); add(animator.timingParameters); add(UISpringTimingParameters{ dampingRatio = 0.5 })
        add(UIBlurEffect("dark")); add(UIVibrancyEffect(UIBlurEffect("dark"))); add(UIScreen.main)
        add(CADisplayLink(function() end)); add(RunLoop.main)
        add(CGMutablePath()); add(UIBezierPath()); add(NSString("x")); add(NSMutableParagraphStyle())
        add(CGGradient{ colorsSpace = nil, colors = {UIColor.red.cgColor, UIColor.blue.cgColor}, locations = {0, 1} })
        local renderer = UIGraphicsImageRenderer{ size = {4, 4} }
        add(renderer); add(renderer.format)

        """

    /// Lua that reads every catalogued property of every object in `objects` (and of a drawing
    /// context while it draws) and every namespace constant, printing `FAIL …` for each that
    /// is refused as unknown.
    private func checks() -> String {
        func list(_ names: [String]) -> String { "{" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "}" }
        var lua = "local catalogue = {\n"
        for type in catalogue.types { lua += "  [\"\(type.name)\"] = \(list(type.properties.map(\.name))),\n" }
        lua += "}\n"
        lua += """
            local function check(object, label)
              local name = getmetatable(object)
              for _, key in ipairs(catalogue[name] or {}) do
                local ok, message = pcall(function() return object[key] end)
                if not ok and (tostring(message):find("no property") or tostring(message):find("no field")) then
                  print("FAIL " .. name .. "." .. key .. ": " .. tostring(message))
                end
              end
            end
            for _, object in ipairs(objects) do check(object) end
            renderer:image(function(ctx) check(ctx); check(ctx.cgContext); add(ctx); add(ctx.cgContext) end)

            """
        for namespace in catalogue.namespaces {
            for constant in namespace.constants {
                lua += "if \(namespace.names[0]).\(constant) == nil then print(\"FAIL \(namespace.names[0]).\(constant)\") end\n"
            }
        }
        for value in catalogue.values {
            lua += "if tostring(getmetatable(\(value.name))) ~= \"\(value.typeName)\" then print(\"FAIL \(value.name)\") end\n"
        }
        for name in catalogue.numberNamespaces {
            for constant in catalogue.numberConstants {
                lua += "if type(\(name).\(constant)) ~= \"number\" then print(\"FAIL \(name).\(constant)\") end\n"
            }
        }
        return lua
    }

    // MARK: Reading the definitions

    /// What the catalogue says the definitions declare, in `declarations(in:)`'s words.
    private func expectedDeclarations() -> Set<String> {
        var names = Set<String>()
        let typeNames = Set(catalogue.types.map(\.name))
        for type in catalogue.types {
            names.insert("class \(type.name)")
            for property in type.properties { names.insert("field \(type.name).\(property.name)") }
            for hook in type.hooks where !type.methods.contains(hook) { names.insert("field \(type.name).\(hook)") }
            for method in type.methods { names.insert("method \(type.name):\(method)") }
        }
        for (alias, _) in LuaDefinitions.valueAliases { names.insert("alias \(alias)") }
        for namespace in catalogue.namespaces {
            let className = LuaDefinitions.namespaceClass(namespace)
            names.insert("class \(className)")
            for constant in namespace.constants { names.insert("field \(className).\(constant)") }
            for function in namespace.functions { names.insert("function \(namespace.names[0]).\(function)") }
            for name in namespace.names {
                names.insert("global \(name)")
                if namespace.constructs != nil, !typeNames.contains(name) { names.insert("alias \(name)") }
            }
        }
        for call in catalogue.labelledCalls {
            let className = LuaDefinitions.argumentsClass(call, in: catalogue)
            names.insert("class \(className)")
            for label in call.labels { names.insert("field \(className).\(label)") }
        }
        names.insert("class \(LuaDefinitions.numberClass)")
        for constant in catalogue.numberConstants { names.insert("field \(LuaDefinitions.numberClass).\(constant)") }
        for name in catalogue.numberNamespaces + catalogue.values.map(\.name) { names.insert("global \(name)") }
        for function in catalogue.functions { names.insert("function \(function)") }
        return names
    }

    /// The declarations of LuaLS definition text: `class X`, `field X.f` (of the class declared
    /// last), `method X:m`, `function X.f`, `function f`, `global X`, `alias X`.
    static func declarations(in text: String) -> Set<String> {
        var found = Set<String>()
        var currentClass: String?
        func word(_ s: Substring) -> String { String(s.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("---@class ") {
                let name = word(line.dropFirst("---@class ".count))
                currentClass = name
                found.insert("class \(name)")
            } else if line.hasPrefix("---@field "), let currentClass {
                found.insert("field \(currentClass).\(word(line.dropFirst("---@field ".count)))")
            } else if line.hasPrefix("---@alias ") {
                found.insert("alias \(word(line.dropFirst("---@alias ".count)))")
            } else if line.hasPrefix("function ") {
                let signature = line.dropFirst("function ".count).prefix { $0 != "(" }
                if let colon = signature.firstIndex(of: ":") {
                    found.insert("method \(signature[..<colon]):\(signature[signature.index(after: colon)...])")
                } else {
                    found.insert("function \(signature)")
                }
            } else if !line.hasPrefix("-"), !line.hasPrefix("local "), let equals = line.range(of: " = ") {
                found.insert("global \(line[..<equals.lowerBound])")
            }
            if !line.hasPrefix("---@") { currentClass = nil }
        }
        return found
    }
}
