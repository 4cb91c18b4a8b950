import Layers
import Views

/// The bound types of the layer and view trees: layers, views, emitter cells, the scene and
/// the objects of classes whose base is NSObject.
extension ScriptType {
    /// Every layer type (`Layer`, `ShapeLayer`…): Core Animation's properties, the tree, time and animations.
    static func layer(_ type: Layer.Type) -> ScriptType {
        ScriptType(name: type.typeName,
                   methods: ScriptSession.layerMethods + ScriptSession.layerAnimationMethods + ScriptSession.layerHookDefaults
                       + ScriptSession.keyValueMethods,
                   get: { s, object, key, lua throws(ScriptFailure) in try s.layerProperty(object as! Layer, key, on: lua) },
                   set: { s, object, key, index, lua throws(ScriptFailure) in
                       try s.setLayerProperty(object as! Layer, key, valueAt: index, on: lua)
                   },
                   describe: { object in ScriptType.describe(type.typeName, (object as! Layer).name) },
                   propertyNames: { object in
                       Array(type.properties.keys) + ["sublayers", "superlayer", "mask"]
                           + (object is EmitterLayer ? ["emitterCells"] : []) + ScriptSession.layerTimeKeys
                           + (object as! Layer).customProperties.keys
                   })
    }

    /// Every view type: UIKit's properties, the tree, gestures, and a type's own (a button's title).
    static func view(_ view: View) -> ScriptType {
        let typeName = Swift.type(of: view).typeName
        let properties = Array(Swift.type(of: view).properties.keys)
        let ownKeys = ScriptSession.effectViewKeys(of: view) + ScriptSession.scrollViewKeys(of: view) + ScriptSession.autoLayoutViewKeys
            + ScriptSession.stackViewKeys(of: view) + ScriptSession.textFieldKeys(of: view)
            + (view is Button ? ["onTap", "titleLabel", "configuration"] : [])
        return ScriptType(name: typeName, methods: ScriptSession.methods(of: view),
                          get: { s, object, key, lua throws(ScriptFailure) in try s.viewProperty(object as! View, key, on: lua) },
                          set: { s, object, key, index, lua throws(ScriptFailure) in
                              try s.setViewProperty(object as! View, key, valueAt: index, on: lua)
                          },
                          describe: { object in ScriptType.describe(typeName, (object as! View).name) },
                          propertyNames: { _ in
                              properties + ["layer", "subviews", "superview", "layout", "gestureRecognizers"] + ownKeys
                          })
    }

    static let emitterCell = ScriptType(
        name: EmitterCell.typeName,
        get: { s, object, key, lua throws(ScriptFailure) in try s.cellProperty(object as! EmitterCell, key, on: lua) },
        set: { s, object, key, index, lua throws(ScriptFailure) in
            try s.setCellProperty(object as! EmitterCell, key, valueAt: index, on: lua)
        },
        describe: { object in ScriptType.describe(EmitterCell.typeName, (object as! EmitterCell).name) },
        propertyNames: { _ in Array(EmitterCell.properties.keys) + ["emitterCells"] })

    static let scene = ScriptType(
        name: "Scene",
        get: { s, _, key, lua throws(ScriptFailure) in try s.sceneProperty(key, on: lua) },
        set: { s, _, key, index, lua throws(ScriptFailure) in try s.setSceneProperty(key, valueAt: index, on: lua) },
        describe: { _ in "scene" },
        propertyNames: { _ in ScriptSession.sceneKeys },
        nameInMessages: "scene")

    /// An object of a class whose base is NSObject: it has only its class's fields and methods.
    static let nsObject = ScriptType(
        name: ScriptNSObject.typeName,
        methods: [("init", ScriptSession.engineInit)],
        get: { s, object, key, lua throws(ScriptFailure) in throw s.unknownProperty(key, of: object, on: lua) },
        set: { s, object, key, _, lua throws(ScriptFailure) in throw s.unknownProperty(key, of: object, on: lua) },
        describe: { _ in ScriptNSObject.typeName })

    /// "Layer 'card'", or the type name alone for an unnamed object.
    static func describe(_ typeName: String, _ name: String?) -> String {
        guard let name, !name.isEmpty else { return typeName }
        return "\(typeName) '\(name)'"
    }
}

extension Layer: ScriptBound {
    var scriptType: ScriptType { .layer(Swift.type(of: self)) }
}

extension View: ScriptBound {
    var scriptType: ScriptType { .view(self) }
}

extension EmitterCell: ScriptBound {
    var scriptType: ScriptType { .emitterCell }
}

extension SceneSettings: ScriptBound {
    var scriptType: ScriptType { .scene }
}

extension ScriptNSObject: ScriptBound {
    var scriptType: ScriptType { .nsObject }
}
