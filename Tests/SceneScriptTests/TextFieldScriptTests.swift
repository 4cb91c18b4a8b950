import Geometry
import Layers
import SceneScript
import Views
import XCTest

/// UITextField, UIActivityIndicatorView and UIButton.Configuration in scripts: typing from an
/// events file on the scene clock, the delegate and the editing events, errors at their lines,
/// and a configuration's fields written back to its button.
final class TextFieldScriptTests: XCTestCase {
    private let fixture = SceneFixture()

    private func events(_ text: String) throws -> [InputEvent] {
        try InputEventFile.parse(text, file: "events.txt")
    }

    /// Two text fields, as the login screen of seed 000 has them, with the seed's delegate.
    private static let loginScene = """
        local username = UITextField{ name = "username", frame = {20, 100, 280, 40}, borderStyle = "roundedRect",
                                      placeholder = "Username" }
        local password = UITextField{ name = "password", frame = {20, 160, 280, 40}, borderStyle = "roundedRect",
                                      placeholder = "Password", isSecureTextEntry = true }
        view:addSubview(username)
        view:addSubview(password)
        local delegate = {
          textFieldDidBeginEditing = function(self, tf) print("begin", tf.name) end,
          textFieldDidEndEditing = function(self, tf)
            print("end", tf.name, tf.text, #tf.text < 5 and "short" or "ok")
          end,
          textFieldShouldReturn = function(self, tf)
            if tf == username then password:becomeFirstResponder() else tf:resignFirstResponder() end
            return true
          end,
        }
        username.delegate = delegate
        password.delegate = delegate
        username:addTarget(nil, function(tf) print("changed", tf.text) end, "editingChanged")
        """

    func testTypingFromAnEventsFileRunsTheDelegateAndTheTargets() throws {
        let runtime = try fixture.load(Self.loginScene)
        runtime.deliver(try events("""
            0.5 tap 100 120
            1.0 type Flyn
            1.1 type x
            1.2 key backspace
            1.3 type n
            1.5 key return
            2.0 type Welcome
            2.5 key return
            3.0 type lost
            """))
        runtime.run(to: 1.05)
        XCTAssertTrue(runtime.isEditingText)
        runtime.run(to: 4)
        XCTAssertEqual(runtime.log, [
            "begin\tusername", "changed\tFlyn", "changed\tFlynx", "changed\tFlyn", "changed\tFlynn",
            "end\tusername\tFlynn\tok", "begin\tpassword", "end\tpassword\tWelcome\tok",
        ])
        XCTAssertFalse(runtime.isEditingText, "typing after the last Return goes nowhere")
        // The password shows a dot per character.
        let passwordText = try XCTUnwrap(runtime.layer(named: "password")?.sublayers.compactMap { $0 as? TextLayer }.first)
        XCTAssertEqual(passwordText.string, "•••••••")
    }

    func testTappingElsewhereEndsEditingWhereTheSceneAsksAsUIKitScenesDo() throws {
        let runtime = try fixture.load(Self.loginScene + """

            -- UIKit's idiom: a tap on the background ends editing.
            view:addGestureRecognizer(UITapGestureRecognizer(function() view:endEditing(true) end))
            """)
        runtime.deliver(try events("0.5 tap 100 120\n1.0 type abc\n1.5 tap 100 180\n2.0 tap 100 400"))
        runtime.run(to: 3)
        XCTAssertEqual(runtime.log, [
            "begin\tusername", "changed\tabc", "end\tusername\tabc\tshort", "begin\tpassword", "end\tpassword\t\tshort",
        ])
    }

    func testTheDelegateSeesTheRangeAndMayRefuse() throws {
        let runtime = try fixture.load("""
            local tf = UITextField{ frame = {0, 0, 200, 40} }
            view:addSubview(tf)
            tf.delegate = {
              textField = function(self, field, range, string)
                print(range.location, range.length, string)
                return not string:find("%d")
              end,
            }
            print(tf:becomeFirstResponder(), tf.isFirstResponder, tf.isEditing)
            """)
        runtime.deliver(try events("1 type ab\n1.1 type 42\n1.2 key backspace\n1.3 type é"))
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["true\ttrue\ttrue", "0\t0\tab", "2\t0\t42", "1\t1\t", "1\t0\té"])
    }

    func testAnErrorInTheDelegateIsReportedAtItsLine() throws {
        let runtime = try fixture.load("""
            local tf = UITextField{ frame = {0, 0, 200, 40} }
            view:addSubview(tf)
            tf.delegate = { textFieldDidBeginEditing = function(self, f) error("no editing today") end }
            """)
        runtime.deliver(try events("0.5 tap 10 10"))
        XCTAssertThrowsError(try runtime.advance(to: 1)) { error in
            let error = error as? SceneError
            XCTAssertEqual(error?.line, 3)
            XCTAssertEqual(error?.message, "no editing today (in the text field's delegate or actions)")
        }
    }

    func testBadValuesAreErrorsAtTheirLines() {
        let cases: [(String, String)] = [
            ("local tf = UITextField()\ntf.borderStyle = \"roundRect\"\n",
             "scene.lua:2: 'roundRect' is not a valid borderStyle; use one of \"none\", \"line\", \"bezel\", \"roundedRect\"; did you mean 'roundedRect'?"),
            ("local s = UIActivityIndicatorView()\n\ns.style = \"lage\"\n",
             "scene.lua:3: 'lage' is not a valid style; use one of \"medium\", \"large\", \"white\", \"whiteLarge\", \"gray\"; did you mean 'large'?"),
            ("local s = UIActivityIndicatorView(\"huge\")\n",
             "scene.lua:1: 'huge' is not a valid style; use one of \"medium\", \"large\", \"white\", \"whiteLarge\", \"gray\""),
            ("local tf = UITextField()\ntf.delegate = 5\n",
             "scene.lua:2: 'delegate' must be a table or object with textFieldDidEndEditing(textField) and friends (got number)"),
            ("local tf = UITextField()\ntf.isEditing = true\n", "scene.lua:2: 'isEditing' is read-only"),
            ("local s = UIActivityIndicatorView()\ns.isAnimating = true\n", "scene.lua:2: 'isAnimating' is read-only"),
            ("local tf = UITextField()\ntf.placholder = \"x\"\n", "scene.lua:2: TextField has no property 'placholder'; did you mean 'placeholder'?"),
            ("view:endEditing(\"yes\")\n",
             "scene.lua:1: endEditing takes whether to force the text field to resign, as in view:endEditing(true) (got string)"),
        ]
        for (source, expected) in cases {
            let error = fixture.error(source)
            XCTAssertEqual(error.map { "scene.lua:\($0.line ?? 0): \($0.message)" }, expected, source)
            XCTAssertEqual(error?.file, fixture.path("scene.lua"))
        }
    }

    func testTheActivityIndicatorInAScene() throws {
        let runtime = try fixture.load("""
            local spinner = UIActivityIndicatorView("large")
            print(spinner.bounds.width, spinner.isAnimating, spinner.isHidden, spinner.hidesWhenStopped)
            print(spinner:intrinsicContentSize().width, UIView():intrinsicContentSize().width)
            spinner:startAnimating()
            print(spinner.isAnimating, spinner.isHidden)
            spinner.color = "red"
            print(spinner.color.red, spinner.style)
            spinner:stopAnimating()
            print(spinner.isHidden)
            local small = UIActivityIndicatorView{ style = "gray", center = {50, 50} }
            print(small.frame.minX, small.color.red)
            """)
        XCTAssertEqual(runtime.log, ["37\tfalse\ttrue\ttrue", "37\t-1", "true\tfalse", "1\tlarge", "true", "40\t0.5"])
    }

    func testAButtonsConfigurationWritesBackAsSwiftsStructDoes() throws {
        let runtime = try fixture.load("""
            local b = UIButton{ frame = {0, 0, 200, 44}, configuration = UIButton.Configuration.filled() }
            b.configuration.title = "Sign In"
            print(b.title, b.configuration.showsActivityIndicator, #b.subviews)
            b.configuration.showsActivityIndicator = true
            print(b.configuration.showsActivityIndicator, #b.subviews, b.subviews[2].isAnimating)
            local c = b.configuration
            c.showsActivityIndicator = false  -- a copy, as `var c = b.configuration!` is
            print(b.configuration.showsActivityIndicator, c.showsActivityIndicator)
            b.configuration = c
            print(b.configuration.showsActivityIndicator, b.subviews[2].isAnimating, b.subviews[2].isHidden)
            local plain = UIButton{ title = "Go" }
            print(plain.configuration)
            plain.configuration = { style = "tinted", title = "Went", baseForegroundColor = "red", imagePadding = 4 }
            print(plain.title, tostring(plain.configuration), plain.configuration.baseForegroundColor.red, plain.configuration.imagePadding)
            local made = ButtonConfiguration{ style = "gray" }
            made.baseBackgroundColor = UIColor.systemRed
            print(tostring(made), made.baseBackgroundColor.red, made.title)
            """)
        XCTAssertEqual(runtime.log, [
            "Sign In\tfalse\t1", "true\t2\ttrue", "true\tfalse", "false\tfalse\ttrue", "nil",
            "Went\tUIButton.Configuration.tinted()\t1\t4", "UIButton.Configuration.gray()\t1\tnil",
        ])
    }

    func testConfigurationErrors() {
        let cases: [(String, String)] = [
            ("local b = UIButton()\nb.configuration = 5\n",
             "scene.lua:2: 'configuration' must be a UIButton.Configuration (UIButton.Configuration.filled()), a table of its fields or nil (got number)"),
            ("local b = UIButton{ configuration = UIButton.Configuration.plain() }\nb.configuration.showsActivityIndicater = true\n",
             "scene.lua:2: UIButton.Configuration has no field 'showsActivityIndicater'; did you mean 'showsActivityIndicator'?"),
            ("local c = UIButton.Configuration.gray()\nc.showsActivityIndicator = 1\n",
             "scene.lua:2: 'showsActivityIndicator' must be true or false (got number)"),
            ("local b = UIButton()\nb.configuration = { style = \"filed\" }\n",
             "scene.lua:2: 'filed' is not a button configuration style; use one of \"plain\", \"filled\", \"tinted\", \"gray\"; did you mean 'filled'?"),
            ("local b = UIButton()\nb.configuration = { titel = \"x\" }\n", "scene.lua:2: configuration has no argument 'titel'; did you mean 'title'?"),
        ]
        for (source, expected) in cases {
            let error = fixture.error(source)
            XCTAssertEqual(error.map { "scene.lua:\($0.line ?? 0): \($0.message)" }, expected, source)
            XCTAssertEqual(error?.file, fixture.path("scene.lua"))
        }
    }
}
