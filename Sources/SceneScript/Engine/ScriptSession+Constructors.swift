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
        let object: AnyObject
        if let layerType = ScriptSession.layerTypes[typeName] {
            object = layerType.init()
        } else if let make = ScriptSession.viewTypes[typeName] {
            object = make()
        } else if typeName == EmitterCell.typeName {
            object = EmitterCell()
        } else {
            throw .message("\(typeName) cannot be made")
        }
        if lua.top >= 2 {
            guard lua.top == 2 else { throw usage(typeName) }
            if lua.isTable(at: 2) {
                try apply(propertiesAt: 2, to: object, typeName: typeName, on: lua)
            } else if let view = object as? View, let frame = rect(at: 2, in: lua) {
                view.frame = frame  // UIView(frame:)
            } else if let view = object as? ImageView, let image = image(at: 2, in: lua) {
                view.image = image  // UIImageView(image:)
                view.frame = Rect(origin: .zero, size: view.bounds.size)
            } else {
                throw usage(typeName)
            }
        }
        if let cell = object as? EmitterCell { pushCell(cell, on: lua); return 1 }
        if let layer = object as? Layer { pushLayer(layer, on: lua) } else { pushView(object as? View, on: lua) }
        return 1
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
