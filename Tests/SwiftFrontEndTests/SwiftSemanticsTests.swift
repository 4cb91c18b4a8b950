import SceneScript
import XCTest

/// Swift's semantics in Swift scenes, against values worked out from Swift's rules by hand:
/// integer and floating-point arithmetic with literals typed as Swift infers them, traps,
/// printing, optionals, loops and branches.
final class SwiftSemanticsTests: XCTestCase {
    private var runner: SwiftSceneRunner!

    override func setUpWithError() throws { runner = try SwiftSceneRunner() }
    override func tearDown() { runner.remove() }

    func testIntegerAndFloatingPointArithmeticAreSwifts() {
        let lines = runner.printed("""
            import UIKit
            let a = 7 / 2
            let b = 7.0 / 2
            let c: CGFloat = 1 / 2
            let d = 3 / 2 * CGFloat.pi
            let e = -7 / 2
            let f = -7 % 2
            let g = Int(2.9)
            let h = Int(-2.9)
            let n = 3 / 2
            print(a, b, c, d, e, f, g, h, n)
            """)
        // 7 / 2 is 3 on Ints; 7.0 / 2 is 3.5; a CGFloat 1/2 is 0.5; 3/2 * CGFloat.pi makes the
        // literals CGFloat: 1.5π = 4.71238898038469; Swift's / and % truncate towards zero
        // (−3 and −1); Int() truncates (2 and −2); `let n = 3/2` is an Int, 1.
        XCTAssertEqual(lines, ["3 3.5 0.5 4.71238898038469 -3 -1 2 -2 1"])
    }

    func testInterpolationPrintsAsSwiftDoes() {
        XCTAssertEqual(runner.printed(#"""
            let x = 1.0
            let y = 0.1 + 0.2
            let count = 3
            print("x is \(x), y is \(y), \(count) items, \(true)")
            """#), ["x is 1.0, y is 0.30000000000000004, 3 items, true"])
    }

    func testOverflowDivisionByZeroAndNilTrapAtTheirSwiftLine() {
        let overflow = runner.error("""
            let big = 9223372036854775807
            let more = big + 1
            """)
        XCTAssertTrue(overflow.hasSuffix("Scene.swift:2:1: Fatal error: arithmetic overflow"), overflow)
        let zero = runner.error("""
            let zero = 0

            print(1 / zero)
            """)
        XCTAssertTrue(zero.hasSuffix("Scene.swift:3:1: Fatal error: Division by zero"), zero)
        let unwrap = runner.error("""
            import UIKit
            let view: UIView? = nil
            view!.alpha = 0.5
            """)
        XCTAssertTrue(unwrap.hasSuffix("Scene.swift:3:1: Fatal error: Unexpectedly found nil while unwrapping an Optional value"), unwrap)
    }

    func testAnErrorInAClosureNamesItsOwnLineAndColumn() {
        let message = runner.error("""
            import UIKit
            let box = UIView(frame: .zero)
            UIView.animate(withDuration: 1, animations: {
                box.alpha = 0.5
                    let missing: UIView? = nil
                    missing!.alpha = 1
            })
            """)
        // The trap is on line 6, its statement at column 9, inside the closure's body.
        XCTAssertTrue(message.hasSuffix("Scene.swift:6:9: Fatal error: Unexpectedly found nil while unwrapping an Optional value"), message)
    }

    func testBranchesLoopsAndOptionalBindings() {
        XCTAssertEqual(runner.printed("""
            var total = 0
            for i in 0..<4 { total += i }
            for i in 1...3 where i != 2 { total += 10 * i }
            let maybe: Int? = 5
            if let value = maybe, value > 3 { total += value } else { total = -1 }
            func grade(_ score: Int) -> String {
                switch score {
                case 90...100: return "A"
                case 80..<90: return "B"
                default: return "C"
                }
            }
            guard let sure = maybe else { fatalError() }
            var k = 0
            while k < 3 { k += 1 }
            print(total, grade(95), grade(85), grade(10), sure, k)
            """), ["51 A B C 5 3"])
        // 0+1+2+3 = 6, then 10 + 30 = 46, then 5: 51.
    }

    func testClosuresCaptureVariablesNotValues() {
        XCTAssertEqual(runner.printed("""
            var counter = 0
            let increment = { counter += 1 }
            increment()
            increment()
            let double = { (x: Int) -> Int in x * 2 }
            print(counter, double(21), [1, 2, 3].count)
            """), ["2 42 3"])
    }

    func testStructsCopyOnAssignmentPassingAndReading() {
        XCTAssertEqual(runner.printed("""
            struct Ball {
                var x = 0.0
                var speed: Double
                mutating func step() { x += speed }
                func ahead(by t: Double) -> Double { x + speed * t }
            }
            var a = Ball(speed: 2)
            var b = a
            b.step()
            func nudge(_ ball: Ball) -> Double {
                var moved = ball
                moved.step()
                return moved.x
            }
            var list = [1, 2]
            var other = list
            other.append(3)
            print(a.x, b.x, nudge(b), b.x, b.ahead(by: 0.5), list.count, other.count)
            """), ["0.0 2.0 4.0 2.0 3.0 2 3"])
        // b is a copy of a (stepped: 2, a stays 0); nudge steps its own copy (4) and b stays
        // 2; 2 + 2·0.5 = 3; the array copied on assignment keeps its 2 items.
    }

    func testEnumsWithRawValues() {
        XCTAssertEqual(runner.printed("""
            enum Direction: Int { case up = 1, down = -1 }
            let d: Direction = .down
            let e = Direction.up
            switch d {
            case .up: print("up")
            case .down: print("down", d.rawValue)
            }
            print(e == .up)
            """), ["down -1", "true"])
    }

    func testTimersAndDatesRunOnTheSceneClock() throws {
        let runtime = try runner.run("""
            import UIKit
            class Ticker: NSObject {
                var ticks = 0
                @objc func tick(_ timer: Timer) {
                    ticks += 1
                    if ticks == 3 { timer.invalidate() }
                }
            }
            let start = Date()
            let ticker = Ticker()
            Timer.scheduledTimer(timeInterval: 0.5, target: ticker, selector: #selector(Ticker.tick(_:)), userInfo: nil, repeats: true)
            var count = 0
            let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { t in
                count += 1
                print("block", count, Date().timeIntervalSince(start))
                if count == 2 { t.invalidate() }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                print("after", ticker.ticks, count, timer.isValid)
            }
            """, to: 3)
        // The block timer fires at 0.25 and 0.5 s, then is invalidated; the target's fires at
        // 0.5, 1 and 1.5 s and invalidates itself at its third; at 2 s: 3 ticks, 2 counts.
        XCTAssertEqual(runtime.log, ["block 1 0.25", "block 2 0.5", "after 3 2 false"])
    }

    func testDeferRunsAtScopeExitInReverseOrderAfterTheReturnValue() {
        XCTAssertEqual(runner.printed("""
            var log: [String] = []
            func work() -> Int {
                var value = 1
                defer { log.append("first") }
                defer { log.append("second, value \\(value)") }
                value = 2
                if value == 2 {
                    defer { log.append("inner") }
                    log.append("in if")
                }
                return value * 10
            }
            let result = work()
            print(result, log.joined(separator: ", "))
            var queue = [3, 2, 1]
            func next() -> Int? { queue.isEmpty ? nil : queue.removeLast() }
            var seen = 0
            while let item = next() { seen = seen * 10 + item }
            print(seen)
            """), ["20 in if, inner, second, value 2, first", "123"])
        // The return value (2 · 10) is worked out before the deferred code runs, the later
        // `defer` first; `while let` takes 1, 2, 3 off the end until nil.
    }

    func testArraysIndexFromZeroWithSwiftsMethodsAndTrap() {
        XCTAssertEqual(runner.printed("""
            var items = [10, 20, 30]
            items[1] = 25
            items.insert(5, at: 0)
            let doubled = items.map { $0 * 2 }
            let big = items.filter { $0 > 10 }
            print(items[0], items.count, items.first!, items.last!, doubled.joined(separator: "-"), big.count,
                  items.contains(25), items.firstIndex(of: 25)!, items.reduce(0, +), items.isEmpty)
            """), ["5 4 5 30 10-20-50-60 2 true 2 70 false"])
        let trap = runner.error("""
            let items = [1, 2, 3]
            print(items[3])
            """)
        XCTAssertTrue(trap.hasSuffix("Scene.swift:2:1: Fatal error: Index out of range"), trap)
    }

    func testLiteralArithmeticInEngineArgumentsIsFloatingPoint() throws {
        // UIColor(red:green:blue:alpha:) takes CGFloats, so 94/255 is 0.36862745098039218 there,
        // while the scene's own Int function keeps integer division: 7/2 is 3.
        let runtime = try runner.run("""
            import UIKit
            func half(_ n: Int) -> Int { n }
            let color = UIColor(red: 94/255, green: 0, blue: 1/2, alpha: 1)
            let layer = CALayer()
            layer.backgroundColor = color.cgColor
            print(half(7/2))
            print(CGRect(x: 1/2, y: 0, width: 3/2, height: 1).width)
            """)
        XCTAssertEqual(runtime.log, ["3", "1.5"])
    }

    func testPrintSeparatesItemsAsSwiftDoes() {
        XCTAssertEqual(runner.printed("""
            print(1, 2.5, "a")
            print(1, 2, separator: ", ")
            print("done", terminator: "")
            """), ["1 2.5 a", "1, 2", "done"])
    }

    func testAnEngineEnumsRawValueIsItsName() {
        XCTAssertEqual(runner.printed("""
            import UIKit
            func show(_ curve: CALayerCornerCurve) { print(curve.rawValue) }
            show(.continuous)
            let name: CAMediaTimingFunctionName = .easeOut
            print(name.rawValue)
            """), ["continuous", "easeOut"])
    }

    func testEngineNumbersAreCGFloatsAndItsIntPropertiesInts() {
        // UIKit's geometry, alpha and font sizes are CGFloat (whole ones print `100.0`);
        // `tag` and `instanceCount` are Int (`7`, `3`), and index arrays.
        XCTAssertEqual(runner.printed("""
            import UIKit
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            v.tag = 7
            v.tag += 1
            let label = UILabel()
            label.font = .boldSystemFont(ofSize: 20)
            let r = CAReplicatorLayer()
            r.instanceCount = 3
            let names = ["a", "b", "c"]
            print(v.frame.width, v.alpha, v.center.x, label.font.pointSize, v.tag, r.instanceCount, names[r.instanceCount - 1])
            """), ["100.0 1.0 50.0 20.0 8 3 c"])
    }

    func testTheScenesNamesHideNoneOfTheLuaTranslatedCodeUses() throws {
        // The book's delay(seconds:completion:) helper, and locals named as Lua's libraries.
        let runtime = try runner.run("""
            import UIKit
            func delay(seconds: Double, completion: @escaping () -> Void) {
                DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: completion)
            }
            let table = UIView()
            var string = "text"
            let type = 3
            func math(_ x: Int) -> Int { x * 2 }
            delay(seconds: 1) { print("later", string) }
            print(type, math(type), 7 / 2)
            """, to: 2)
        XCTAssertEqual(runtime.log, ["3 6 3", "later text"])
    }

    func testIsAndConditionalCastsTestTheTypeAndAFailedForcedCastTraps() throws {
        let source = """
            import UIKit
            class Card: UIView {}
            class Special: Card {}
            let layer: CALayer = CAShapeLayer()
            print(Special() is Card, Card() is Special, UILabel() is UIView, layer is CAShapeLayer, layer is CAGradientLayer)
            if let shape = layer as? CAShapeLayer { print("shape", shape.lineWidth) }
            let gradient = layer as? CAGradientLayer
            print(gradient == nil, 3 is Int, 2.5 is Int, "s" is String)
            let view: UIView = UIView()
            let label = view as! UILabel
            """
        // A subclass is its base's kind, not the other way round; a shape layer's default
        // lineWidth is 1.0; a forced cast to the wrong class traps at its line.
        let message = runner.error(source)
        XCTAssertTrue(message.hasSuffix("Scene.swift:10:1: Could not cast value of type 'UIView' to 'UILabel'"), message)
        let lines = source.components(separatedBy: "\n").dropLast().joined(separator: "\n")
        XCTAssertEqual(runner.printed(lines), ["true false true true false", "shape 1.0", "true true false true"])
    }

    func testTuplesAndDictionariesAsSwiftHasThem() {
        // Swift's own output, but for the dictionary's order, which Swift leaves unspecified
        // and Kinema keeps as the keys were added, so a scene runs the same every time.
        XCTAssertEqual(runner.printed("""
            import UIKit
            func minMax(_ values: [Int]) -> (min: Int, max: Int) {
                var low = values[0], high = values[0]
                for v in values { if v < low { low = v }; if v > high { high = v } }
                return (low, high)
            }
            let bounds = minMax([3, 9, -2, 7])
            print(bounds.min, bounds.max, bounds.0, bounds)
            let (a, b) = (1, "two")
            var x = 1, y = 2
            (x, y) = (y, x)
            print(a, b, x, y)
            var scores: [String: Int] = ["ann": 3, "bo": 5]
            scores["cy"] = 1
            scores["ann", default: 0] += 10
            scores["dee", default: 0] += 1
            print(scores.count, scores["ann"]!, scores["zed"] == nil, scores)
            for (name, score) in scores where score > 2 { print(name, score) }
            scores.removeValue(forKey: "bo")
            print(scores.keys, scores.values, scores.isEmpty)
            let colors: [String: UIColor] = ["a": .red]
            print(colors.count, [1, 2], ["x"], (1.5, true))
            """), [
            "-2 9 -2 (min: -2, max: 9)",
            "1 two 2 1",
            "4 13 true [\"ann\": 13, \"bo\": 5, \"cy\": 1, \"dee\": 1]",
            "ann 13", "bo 5",
            "[\"ann\", \"cy\", \"dee\"] [13, 1, 1] false",
            "1 [1, 2] [\"x\"] (1.5, true)",
        ])
    }

    func testEnumsWithAssociatedValuesMethodsAndSwitchPatterns() {
        // .left is 3π/2 and its opposite .right π/2; CGFloat and Double associated values print
        // as floating point; patterns bind associated values and tuple elements, with `where`.
        XCTAssertEqual(runner.printed("""
            import UIKit
            enum Direction: CaseIterable {
                case up, down, left, right
                var angle: CGFloat {
                    switch self {
                    case .up: return 0
                    case .right: return .pi / 2
                    case .down: return .pi
                    case .left: return 3 * .pi / 2
                    }
                }
                func opposite() -> Direction {
                    switch self {
                    case .up: return .down
                    case .down: return .up
                    case .left: return .right
                    case .right: return .left
                    }
                }
                static let start = Direction.up
            }
            enum Action {
                case move(dx: CGFloat, dy: CGFloat)
                case fade(to: CGFloat)
                case wait(Double)
                case stop
                func describe() -> String {
                    switch self {
                    case .move(let dx, 0): return "move across by \\(dx)"
                    case let .move(dx, dy) where dx == dy: return "move diagonally by \\(dx)"
                    case .move(_, let dy): return "move by dy \\(dy)"
                    case .fade(to: let alpha): return "fade to \\(alpha)"
                    case .wait(let seconds): return "wait \\(seconds)"
                    case .stop: return "stop"
                    }
                }
            }
            let d: Direction = .left
            print(d.angle, d.opposite(), Direction.start, Direction.allCases.count, d.opposite().angle)
            let actions: [Action] = [.move(dx: 5, dy: 0), .move(dx: 2, dy: 2), Action.move(dx: 1, dy: 3), .fade(to: 0.5), .wait(2), .stop]
            for action in actions { print(action.describe()) }
            let point = (3, 0)
            switch point {
            case (0, 0): print("origin")
            case (let x, 0): print("on the x axis at", x)
            case let (x, y) where x == y: print("diagonal")
            default: print("elsewhere")
            }
            switch 7 {
            case let n where n > 5: print("big", n)
            default: print("small")
            }
            """), [
            "4.71238898038469 right up 4 1.5707963267948966",
            "move across by 5.0", "move diagonally by 2.0", "move by dy 3.0", "fade to 0.5", "wait 2.0", "stop",
            "on the x axis at 3", "big 7",
        ])
    }

    func testStrideZipAndSets() {
        // stride counts start + n · step (to: stops before the end, through: may reach it);
        // zip stops at the shorter; a set keeps each member once (in the order added, where
        // Swift leaves the order unspecified).
        XCTAssertEqual(runner.printed("""
            import UIKit
            var xs: [Int] = []
            for i in stride(from: 0, to: 10, by: 3) { xs.append(i) }
            let down = Array(stride(from: 10, through: 0, by: -5))
            var fs: [CGFloat] = []
            for t in stride(from: 0.0, through: 1.0, by: 0.25) { fs.append(t) }
            print(xs, down, fs)
            for (name, n) in zip(["a", "b", "c"], [1, 2]) { print(name, n) }
            var seen = Set<String>()
            var numbers: Set<Int> = [3]
            numbers.insert(4)
            print(numbers)
            seen.insert("x"); seen.insert("y"); seen.insert("x")
            print(seen.count, seen.contains("y"), seen.contains("z"))
            for s in seen { print(s) }
            var empty: Set<Int> = []
            print(empty.isEmpty)
            """), ["[0, 3, 6, 9] [10, 5, 0] [0.0, 0.25, 0.5, 0.75, 1.0]", "a 1", "b 2", "Set([3, 4])", "2 true false", "x", "y", "true"])
    }

    func testStructComputedPropertiesAndJumpsOutOfBlocksWithDefer() {
        // diameter 2r = 20.0; area set to 4π makes the radius √4 = 2.0; `continue`, a
        // switch's `break` and the loop's `break` each run the deferred code they leave.
        XCTAssertEqual(runner.printed("""
            import UIKit
            struct Ring {
                var radius: CGFloat
                var lineWidth: CGFloat = 4
                var diameter: CGFloat { radius * 2 }
                var area: CGFloat {
                    get { .pi * radius * radius }
                    set { radius = (newValue / .pi).squareRoot() }
                }
                static let unit = Ring(radius: 1)
                func scaled(by k: CGFloat) -> Ring { Ring(radius: radius * k, lineWidth: lineWidth) }
            }
            var r = Ring(radius: 10)
            print(r.diameter, Ring.unit.radius, r.scaled(by: 2).diameter)
            r.area = .pi * 4
            print(r.radius)
            for i in 0..<4 {
                defer { print("leaving", i) }
                if i == 0 { continue }
                switch i {
                case 1: defer { print("case", i) }; break
                default: break
                }
                if i == 2 { break }
            }
            """), ["20.0 1.0 40.0", "2.0", "leaving 0", "case 1", "leaving 1", "leaving 2"])
    }

    func testNestedTypesInoutStringsAndWeakSelf() throws {
        let runtime = try runner.run("""
            import UIKit
            class Controller: UIViewController {
                enum State { case idle, running }
                struct Config { var speed: CGFloat = 2 }
                var state = State.idle
                var config = Config()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    DispatchQueue.main.async { [weak self] in
                        guard let self = self else { return }
                        self.state = .running
                        print("state", self.state, self.config.speed, Controller.State.idle)
                    }
                }
            }
            func bump(_ x: inout Int, by step: Int = 1) -> Bool { x += step; return x > 2 }
            var n = 1
            bump(&n, by: 2)
            var a = "left", b = "right"
            swap(&a, &b)
            let word = "Kinema"
            print(n, a, b, word.count, word.uppercased(), word.hasPrefix("Ki"), word.isEmpty, "\\(word)!")
            print("a-b-c".components(separatedBy: "-"), "  x ".trimmingCharacters(in: .whitespaces), "aXa".replacingOccurrences(of: "a", with: "b"))
            let names = ["b", "a"].sorted()
            print(names, names.map { $0.uppercased() }.joined(separator: "-"))
            """, to: 1)
        XCTAssertEqual(runtime.log, ["3 right left 6 KINEMA true false Kinema!", "[\"a\", \"b\", \"c\"] x bXb",
                                     "[\"a\", \"b\"] A-B", "state running 2.0 idle"])
    }

    func testOperatorsTheScenesTypesImplement() {
        // V(1) + V(2) + V(0.5) is 3.5, equal to V(3.5) by the struct's own ==; (1, 2) + (10, 20)
        // is (11, 22), times 2 is x 22; numbers keep Swift's own + (7, and 3.5).
        XCTAssertEqual(runner.printed("""
            import UIKit
            struct V: Equatable { var x: CGFloat
                static func + (a: V, b: V) -> V { V(x: a.x + b.x) }
                static func == (a: V, b: V) -> Bool { a.x == b.x }
            }
            extension CGPoint {
                static func + (left: CGPoint, right: CGPoint) -> CGPoint {
                    return CGPoint(x: left.x + right.x, y: left.y + right.y)
                }
                static func * (point: CGPoint, scalar: CGFloat) -> CGPoint { CGPoint(x: point.x * scalar, y: point.y * scalar) }
            }
            var total = V(x: 1) + V(x: 2)
            total = total + V(x: 0.5)
            let p = CGPoint(x: 1, y: 2) + CGPoint(x: 10, y: 20)
            let q = p * 2
            print(total.x, V(x: 3.5) == total, p.x, p.y, q.x, 3 + 4, 1.5 + 2)
            """), ["3.5 true 11.0 22.0 22.0 7 3.5"])
    }

    func testLiteralArgumentsTakeTheScenesDeclaredParameterTypes() {
        // Swift types a literal argument by the parameter it is passed to: move(by: 3/2) with
        // `by step: CGFloat` is 1.5 (doubled, 3.0); count(7/2) with an Int is 3; shift(5/2) with
        // a Double is 2.5; Pad(inset: 7/2) is 3.5; half(7/2, of: 5/2) is 3/2 + 2.5/4 = 2.125;
        // and `.red` passed as, or compared with, a UIColor is UIColor's red.
        XCTAssertEqual(runner.printed("""
            import UIKit
            func move(by step: CGFloat) -> CGFloat { return step * 2 }
            func count(_ n: Int) -> Int { n }
            class Mover { func shift(_ d: Double) -> Double { d } }
            struct Pad { var inset: CGFloat; init(inset: CGFloat) { self.inset = inset } }
            func half(_ n: Int, of total: Double) -> Double { Double(n) / 2 + total / 4 }
            func describe(_ c: UIColor) -> String { c == .red ? "red" : "other" }
            print(move(by: 3/2), count(7/2), Mover().shift(5/2), Pad(inset: 7/2).inset, half(7/2, of: 5/2), describe(.red), describe(.blue))
            """), ["3.0 3 2.5 3.5 2.125 red other"])
    }

    func testOperatorFunctionsAtTheTopLevel() {
        // Tutorials' CGPoint helpers: p = (1, 2) + (10, 20) = (11, 22), += (1, 1) is (12, 23);
        // q = 2 * p - (4, 6) = (24, 46) - (4, 6) = (20, 40); r = -q * 0.5 = (-10, -20). Numbers
        // keep Swift's own: n += 4 is 7, d *= 2 is 3.0, 2 * 3 is 6, -n is -7.
        XCTAssertEqual(runner.printed("""
            import UIKit
            func + (left: CGPoint, right: CGPoint) -> CGPoint { CGPoint(x: left.x + right.x, y: left.y + right.y) }
            func - (left: CGPoint, right: CGPoint) -> CGPoint {
                return CGPoint(x: left.x - right.x, y: left.y - right.y)
            }
            func * (point: CGPoint, scalar: CGFloat) -> CGPoint { CGPoint(x: point.x * scalar, y: point.y * scalar) }
            func * (scalar: CGFloat, point: CGPoint) -> CGPoint { point * scalar }
            func += (left: inout CGPoint, right: CGPoint) { left = left + right }
            prefix func - (point: CGPoint) -> CGPoint { CGPoint(x: -point.x, y: -point.y) }
            var p = CGPoint(x: 1, y: 2) + CGPoint(x: 10, y: 20)
            p += CGPoint(x: 1, y: 1)
            let q = 2 * p - CGPoint(x: 4, y: 6)
            let r = -q * 0.5
            var n = 3
            n += 4
            var d = 1.5
            d *= 2
            print(p.x, p.y, q.x, q.y, r.x, r.y, n, d, 2 * 3, -n)
            """), ["12.0 23.0 20.0 40.0 -10.0 -20.0 7 3.0 6 -7"])
        // A struct's `+=` on its own type, and a `*` whose number comes first.
        XCTAssertEqual(runner.printed("""
            import UIKit
            struct Money { var cents: Int
                static func += (total: inout Money, more: Money) { total.cents += more.cents }
                static func * (times: Int, money: Money) -> Money { Money(cents: times * money.cents) }
            }
            var wallet = Money(cents: 150)
            wallet += Money(cents: 25)
            print(wallet.cents, (3 * wallet).cents)
            """), ["175 525"])
    }

    func testSwift3SpellingsAndEngineListsAsArrays() {
        // kCA constants are their cases; Swift 3's UIColor(colorLiteralRed:) and Swift 2's
        // UIColor.red() load; an engine list (subviews, sublayers) counts and indexes from 0.
        XCTAssertEqual(runner.printed("""
            import UIKit
            let shape = CAShapeLayer()
            shape.lineCap = kCALineCapRound
            shape.fillRule = kCAFillRuleEvenOdd
            let key = CAKeyframeAnimation(keyPath: "position")
            key.rotationMode = kCAAnimationRotateAuto
            key.calculationMode = kCAAnimationPaced
            let text = CATextLayer()
            text.alignmentMode = kCAAlignmentCenter
            let layer = CALayer()
            layer.maskedCorners = [kCALayerMinXMinYCorner, kCALayerMaxXMinYCorner]
            let color = UIColor(colorLiteralRed: 1, green: 0, blue: 0, alpha: 1)
            let red = UIColor.red()
            print(shape.lineCap, shape.fillRule, key.rotationMode, key.calculationMode, text.alignmentMode)
            """), ["round evenOdd rotateAuto paced center"])
        XCTAssertEqual(runner.printed("""
            import UIKit
            let v = UIView()
            v.addSubview(UIView())
            v.addSubview(UILabel())
            print(v.subviews.count, v.subviews[1] is UILabel, v.layer.sublayers?.count ?? 0)
            for s in v.subviews { print(s is UIView) }
            """), ["2 true 2", "true", "true"])
    }

    func testCoreGraphicsValuesPrintAsSwiftPrintsThem() {
        XCTAssertEqual(runner.printed(#"""
            import UIKit
            let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            print(v.frame, v.center, v.bounds.size, v.transform, UIColor.red, CGPoint(x: 0.5, y: 2))
            print("at \(v.center)")
            """#), ["(10.0, 20.0, 100.0, 50.0) (60.0, 45.0) (100.0, 50.0) CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0) "
                    + "UIExtendedSRGBColorSpace 1 0 0 1 (0.5, 2.0)", "at (60.0, 45.0)"])
    }

    func testIsAndAsWithTheScenesProtocols() {
        // A class conforms, and so does its subclass; a plain view does not; a struct conforms to its own.
        XCTAssertEqual(runner.printed("""
            import UIKit
            protocol Shakeable {}
            protocol Glowing {}
            class Bell: UIView, Shakeable {}
            class LoudBell: Bell {}
            struct Token: Glowing { var n = 1 }
            let items: [Any] = [Bell(), LoudBell(), UIView(), Token()]
            for item in items {
                print(item is Shakeable, item is Glowing, (item as? Shakeable) != nil)
            }
            """), ["true false true", "true false true", "false false false", "false true false"])
    }

    func testNotificationsCopiedAnimationsAndFormattedStrings() {
        // A selector observer and a block observer hear a post, in the order they were added.
        XCTAssertEqual(runner.printed("""
            import UIKit
            extension Notification.Name { static let ping = Notification.Name("ping") }
            class Listener: NSObject {
                @objc func heard(_ note: Notification) { print("heard", note.name == .ping) }
            }
            let listener = Listener()
            NotificationCenter.default.addObserver(listener, selector: #selector(Listener.heard(_:)), name: .ping, object: nil)
            NotificationCenter.default.addObserver(forName: .ping, object: nil, queue: .main) { note in print("block heard") }
            NotificationCenter.default.post(name: .ping, object: nil)
            let copy = CABasicAnimation(keyPath: "opacity")
            let other = copy.copy() as! CABasicAnimation
            print(other.keyPath ?? "none")
            let s = String(format: "%.2f and %d", 3.14159, 42)
            print(s)
            """), ["heard true", "block heard", "opacity", "3.14 and 42"])
    }

    func testInoutCallsInExpressionsAndObservedStructProperties() {
        // bump(&n) inside `if` and `let`: 1 + 1 = 2 (not > 2), then 2 + 5 = 7.
        XCTAssertEqual(runner.printed("""
            func bump(_ x: inout Int, by step: Int = 1) -> Bool { x += step; return x > 2 }
            var n = 1
            if bump(&n) { print("big") } else { print("small", n) }
            let again = bump(&n, by: 5)
            print(again, n)
            """), ["small 2", "true 7"])
        // Observers run on assignment, not in the memberwise or the struct's own initializer;
        // a copy's observers change only the copy.
        XCTAssertEqual(runner.printed("""
            import UIKit
            struct Meter {
                var level: CGFloat = 0 {
                    willSet { print("will", newValue) }
                    didSet { print("did", oldValue, "->", level) }
                }
                var name = "meter"
            }
            var m = Meter(level: 0.5)
            m.level = 0.75
            var copy = m
            copy.level = 1
            print(m.level, copy.level, m.name)
            struct Gauge {
                var value: Int { didSet { print("changed from", oldValue) } }
                init(value: Int) { self.value = value }
            }
            var g = Gauge(value: 3)
            g.value += 2
            print(g.value)
            """), ["will 0.75", "did 0.5 -> 0.75", "will 1.0", "did 0.75 -> 1.0", "0.75 1.0 meter", "changed from 3", "5"])
    }

    func testStaticPropertiesOfStructsTakeTheirDeclaredTypes() {
        // A static computed property is read through its getter; `static let gap: CGFloat = 8` is 8.0.
        XCTAssertEqual(runner.printed("""
            import UIKit
            struct Theme {
                static var accent: UIColor { UIColor(white: 0.5, alpha: 1) }
                static var count: Int { return 3 }
                static let gap: CGFloat = 8
            }
            let v = UIView()
            v.backgroundColor = Theme.accent
            print(Theme.count, Theme.gap, Theme.count * 2)
            """), ["3 8.0 6"])
    }
}
