import Geometry
import Views

/// Gesture recognisers in scripts: their actions, their methods (`g:location(view)`,
/// `g:translation(view)`, `g:velocity(view)`, `g:setTranslation(p, view)`) and the view
/// methods that attach them.
extension ScriptSession {
    static let gestureMethods: [(String, ScriptFunction)] = [
        ("location", { s, lua throws(ScriptFailure) in
            let g = try s.receiver(GestureRecognizer.self, "location", lua)
            s.pushBox(.point(g.location(in: try s.coordinateView(2, "location", lua))), on: lua)
            return 1
        }),
    ]

    /// The methods of gesture recognisers of `type`.
    static func gestureMethods(of type: GestureRecognizer.Type) -> [(String, ScriptFunction)] {
        type is PanGestureRecognizer.Type ? panMethods : gestureMethods
    }

    static let panMethods: [(String, ScriptFunction)] = gestureMethods + [
        ("translation", { s, lua throws(ScriptFailure) in
            let g = try s.receiver(PanGestureRecognizer.self, "translation", lua)
            s.pushBox(.point(g.translation(in: try s.coordinateView(2, "translation", lua))), on: lua)
            return 1
        }),
        ("velocity", { s, lua throws(ScriptFailure) in
            let g = try s.receiver(PanGestureRecognizer.self, "velocity", lua)
            s.pushBox(.point(g.velocity(in: try s.coordinateView(2, "velocity", lua))), on: lua)
            return 1
        }),
        ("setTranslation", { s, lua throws(ScriptFailure) in
            let g = try s.receiver(PanGestureRecognizer.self, "setTranslation", lua)
            guard let p = s.point(at: 2, in: lua) else {
                throw .message("setTranslation: the translation must be a point, as in g:setTranslation(CGPoint.zero, view) (got \(lua.typeName(at: 2)))")
            }
            g.setTranslation(p, in: try s.coordinateView(3, "setTranslation", lua))
            return 0
        }),
    ]

    /// `view:addGestureRecognizer(g)` and `view:removeGestureRecognizer(g)`.
    static let gestureViewMethods: [(String, ScriptFunction)] = [
        ("addGestureRecognizer", { s, lua throws(ScriptFailure) in
            let view = try s.receiver(View.self, "addGestureRecognizer", lua)
            view.addGestureRecognizer(try s.argumentGesture(2, "addGestureRecognizer", lua))
            return 0
        }),
        ("removeGestureRecognizer", { s, lua throws(ScriptFailure) in
            let view = try s.receiver(View.self, "removeGestureRecognizer", lua)
            view.removeGestureRecognizer(try s.argumentGesture(2, "removeGestureRecognizer", lua))
            return 0
        }),
    ]

    /// The view whose coordinates a method answers in: the argument at `index`, or the
    /// scene's when it is nil or missing (UIKit's window).
    private func coordinateView(_ index: Int32, _ method: String, _ lua: Lua) throws(ScriptFailure) -> View? {
        if lua.isNil(at: index) { return nil }
        guard let view = view(at: index, in: lua) else {
            throw .message("\(method): the coordinate space must be a view or nil (got \(lua.typeName(at: index)))")
        }
        return view
    }

    private func argumentGesture(_ index: Int32, _ method: String, _ lua: Lua) throws(ScriptFailure) -> GestureRecognizer {
        guard let g = gesture(at: index, in: lua) else {
            throw .message("\(method) takes a gesture recognizer, as in view:\(method)(UITapGestureRecognizer{ action = f }) (got \(lua.typeName(at: index)))")
        }
        return g
    }

    /// `g.action = function(g) ... end`: the script function runs for each state the gesture
    /// reports; an error in it is reported and cancels the gesture.
    func setGestureAction(of recognizer: GestureRecognizer, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        guard let function = try storeHandler(at: index, of: recognizer, in: \.gestureActions, label: "action",
                                              example: "action = function(g) ... end", on: lua) else {
            recognizer.action = nil
            return
        }
        recognizer.action = { [weak self] g throws in
            guard let self else { return }
            if let failure = self.host.call(function.reference, pushArguments: { lua in
                self.pushGesture(g, on: lua)
                return 1
            }) { throw failure }
        }
    }
}
