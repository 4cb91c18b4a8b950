import Layers

/// Editing, as UIKit does it: becoming and resigning first responder with the delegate's
/// say, typed text and Backspace through `textField(_:shouldChangeCharactersIn:replacementString:)`
/// and `editingChanged`, Return through `textFieldShouldReturn` and `editingDidEndOnExit`.
/// The delegate's and the targets' errors come out of these methods, stopping what they did.
extension TextField {
    /// The key the caret's blink runs under.
    static let blinkKey = "UITextFieldCaretBlink"

    /// UIResponder.becomeFirstResponder(): asks the delegate, resigns the scene's first
    /// responder (which may refuse, and then this one does not begin either), begins
    /// editing (emptying the text when `clearsOnBeginEditing`) and tells the delegate, then
    /// the `editingDidBegin` targets. False when it could not; true when it is first responder.
    @discardableResult
    public func becomeFirstResponder() throws -> Bool {
        if isEditing { return true }
        guard isEnabled, try delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        if let current = keyboard?.firstResponder, current !== self {
            guard try current.resignFirstResponder() else { return false }
        }
        keyboard?.firstResponder = self
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        layoutContent()
        restartBlink()
        try delegate?.textFieldDidBeginEditing(self)
        try sendActions(for: .editingDidBegin)
        return true
    }

    /// UIResponder.resignFirstResponder(): asks the delegate, ends editing and tells the
    /// delegate, then the `editingDidEnd` targets. False when the delegate refused; true
    /// otherwise (also when the text field was not editing).
    @discardableResult
    public func resignFirstResponder() throws -> Bool {
        try stopEditing(askingDelegate: true)
    }

    /// Ends editing, asking the delegate first when `askingDelegate` (`endEditing(true)`
    /// does not ask); false when it refused.
    func stopEditing(askingDelegate: Bool) throws -> Bool {
        guard isEditing else { return true }
        if askingDelegate { guard try delegate?.textFieldShouldEndEditing(self) ?? true else { return false } }
        isEditing = false
        if keyboard?.firstResponder === self { keyboard?.firstResponder = nil }
        host?.removeAnimation(forKey: TextField.blinkKey, from: caretLayer)
        layoutContent()
        try delegate?.textFieldDidEndEditing(self)
        try sendActions(for: .editingDidEnd)
        return true
    }

    /// UIKeyInput.insertText(_:): typed (or pasted) text goes in at the end, if the
    /// delegate agrees, and the `editingChanged` targets hear of it. A line break becomes a
    /// space (the text is one line), and what would take the text past `maxLength`
    /// characters is refused, with a note. Only while editing.
    public func insertText(_ typed: String) throws {
        guard isEditing, !typed.isEmpty else { return }
        var piece = typed.contains(where: \.isNewline) ? String(typed.map { $0.isNewline ? " " : $0 }) : typed
        let room = TextField.maxLength - characterCount
        guard room > 0 else { return warnAboutLength() }
        // Counting walks the piece; a piece of a megabyte walks it once.
        if piece.count > room {
            piece = String(piece.prefix(room))
            warnAboutLength()
        }
        let range = TextRange(location: utf16Count, length: 0)
        guard try delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: piece) ?? true else { return }
        append(piece)
        changed()
        try sendActions(for: .editingChanged)
    }

    /// UIKeyInput.deleteBackward(): Backspace takes the last character away, if the delegate
    /// agrees, and the `editingChanged` targets hear of it. Only while editing.
    public func deleteBackward() throws {
        guard isEditing, let last = text.last else { return }
        let length = last.utf16.count
        let range = TextRange(location: utf16Count - length, length: length)
        guard try delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true else { return }
        removeLast()
        changed()
        try sendActions(for: .editingChanged)
    }

    /// Return: when the delegate's `textFieldShouldReturn` agrees (or there is none), the
    /// `editingDidEndOnExit` targets run, and a text field that has such targets resigns, as
    /// UIKit dismisses the keyboard for them. Only while editing.
    public func pressReturn() throws {
        guard isEditing, try delegate?.textFieldShouldReturn(self) ?? true else { return }
        try sendActions(for: .editingDidEndOnExit)
        if targets.contains(where: { $0.events.contains(.editingDidEndOnExit) }) { try resignFirstResponder() }
    }

    /// After an edit: the text lays out again and the caret shows, blinking from now.
    private func changed() {
        layoutContent()
        restartBlink()
    }

    /// Starts the caret's blink from now on the scene clock: shown for the first half of
    /// each period, hidden for the second (a discrete keyframe animation of its opacity).
    private func restartBlink() {
        guard let host else { return }
        let blink = KeyframeAnimation()
        blink.keyPath = "opacity"
        blink.values = [.number(1), .number(0)]
        blink.keyTimes = [0, 0.5, 1]
        blink.calculationMode = .discrete
        blink.timingFunction = .linear
        blink.timing.duration = TextField.blinkPeriod
        blink.timing.repeatCount = .infinity
        host.add(blink, to: caretLayer, forKey: TextField.blinkKey)
    }
}
