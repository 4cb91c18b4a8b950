import Views

/// `UISlider{ value = 0.5, minimumValue = 0, maximumValue = 1 }` with `slider:setValue(v, animated)`;
/// its `valueChanged` targets are any control's (`slider:addTarget(target, action, "valueChanged")`).
extension ScriptSession {
    static let sliderMethods: [(String, ScriptFunction)] = [
        ("setValue", { s, lua throws(ScriptFailure) in
            let slider = try s.receiver(Slider.self, "setValue", lua)
            guard let value = lua.number(at: 2) else {
                throw .message("setValue takes a number and whether to animate, as in slider:setValue(0.5, true) (got \(lua.typeName(at: 2)))")
            }
            slider.setValue(value, animated: lua.bool(at: 3) ?? false)
            return 0
        }),
    ]
}
