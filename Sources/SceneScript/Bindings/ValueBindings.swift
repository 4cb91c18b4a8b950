import Layers

/// The bound types of values (points, rects, colours, transforms, paths…).
extension ScriptType {
    /// A value type (`CGPoint`, `CGRect`, `UIColor`…): fields that read a component and, for
    /// a value read from a property, write it back (`view.center.x = 10`).
    static func value(named name: String) -> ScriptType {
        ScriptType(name: name, methods: ScriptSession.valueMethods[name] ?? [],
                   get: { s, object, key, lua throws(ScriptFailure) in try s.valueField(object as! ValueBox, key, on: lua) },
                   set: { s, object, key, index, lua throws(ScriptFailure) in
                       try s.setValueField(object as! ValueBox, key, valueAt: index, on: lua)
                   },
                   describe: { object in ValueDescription.describe((object as! ValueBox).value) },
                   propertyNames: { _ in ScriptSession.valueFieldNames[name] ?? [] })
    }
}
