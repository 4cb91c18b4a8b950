/// What a property animator refuses to do in its state, where UIKit raises an exception.
public struct PropertyAnimatorError: Error, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
