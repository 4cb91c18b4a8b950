import Layers

/// The bound types of Core Animation's time objects: animations, timing functions and
/// presentation layers.
extension ScriptType {
    /// Every animation type (`CABasicAnimation`…).
    static func animation(named name: String) -> ScriptType {
        ScriptType(name: name, methods: ScriptSession.animationMethods,
                   get: { s, object, key, lua throws(ScriptFailure) in
                       try s.animationProperty(object as! LayerAnimation, key, on: lua)
                   },
                   set: { s, object, key, index, lua throws(ScriptFailure) in
                       try s.setAnimationProperty(object as! LayerAnimation, key, valueAt: index, on: lua)
                   },
                   describe: { object in
                       if let keyPath = (object as? PropertyAnimation)?.keyPath { return "\(name)('\(keyPath)')" }
                       return name
                   },
                   propertyNames: { object in ScriptSession.propertyNames(of: object as! LayerAnimation) })
    }

    static let timingFunction = ScriptType(
        name: TimingFunctionBox.typeName,
        get: { s, object, key, lua throws(ScriptFailure) in try s.timingFunctionField(object as! TimingFunctionBox, key, on: lua) },
        set: { _, _, _, _, _ throws(ScriptFailure) in
            throw .message("\(TimingFunctionBox.typeName) values cannot be changed; make a new one")
        },
        describe: { object in (object as! TimingFunctionBox).description },
        propertyNames: { _ in TimingFunctionBox.fields })

    static let presentation = ScriptType(
        name: PresentationLayer.typeName, methods: ScriptSession.presentationMethods + ScriptSession.keyValueMethods,
        get: { s, object, key, lua throws(ScriptFailure) in
            try s.presentationProperty(object as! PresentationLayer, key, on: lua)
        },
        set: { _, _, _, _, _ throws(ScriptFailure) in throw ScriptSession.presentationIsReadOnly },
        describe: { object in (object as! PresentationLayer).description },
        // The properties of its model's layer type.
        propertyNames: { object in
            let model = (object as! PresentationLayer).model
            return ScriptType.layer(type(of: model)).propertyNames(model)
        })
}
