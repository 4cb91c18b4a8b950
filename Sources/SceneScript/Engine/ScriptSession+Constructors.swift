import CLua
import Geometry
import Layers
import Views

/// `Layer{ name = "card", frame = {0, 0, 80, 80} }`, `UIView(Rect(0, 0, 10, 10))`,
/// `ImageView{ image = Image("plane.png") }`: a new object with its initial properties.
extension ScriptSession {
    /// Properties applied before the others, in this order, so that a constructor table
    /// means the same whatever order Lua iterates it in (`frame` uses `anchorPoint`; an
    /// image view takes its image's size only when it has none).
    static let constructorOrder = ["anchorPoint", "bounds", "frame", "image", "position", "center"]

    /// The `__call` of every layer and view type's table.
    static let construct: ScriptFunction = { s, lua throws(ScriptFailure) in try s.construct(lua) }

    private func construct(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard let typeName = namespaceName(at: 1, in: lua) else { return 0 }
        guard let object = makeEngineObject(typeName) else { throw .message("\(typeName) cannot be made") }
        try applyConstructorArguments(to: object, typeName: typeName, from: 2, on: lua)
        pushObject(object, on: lua)
        return 1
    }

    /// A new object of the engine type `typeName` (a short name, as `namespaceName` gives),
    /// with no properties set; nil for a type scripts cannot make this way.
    /// Layers and views remember the scene line that made them, for the inspector.
    func makeEngineObject(_ typeName: String, layerClass: Layer.Type? = nil) -> AnyObject? {
        if let layerType = ScriptSession.layerTypes[typeName] {
            let layer = layerType.init()
            layer.creationOrigin = sceneLine
            return layer
        }
        if typeName == "View", let layerClass {
            let view = View(layerType: layerClass)
            view.layer.creationOrigin = sceneLine
            timeline.viewAnimations.noteMade(view)
            return view
        }
        if let make = ScriptSession.viewTypes[typeName] {
            let view = make()
            view.layer.creationOrigin = sceneLine
            timeline.viewAnimations.noteMade(view)
            prepare(view)
            return view
        }
        if typeName == EmitterCell.typeName { return EmitterCell() }
        if let make = ScriptSession.gestureTypes[typeName] { return make() }
        if typeName == PercentDrivenInteractiveTransition.typeName { return PercentDrivenInteractiveTransition() }
        if typeName == ViewController.typeName {
            let controller = ViewController(view: nil)
            controller.defaultViewFrame = settings.root.bounds
            return controller
        }
        return nil
    }

    /// Applies a constructor's arguments, from `first` on, to a new `object`: a table of
    /// properties, or a frame (`UIView(frame:)`) or an image (`UIImageView(image:)`).
    func applyConstructorArguments(to object: AnyObject, typeName: String, from first: Int32,
                                   on lua: Lua) throws(ScriptFailure) {
        if let recognizer = object as? GestureRecognizer {
            return try applyGestureArguments(to: recognizer, typeName: typeName, from: first, on: lua)
        }
        if let controller = object as? ViewController {
            return try applyViewControllerArguments(to: controller, from: first, on: lua)
        }
        if let interaction = object as? PercentDrivenInteractiveTransition {
            return try applyPercentDrivenArguments(to: interaction, from: first, on: lua)
        }
        // `UIView.init(self, nil)`: a frame left out (Swift's `UIView()` is `init(frame: .zero)`).
        guard lua.top >= first, !(lua.top == first && lua.isNil(at: first)) else { return }
        guard lua.top == first else { throw usage(typeName) }
        if lua.isTable(at: first) {
            try apply(propertiesAt: first, to: object, typeName: typeName, on: lua)
        } else if let view = object as? View, let frame = rect(at: first, in: lua) {
            view.frame = frame  // UIView(frame:)
        } else if let view = object as? ImageView, let image = image(at: first, in: lua) {
            view.image = image  // UIImageView(image:)
            view.frame = Rect(origin: .zero, size: view.bounds.size)
        } else {
            throw usage(typeName)
        }
    }

    /// Pushes the one Lua value of a layer, view or emitter cell.
    func pushObject(_ object: AnyObject, on lua: Lua) {
        switch object {
        case let cell as EmitterCell: pushCell(cell, on: lua)
        case let layer as Layer: pushLayer(layer, on: lua)
        case let view as View: pushView(view, on: lua)
        case let recognizer as GestureRecognizer: pushGesture(recognizer, on: lua)
        case let controller as ViewController: pushViewController(controller, on: lua)
        case let interaction as PercentDrivenInteractiveTransition:
            pushIdentity(of: interaction, as: .percentDrivenTransition, named: PercentDrivenInteractiveTransition.typeName, on: lua)
        case let instance as ScriptNSObject:
            pushIdentity(of: instance, as: .nsObject, named: ScriptNSObject.typeName, on: lua)
        default: lua.pushNil()
        }
    }

    private func usage(_ typeName: String) -> ScriptFailure {
        .message("\(typeName) takes a table of properties, as in \(typeName){ frame = {0, 0, 100, 100} }")
    }

    private func apply(propertiesAt table: Int32, to object: AnyObject, typeName: String, on lua: Lua) throws(ScriptFailure) {
        var keys = try lua.stringKeys(of: table) { key in
            ScriptFailure.message("\(typeName){...} takes property names as keys (found a \(lua.typeName(at: key)) key)")
        }
        let order = ScriptSession.constructorOrder
        keys.sort { a, b in
            let i = order.firstIndex(of: a) ?? order.count, j = order.firstIndex(of: b) ?? order.count
            return i != j ? i < j : a < b
        }
        for key in keys {
            lua.rawGet(table, key)
            defer { lua.pop() }
            if let layer = object as? Layer {
                try setLayerProperty(layer, key, valueAt: lua.top, on: lua)
            } else if let view = object as? View {
                try setViewProperty(view, key, valueAt: lua.top, on: lua)
            } else if let cell = object as? EmitterCell {
                try setCellProperty(cell, key, valueAt: lua.top, on: lua)
            }
        }
        // UIImageView(image:) puts the image at the origin; a table without geometry does too.
        if let view = object as? ImageView, keys.contains("image"),
           !keys.contains(where: { ["frame", "bounds", "center", "position"].contains($0) }) {
            view.frame = Rect(origin: .zero, size: view.bounds.size)
        }
    }
}
