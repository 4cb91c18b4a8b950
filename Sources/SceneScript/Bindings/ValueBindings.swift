import Layers

/// The bound types of values (points, rects, colours, transforms, paths…) and of the
/// objects that answer for their own fields (`ScriptObject`: gestures, animators, effects).
extension ScriptType {
    /// A value type (`CGPoint`, `CGRect`, `UIColor`…): fields that read a component and, for
    /// a value read from a property, write it back (`view.center.x = 10`).
    static func value(named name: String) -> ScriptType {
        ScriptType(name: name, methods: ScriptSession.valueMethods[name] ?? [],
                   get: { s, object, key, lua throws(ScriptFailure) in try s.valueField(object as! ValueBox, key, on: lua) },
                   set: { s, object, key, index, lua throws(ScriptFailure) in
                       try s.setValueField(object as! ValueBox, key, valueAt: index, on: lua)
                   },
                   describe: { object in ValueDescription.describe((object as! ValueBox).value) })
    }

    /// A type whose objects answer for their own fields (`ScriptObject`).
    static func scriptObject(named name: String, methods: [(String, ScriptFunction)] = [],
                             propertyNames: [String] = []) -> ScriptType {
        ScriptType(name: name, methods: methods,
                   get: { s, object, key, lua throws(ScriptFailure) in
                       try (object as! ScriptObject).scriptField(key, session: s, lua: lua)
                   },
                   set: { s, object, key, index, lua throws(ScriptFailure) in
                       try (object as! ScriptObject).setScriptField(key, valueAt: index, session: s, lua: lua)
                   },
                   describe: { object in (object as! ScriptObject).scriptDescription },
                   propertyNames: { _ in propertyNames })
    }
}
