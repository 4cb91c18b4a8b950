/// The bound types of Core Graphics and UIKit drawing: CGMutablePath, UIBezierPath, CGContext,
/// CGGradient, NSString, UIGraphicsImageRenderer and its context. (Immutable CGPaths are
/// `Path` values, bound in ValueBindings.swift, with `ScriptSession.pathQueryMethods`.)
extension ScriptType {
    static let mutablePath = ScriptType(
        name: ScriptMutablePath.typeName,
        methods: ScriptSession.mutablePathMethods + ScriptSession.pathQueryMethods,
        get: { s, object, key, lua throws(ScriptFailure) in try s.mutablePathField(object as! ScriptMutablePath, key, on: lua) },
        set: { _, _, key, _, _ throws(ScriptFailure) in
            throw .message("CGMutablePath.\(key) cannot be set; change the path with its add… methods")
        },
        describe: { object in "CGMutablePath(\((object as! ScriptMutablePath).path.elements.count) elements)" },
        propertyNames: { _ in ScriptSession.mutablePathFields })

    static let bezierPath = ScriptType(
        name: ScriptBezierPath.typeName,
        methods: ScriptSession.bezierPathMethods,
        get: { s, object, key, lua throws(ScriptFailure) in try s.bezierPathField(object as! ScriptBezierPath, key, on: lua) },
        set: { s, object, key, index, lua throws(ScriptFailure) in
            try s.setBezierPathField(object as! ScriptBezierPath, key, valueAt: index, on: lua)
        },
        describe: { object in "UIBezierPath(\((object as! ScriptBezierPath).path.elements.count) elements)" },
        propertyNames: { _ in ScriptSession.bezierPathFields })

    static let drawingContext = ScriptType(
        name: ScriptDrawingContext.typeName,
        methods: ScriptSession.contextMethods,
        get: { s, object, key, lua throws(ScriptFailure) in try s.contextField(object as! ScriptDrawingContext, key, on: lua) },
        set: { _, _, key, _, _ throws(ScriptFailure) in
            throw .message("CGContext.\(key) cannot be set; use the context's set… methods")
        },
        describe: { object in (object as! ScriptDrawingContext).isValid ? "CGContext" : "CGContext (ended)" },
        propertyNames: { _ in ScriptSession.contextFields })

    static let gradient = ScriptType(
        name: ScriptGradient.typeName,
        get: { s, object, key, lua throws(ScriptFailure) in throw s.unknownProperty(key, of: object, on: lua) },
        set: { _, _, _, _, _ throws(ScriptFailure) in throw .message("CGGradient values cannot be changed; make a new one") },
        describe: { object in (object as! ScriptGradient).description })

    static let text = ScriptType(
        name: ScriptText.typeName,
        methods: ScriptSession.textMethods,
        get: { s, object, key, lua throws(ScriptFailure) in
            guard key == "length" else { throw s.unknownProperty(key, of: object, on: lua) }
            lua.push((object as! ScriptText).string.utf16.count)
        },
        set: { _, _, _, _, _ throws(ScriptFailure) in throw .message("NSString values cannot be changed; make a new one") },
        describe: { object in (object as! ScriptText).string },
        propertyNames: { _ in ["length"] })

    static let imageRenderer = ScriptType(
        name: ScriptImageRenderer.typeName,
        methods: ScriptSession.imageRendererMethods,
        get: { s, object, key, lua throws(ScriptFailure) in
            let renderer = object as! ScriptImageRenderer
            switch key {
            case "format":
                s.pushNewHandle(for: renderer.format.copy(), as: .rendererFormat,
                                named: ScriptRendererFormat.typeName, on: lua)
            case "bounds": s.pushBox(.rect(renderer.bounds), on: lua)
            default: throw s.unknownProperty(key, of: object, on: lua)
            }
        },
        set: { _, _, key, _, _ throws(ScriptFailure) in throw .message("UIGraphicsImageRenderer.\(key) is read-only") },
        describe: { object in
            let r = object as! ScriptImageRenderer
            return "UIGraphicsImageRenderer(\(r.bounds.width) × \(r.bounds.height) at \(r.format.scale)×)"
        },
        propertyNames: { _ in ["format", "bounds"] })

    static let rendererContext = ScriptType(
        name: ScriptRendererContext.typeName,
        methods: ScriptSession.rendererContextMethods,
        get: { s, object, key, lua throws(ScriptFailure) in try s.rendererContextField(object as! ScriptRendererContext, key, on: lua) },
        set: { _, _, key, _, _ throws(ScriptFailure) in throw .message("UIGraphicsImageRendererContext.\(key) is read-only") },
        describe: { _ in ScriptRendererContext.typeName },
        propertyNames: { _ in ["cgContext", "format", "currentImage"] })
}

extension ScriptSession {
    /// The global type tables of Core Graphics and UIKit drawing.
    static let coreGraphicsNamespaces: [Namespace] = [
        Namespace(names: ["CGMutablePath"], call: ScriptSession.mutablePathCall),
        Namespace(names: ["CGPath"], call: ScriptSession.cgPathCall),
        Namespace(names: ["UIBezierPath"], call: ScriptSession.bezierPathConstructor),
        Namespace(names: ["CGGradient"], call: ScriptSession.gradientCall),
        Namespace(names: ["NSString"], call: ScriptSession.textCall),
        Namespace(names: ["NSMutableParagraphStyle", "NSParagraphStyle"], call: ScriptSession.paragraphStyleCall),
        Namespace(names: ["UIGraphicsImageRenderer"], call: ScriptSession.imageRendererCall),
        Namespace(names: ["UIGraphicsImageRendererFormat"], call: ScriptSession.rendererFormatCall,
                  functions: ScriptSession.rendererFormatFunctions),
    ]

    /// The global functions of Core Graphics and UIKit drawing (`CGPathCreateMutable`…).
    static let coreGraphicsFunctions = cgPathFunctions + drawingFunctions
}
