/// What went wrong in a scene, where: the file as it was given (the scene or a file it
/// requires), the line when one is known, and a message for the person writing the scene.
public struct SceneError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int? = nil, message: String) {
        self.file = file; self.line = line; self.message = message
    }

    /// `file:line: message`, or `file: message` when there is no line.
    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
