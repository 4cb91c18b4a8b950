import CLua
import Views

/// A text field's `delegate` table (or class instance), called as UIKit calls
/// UITextFieldDelegate, each only if it has it: `textFieldShouldBeginEditing(textField)`,
/// `textFieldDidBeginEditing(textField)`, `textFieldShouldEndEditing(textField)`,
/// `textFieldDidEndEditing(textField)`, `textFieldShouldReturn(textField)` and
/// `textField(textField, range, string)` (Swift's `textField(_:shouldChangeCharactersIn:
/// replacementString:)`, with `range` a table `{ location =, length = }` in UTF-16 units).
/// The `should` methods allow what they return a true value for (nil and false refuse, as
/// Lua reads them). They run at once, inside the text field's action, so an error in one
/// stops that action and is reported at its line.
final class ScriptTextFieldDelegate: ScriptTableObject, TextFieldDelegate {
    func textFieldShouldBeginEditing(_ textField: TextField) throws -> Bool {
        try ask("textFieldShouldBeginEditing", textField)
    }

    func textFieldDidBeginEditing(_ textField: TextField) throws {
        try tell("textFieldDidBeginEditing", textField)
    }

    func textFieldShouldEndEditing(_ textField: TextField) throws -> Bool {
        try ask("textFieldShouldEndEditing", textField)
    }

    func textFieldDidEndEditing(_ textField: TextField) throws {
        try tell("textFieldDidEndEditing", textField)
    }

    func textFieldShouldReturn(_ textField: TextField) throws -> Bool {
        try ask("textFieldShouldReturn", textField)
    }

    func textField(_ textField: TextField, shouldChangeCharactersIn range: TextRange, replacementString string: String) throws -> Bool {
        try ask("textField", textField) { lua in
            lua.newTable(recordCount: 2)
            lua.push(range.location)
            lua.rawSet(-2, "location")
            lua.push(range.length)
            lua.rawSet(-2, "length")
            lua.push(string)
            return 2
        }
    }

    /// Calls `name(textField, ...)` if the delegate has it.
    private func tell(_ name: String, _ textField: TextField) throws(ScriptFailure) {
        guard let session, hasMethod(name) else { return }
        try call(name, pushArguments: { lua in
            session.pushView(textField, on: lua)
            return 1
        })
    }

    /// The answer of `name(textField, ...)`: true when the delegate has no such method.
    private func ask(_ name: String, _ textField: TextField, more: (Lua) -> Int32 = { _ in 0 }) throws(ScriptFailure) -> Bool {
        guard let session, hasMethod(name) else { return true }
        var answer = false
        try call(name, pushArguments: { lua in
            session.pushView(textField, on: lua)
            return 1 + more(lua)
        }, readResult: { lua, index in answer = lua_toboolean(lua.state, index) != 0 })
        return answer
    }
}
