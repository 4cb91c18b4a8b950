/// A file `kinema api` writes: its path in the output folder and its text.
public struct GeneratedFile: Sendable, Equatable {
    /// The path relative to the output folder (`kinema-types.lua`, `KinemaStubs/UIKit/UIKit.swift`).
    public let name: String
    public let text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
