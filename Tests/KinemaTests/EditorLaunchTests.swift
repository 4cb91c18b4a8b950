import Foundation
@testable import kinema
import XCTest

/// `E`: how each editor is asked to open a line, and what happens without one or with a broken one.
final class EditorLaunchTests: XCTestCase {
    func testEachEditorFamilyGetsTheLineItsWay() {
        XCTAssertEqual(EditorLaunch(editor: "vim", file: "Scenes/A.lua", line: 12)?.arguments, ["vim", "+12", "Scenes/A.lua"])
        XCTAssertEqual(EditorLaunch(editor: "/usr/bin/nvim", file: "a.lua", line: 3)?.arguments, ["/usr/bin/nvim", "+3", "a.lua"])
        XCTAssertEqual(EditorLaunch(editor: "code --wait", file: "a.lua", line: 3)?.arguments, ["code", "--wait", "-g", "a.lua:3"])
        XCTAssertEqual(EditorLaunch(editor: "subl", file: "a.lua", line: 3)?.arguments, ["subl", "a.lua:3"])
        XCTAssertNil(EditorLaunch(editor: "  ", file: "a.lua", line: 3))
    }

    func testAnOriginSplitsAtItsLastColon() {
        XCTAssertEqual(EditorLaunch.split("Scenes/Welcome.lua:95")?.file, "Scenes/Welcome.lua")
        XCTAssertEqual(EditorLaunch.split("Scenes/Welcome.lua:95")?.line, 95)
        XCTAssertNil(EditorLaunch.split("Scenes/Welcome.lua"))
        XCTAssertNil(EditorLaunch.split("x:0"))
    }

    func testWithoutAnEditorTheLineIsPrinted() {
        XCTAssertEqual(EditorLaunch.open("Scenes/A.lua:7", environment: [:], report: { _ in XCTFail("nothing ran") }), "Scenes/A.lua:7")
        XCTAssertEqual(EditorLaunch.open("Scenes/A.lua:7", environment: ["EDITOR": ""], report: { _ in }), "Scenes/A.lua:7")
    }

    func testAnEditorThatFailsIsReportedWithTheLine() {
        let reported = expectation(description: "the failure is reported")
        let said = EditorLaunch.open("Scenes/A.lua:7", environment: ["EDITOR": "kinema-no-such-editor-\(UUID().uuidString)"]) { message in
            XCTAssertTrue(message.contains("failed"), message)
            XCTAssertTrue(message.hasSuffix("the line is Scenes/A.lua:7"), message)
            reported.fulfill()
        }
        XCTAssertTrue(said.hasPrefix("opening Scenes/A.lua:7"), said)
        wait(for: [reported], timeout: 10)
    }

    func testVisualComesBeforeEditor() {
        let ran = expectation(description: "true ran and exited 0: nothing is reported")
        ran.isInverted = true
        let said = EditorLaunch.open("a.lua:1", environment: ["VISUAL": "true", "EDITOR": "false"]) { _ in ran.fulfill() }
        XCTAssertEqual(said, "opening a.lua:1 in true")
        wait(for: [ran], timeout: 1)
    }
}
