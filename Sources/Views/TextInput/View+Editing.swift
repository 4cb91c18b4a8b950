extension View {
    /// UIView.endEditing(_:): the text field editing in this view's subtree (this view or a
    /// view under it) resigns, its delegate asked first unless `force`. True when no text
    /// field there edits any more.
    @discardableResult
    public func endEditing(_ force: Bool) throws -> Bool {
        guard let field = subtree.lazy.compactMap({ $0 as? TextField }).first(where: \.isEditing) else { return true }
        return try field.stopEditing(askingDelegate: !force)
    }
}
