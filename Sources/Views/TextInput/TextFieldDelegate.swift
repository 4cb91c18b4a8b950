/// NSRange as UITextFieldDelegate hands it: a run of the text in UTF-16 code units, as
/// Foundation counts them ("é" is one, "👍🏽" four).
public struct TextRange: Equatable, Sendable {
    public var location: Int
    public var length: Int

    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }
}

/// UITextFieldDelegate: what a text field asks and tells as it is edited. Every method is
/// optional (the defaults allow everything and hear nothing). The calls come while the text
/// field acts, so an error one throws stops that action and is reported as the scene's.
public protocol TextFieldDelegate: AnyObject {
    /// Whether the text field may become first responder.
    func textFieldShouldBeginEditing(_ textField: TextField) throws -> Bool
    /// It became first responder.
    func textFieldDidBeginEditing(_ textField: TextField) throws
    /// Whether the text field may stop being first responder.
    func textFieldShouldEndEditing(_ textField: TextField) throws -> Bool
    /// It stopped being first responder.
    func textFieldDidEndEditing(_ textField: TextField) throws
    /// Whether typing may replace the characters in `range` (UTF-16 units) with `string`
    /// (empty for a deletion); false refuses the change.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: TextRange, replacementString string: String) throws -> Bool
    /// Return was pressed; whether the text field should do what Return does (send
    /// `editingDidEndOnExit`).
    func textFieldShouldReturn(_ textField: TextField) throws -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) throws -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) throws {}
    public func textFieldShouldEndEditing(_ textField: TextField) throws -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) throws {}
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: TextRange,
                          replacementString string: String) throws -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) throws -> Bool { true }
}
