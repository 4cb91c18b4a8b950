import Layers
import SceneScript
import XCTest

extension SceneRuntime {
    /// The layer named `name` as it appears at the runtime's current time.
    func presented(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Layer {
        let layer = try XCTUnwrap(self.layer(named: name), "no layer named \(name)", file: file, line: line)
        return layer.presentation(at: now)
    }

    /// Advances to `t`, failing the test on a callback error.
    func run(to t: Double, file: StaticString = #filePath, line: UInt = #line) {
        do {
            try advance(to: t)
        } catch {
            XCTFail("unexpected scene error: \(error)", file: file, line: line)
        }
    }
}

/// A scene with one standalone layer named "card" (opacity 1, at {50, 50}, 100 × 100) under
/// the root view's layer, followed by `body`.
func cardScene(_ body: String) -> String {
    """
    local card = Layer{ name = "card", frame = {0, 0, 100, 100}, backgroundColor = "#f80" }
    view.layer:addSublayer(card)
    \(body)
    """
}
