import Geometry
import Layers
import Views

/// What a class reaches as `super` for the methods the engine calls: the engine's own
/// behaviour, or nothing for the methods that have none.
extension ScriptSession {
    /// The overridable methods of every view, as the engine does them (`super` for a class).
    static let viewHookDefaults: [(String, ScriptFunction)] = [
        ("layoutSubviews", { s, lua throws(ScriptFailure) in
            try s.receiver(View.self, "layoutSubviews", lua).layoutSubviews()
            try s.throwPendingFailure()
            return 0
        }),
        // UIView's own answer as its layer's delegate: NSNull, so nothing animates.
        doesNothing("action", on: View.self, answering: false),
        doesNothing("didMoveToSuperview", on: View.self),
        ("setNeedsDisplay", { s, lua throws(ScriptFailure) in
            try s.receiver(View.self, "setNeedsDisplay", lua).layer.setNeedsDisplay()
            return 0
        }),
        // UIView.hitTest(_:with:) for a point in the view's coordinates: during hit testing,
        // on what is on screen; otherwise on the model.
        ("hitTest", { s, lua throws(ScriptFailure) in
            let view = try s.receiver(View.self, "hitTest", lua)
            guard let point = s.point(at: 2, in: lua) else { throw .message("hitTest(point, event): expected a point (got \(lua.typeName(at: 2)))") }
            if let running = s.engineHitTests.last(where: { $0.view === view }) {
                s.pushView(running.hitTest(point), on: lua)
            } else {
                s.pushView(view.hitTest(local: point, look: view.layer, presentation: { $0 }), on: lua)
            }
            return 1
        }),
        // UIView.point(inside:with:): inside the bounds.
        ("point", { s, lua throws(ScriptFailure) in
            let view = try s.receiver(View.self, "point", lua)
            guard let point = s.point(at: 2, in: lua) else { throw .message("point(point, event): expected a point (got \(lua.typeName(at: 2)))") }
            lua.push(view.bounds.contains(point))
            return 1
        }),
        // UIView.draw(_:) draws nothing.
        doesNothing("draw", on: View.self),
        // UIView.intrinsicContentSize: the engine type's own (a label's text, an image view's
        // image; none, −1 both ways, for a plain view). Auto Layout asks a class's override.
        ("intrinsicContentSize", { s, lua throws(ScriptFailure) in
            let view = try s.receiver(View.self, "intrinsicContentSize", lua)
            // Measured as the scene draws text, whether or not the view is in a laid-out tree yet.
            s.pushBox(.size(view.engineIntrinsicContentSize(measuring: ScriptTextMeasure(graphics: s.graphics, scale: s.screenScale))), on: lua)
            return 1
        }),
        ("invalidateIntrinsicContentSize", { s, lua throws(ScriptFailure) in
            try s.receiver(View.self, "invalidateIntrinsicContentSize", lua).invalidateIntrinsicContentSize()
            return 0
        }),
        // UIView passes touches on to the next responder; here nothing else takes them.
        doesNothing("touchesBegan", on: View.self),
        doesNothing("touchesMoved", on: View.self),
        doesNothing("touchesEnded", on: View.self),
        doesNothing("touchesCancelled", on: View.self),
    ]

    /// UIControl's tracking, as UIKit does it (`super` for a control class).
    static let controlHookDefaults: [(String, ScriptFunction)] = [
        doesNothing("beginTracking", on: Control.self, answering: true),
        doesNothing("continueTracking", on: Control.self, answering: true),
        doesNothing("endTracking", on: Control.self),
        doesNothing("cancelTracking", on: Control.self),
    ]

    /// The overridable methods of every layer, as Core Animation does them.
    static let layerHookDefaults: [(String, ScriptFunction)] = [
        ("setNeedsDisplay", { s, lua throws(ScriptFailure) in
            try s.receiver(Layer.self, "setNeedsDisplay", lua).setNeedsDisplay()
            return 0
        }),
        ("layoutIfNeeded", { s, lua throws(ScriptFailure) in
            try s.receiver(Layer.self, "layoutIfNeeded", lua).layoutIfNeeded()
            try s.throwPendingFailure()
            return 0
        }),
        // CALayer.layoutSublayers() does nothing of its own.
        doesNothing("layoutSublayers", on: Layer.self),
        // CALayer.display(): draws with draw(in:) into the layer's contents.
        ("display", { s, lua throws(ScriptFailure) in
            let layer = try s.receiver(Layer.self, "display", lua)
            if let image = layer.drawContent() { layer.contents = image }
            return 0
        }),
        // CALayer.draw(in:) draws nothing.
        doesNothing("draw", on: Layer.self),
        // The class function CALayer.defaultValue(forKey:): nil, so the declared default holds.
        ("defaultValue", { _, lua throws(ScriptFailure) in
            lua.pushNil()
            return 1
        }),
        // The class function CALayer.needsDisplay(forKey:): false, so no key redraws by default.
        ("needsDisplay", { _, lua throws(ScriptFailure) in
            guard lua.string(at: 1) != nil else {
                throw .message("needsDisplay(key) is a class function: define it with a dot and call it without self "
                               + "(CALayer.needsDisplay(key)) (got \(lua.typeName(at: 1)))")
            }
            lua.push(false)
            return 1
        }),
        // CALayer.action(forKey:): the delegate, `actions`, then the default animation.
        ("action", { s, lua throws(ScriptFailure) in
            let layer = try s.receiver(Layer.self, "action", lua)
            guard let key = lua.string(at: 2) else { throw .message("action(key): the key must be a string (got \(lua.typeName(at: 2)))") }
            s.pushAction(s.timeline.host.searchAction(for: layer, forKey: key), on: lua)
            return 1
        }),
    ]

    /// UIKit's and Core Animation's name for an engine type's short name.

    /// A default that checks its receiver and does nothing, answering `answer` when given
    /// (UIView.didMoveToSuperview, UIControl.beginTracking's true…).
    static func doesNothing<T: AnyObject>(_ name: String, on type: T.Type, answering answer: Bool? = nil)
        -> (String, ScriptFunction) {
        (name, { s, lua throws(ScriptFailure) in
            _ = try s.receiver(type, name, lua)
            guard let answer else { return 0 }
            lua.push(answer)
            return 1
        })
    }
}
