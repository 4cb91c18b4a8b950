import Layers

extension TextField {
    /// The key-value-coded properties of text fields (`properties` reads it).
    static let textFieldTable: [String: ViewProperty] = controlTable.merging([
        "text": .string(\TextField.text),
        "placeholder": .optionalString(\TextField.placeholder),
        "font": .font(\TextField.font),
        "textColor": .color(\TextField.textColor),
        "textAlignment": .named(\TextField.textAlignment),
        "borderStyle": .named(\TextField.borderStyle),
        "isSecureTextEntry": .bool(\TextField.isSecureTextEntry),
        "clearsOnBeginEditing": .bool(\TextField.clearsOnBeginEditing),
        "tintColor": .color(\TextField.tintColor),
        "isEditing": ViewProperty(readOnly: .bool) { .bool(($0 as! TextField).isEditing) },
        "isFirstResponder": ViewProperty(readOnly: .bool) { .bool(($0 as! TextField).isFirstResponder) },
    ]) { $1 }
}
