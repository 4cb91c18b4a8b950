import SceneScript
import XCTest

/// What a Swift scene Kinema cannot run gets: SwiftParser's diagnostic, or the construct
/// named at its line and column, before anything runs; and no crash on hostile input.
final class SwiftSceneErrorTests: XCTestCase {
    private var runner: SwiftSceneRunner!

    override func setUpWithError() throws { runner = try SwiftSceneRunner() }
    override func tearDown() { runner.remove() }

    func testASyntaxErrorIsSwiftParsersDiagnosticAtItsLineAndColumn() {
        let message = runner.error("""
            import UIKit
            let x = (1 + 2
            """)
        XCTAssertTrue(message.contains("Scene.swift:2:"), message)
        XCTAssertTrue(message.contains("expected ')'"), message)
    }

    func testUnsupportedConstructsAreNamedBeforeAnythingRuns() {
        let async = runner.error("""
            print("runs?")
            func load() async { }
            """)
        XCTAssertTrue(async.hasSuffix("Scene.swift:2:13: 'async' functions are not supported in Kinema scenes"), async)
        let module = runner.error("import SnapKit\n")
        XCTAssertTrue(module.contains("Scene.swift:1:8: no such module 'SnapKit'"), module)
        let generic = runner.error("func first<T>(_ items: [T]) -> T { items[0] }\n")
        XCTAssertTrue(generic.contains("Scene.swift:1:11: generic functions are not supported"), generic)
        let custom = runner.error("let x = 1 <*> 2\n")
        XCTAssertTrue(custom.contains("'<*>' is not one of Swift's standard operators"), custom)
    }

    func testDeepNestingAndNonUTF8EndWithAClearError() throws {
        let deep = runner.error("let x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + "\n")
        XCTAssertTrue(deep.contains("Scene.swift:1:"), String(deep.prefix(200)))
    }

    func testAnSFSymbolWithoutAnAssetSaysWhatToAdd() {
        let message = runner.error("""
            import UIKit

            let image = UIImage(systemName: "heart.fill")
            """)
        XCTAssertTrue(message.hasSuffix("Scene.swift:3:1: no image for the SF Symbol 'heart.fill': Kinema has no SF Symbols; put heart.fill.svg or heart.fill.png in Assets/"),
                      message)
    }

    func testAFileWithMoreTopLevelNamesThanLuaHasLocalsRuns() throws {
        // Lua gives a function 200 locals; 2,000 top-level constants and a function using the last.
        let constants = (0..<2000).map { "let v\($0) = \($0) * 2" }.joined(separator: "\n")
        let runtime = try runner.run(constants + "\nfunc last() -> Int { v1999 + 1 }\nprint(v0, v1999, last())\n")
        XCTAssertEqual(runtime.log, ["0 3998 3999"])
    }
}
