import Views

/// What runs later: UIKit animation calls (their labels from the catalogue's labelled calls),
/// timers and gesture handlers.
extension SceneGenerator {
    /// A labelled call of the catalogue (`UIView.animate{...}`, `UIViewPropertyAnimator{...}`)
    /// with some of its labels, each given a value for what the label means.
    mutating func viewAnimation() {
        let call = pick(fuzz.catalogue.labelledCalls)
        var fields: [String] = []
        for label in call.labels where chance(label == "animations" ? 0.9 : 0.5) {
            fields.append("\(label) = \(labelValue(label))")
        }
        let table = "{ \(fields.joined(separator: ", ")) }"
        guard let function = call.function else {
            // A constructor: keep the object (a global, set inside `pcall`) and call it now and later.
            let object = name("made")
            risky("\(object) = \(call.namespace)\(table)")
            guard let type = fuzz.catalogue.type(named: call.namespace) else { return }
            objects.append(Object(name: object, type: type))
            for _ in 0..<int(0...3) { callMethod(on: objects.last!) }
            return
        }
        risky("\(call.namespace).\(function)\(table)")
    }

    private mutating func labelValue(_ label: String) -> String {
        switch label {
        case "animations": return callback("animations") { generator in
            let view = generator.pick(generator.views)
            generator.setProperty(of: view)
        }
        case "completion": return callback("completion", parameters: "finished")
        case "options": return list(int(0...3)) { Self.quoted($0.pick($0.fuzz.catalogue.animationOptions)) }
        case "with", "from", "to": return pick(views).name
        case "curve", "animationCurve": return Self.quoted(pick(ViewAnimationCurve.allCases).rawValue)
        case "controlPoint1", "controlPoint2": return value(.point)
        case "timingParameters": return anyValue()
        default: return chance(0.9) ? number(0...2) : anyValue()
        }
    }

    /// `delay(t, fn)` with a function doing random things.
    mutating func delay() {
        let function = callback("later")
        write("delay(\(number(0...3)), \(function))")
    }

    /// A gesture recogniser of a catalogued type on a view, its handler doing random things
    /// (and calling the gesture's own methods).
    mutating func addGesture() {
        let constructor = pick(fuzz.gestures)
        let gesture = Object(name: "g", type: constructor.type)
        objects.append(gesture)
        let handler = callback("handler", parameters: "g")
        objects.removeLast()
        let named = Object(name: name("gesture"), type: constructor.type)
        lua.line("local \(named.name) = \(constructor.global){}")
        if constructor.type.properties.contains(where: { $0.name == "action" }) {
            lua.line("\(named.name).action = \(handler)")
        }
        lua.line("\(pick(views).name):addGestureRecognizer(\(named.name))")
        objects.append(named)
    }
}
