import Geometry
import Layers
import Views
import XCTest

/// Auto Layout on the Cassowary solver: frames against layouts worked out by hand.
final class AutoLayoutTests: XCTestCase {
    private let root = View()

    override func setUp() {
        root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    }

    private func constrained(_ name: String, in parent: View? = nil) -> View {
        let view = View()
        view.name = name
        view.translatesAutoresizingMaskIntoConstraints = false
        (parent ?? root).addSubview(view)
        return view
    }

    private func activate(_ constraints: [LayoutConstraint]) {
        XCTAssertNoThrow(try LayoutConstraint.activate(constraints))
    }

    func testThreeEqualWidthsBetweenMargins() {
        // 320 wide, 20 from each side, 8 between: (320 − 40 − 16) / 3 = 88 each, at 20, 116, 212.
        let a = constrained("a"), b = constrained("b"), c = constrained("c")
        activate([
            a.leadingAnchor.constraint(.equal, to: root.leadingAnchor, constant: 20),
            b.leadingAnchor.constraint(.equal, to: a.trailingAnchor, constant: 8),
            c.leadingAnchor.constraint(.equal, to: b.trailingAnchor, constant: 8),
            c.trailingAnchor.constraint(.equal, to: root.trailingAnchor, constant: -20),
            b.widthAnchor.constraint(.equal, to: a.widthAnchor),
            c.widthAnchor.constraint(.equal, to: a.widthAnchor),
        ] + [a, b, c].flatMap { [$0.topAnchor.constraint(.equal, to: root.topAnchor, constant: 10),
                                 $0.heightAnchor.constraint(.equal, toConstant: 44)] })
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, Rect(x: 20, y: 10, width: 88, height: 44))
        XCTAssertEqual(b.frame, Rect(x: 116, y: 10, width: 88, height: 44))
        XCTAssertEqual(c.frame, Rect(x: 212, y: 10, width: 88, height: 44))
        // The root narrows to 260: (260 − 56) / 3 = 68.
        root.frame = Rect(x: 0, y: 0, width: 260, height: 480)
        root.layoutIfNeeded()
        XCTAssertEqual(c.frame.width, 68, accuracy: 1e-9)
        XCTAssertEqual(c.frame.maxX, 240, accuracy: 1e-9)
    }

    func testAttributesAreReadInTheCommonAncestorsSpace() {
        // The container sits at y = 100, 200 high; centerY == 0.5 × container.centerY puts the
        // child's centre at 50 in the container (UIKit reads the container from its own top), not
        // at (100 + 100) / 2 − 100 = 0.
        let container = constrained("container")
        let child = constrained("child", in: container)
        activate([
            container.topAnchor.constraint(.equal, to: root.topAnchor, constant: 100),
            container.heightAnchor.constraint(.equal, toConstant: 200),
            container.leadingAnchor.constraint(.equal, to: root.leadingAnchor),
            container.widthAnchor.constraint(.equal, to: root.widthAnchor),
            child.centerYAnchor.constraint(.equal, to: container.centerYAnchor, multiplier: 0.5),
            child.centerXAnchor.constraint(.equal, to: container.centerXAnchor),
            child.widthAnchor.constraint(.equal, toConstant: 40),
            child.heightAnchor.constraint(.equal, toConstant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(container.frame, Rect(x: 0, y: 100, width: 320, height: 200))
        XCTAssertEqual(child.frame, Rect(x: 140, y: 40, width: 40, height: 20))
    }

    func testAConstantChangeIsSolvedAgainInPlace() {
        let bar = constrained("bar")
        let height = bar.heightAnchor.constraint(.equal, toConstant: 60)
        activate([bar.topAnchor.constraint(.equal, to: root.topAnchor), bar.leadingAnchor.constraint(.equal, to: root.leadingAnchor),
                  bar.widthAnchor.constraint(.equal, toConstant: 100), height])
        root.layoutIfNeeded()
        XCTAssertEqual(bar.frame.height, 60)
        height.constant = 200
        XCTAssertEqual(bar.frame.height, 60, "nothing moves until the next layout pass")
        root.layoutIfNeeded()
        XCTAssertEqual(bar.frame.height, 200)
        LayoutConstraint.deactivate([height])
        height.priority = 999
        activate([height, bar.heightAnchor.constraint(.equal, toConstant: 30)])
        root.layoutIfNeeded()
        XCTAssertEqual(bar.frame.height, 30, "the required 30 beats the optional 200")
    }

    func testIntrinsicSizesHugAndResist() {
        // A label measuring 10 points a character, 20 high: "Packing" is 70 × 20. Between
        // leading 20 and an optional trailing (priority 240, under hugging's 250) it keeps 70.
        let measure = FixedMeasure()
        let label = Label()
        label.text = "Packing"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        activate([label.leadingAnchor.constraint(.equal, to: root.leadingAnchor, constant: 20),
                  label.topAnchor.constraint(.equal, to: root.topAnchor, constant: 10)])
        let stretch = label.trailingAnchor.constraint(.equal, to: root.trailingAnchor)
        stretch.priority = 240
        activate([stretch])
        root.layoutEngine?.textMeasure = measure
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame, Rect(x: 20, y: 10, width: 70, height: 20))
        // Above hugging (260) the label stretches to the edge: 300 wide.
        stretch.priority = 260
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 300)
        // A new text invalidates the intrinsic size: "Go" is 20 wide once hugging wins again.
        stretch.priority = 240
        label.text = "Go"
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 20)
    }

    func testBaselinesFollowTheFont() {
        // A 40-point-high label centred on its text (20 high, ascent 16): its first baseline is
        // 20 − 10 + 16 = 26 points below its top. A box's bottom on that baseline, with the
        // label's top at 100, sits at 126.
        let label = Label()
        label.text = "Bag"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let box = constrained("box")
        activate([
            label.topAnchor.constraint(.equal, to: root.topAnchor, constant: 100),
            label.heightAnchor.constraint(.equal, toConstant: 40),
            label.leadingAnchor.constraint(.equal, to: root.leadingAnchor),
            box.bottomAnchor.constraint(.equal, to: label.firstBaselineAnchor),
            box.heightAnchor.constraint(.equal, toConstant: 10), box.widthAnchor.constraint(.equal, toConstant: 10),
            box.leadingAnchor.constraint(.equal, to: root.leadingAnchor, constant: 200),
        ])
        root.layoutEngine?.textMeasure = FixedMeasure()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.maxY, 126, accuracy: 1e-9)
    }

    func testUnsatisfiableConstraintsAreLoggedAndTheNewOneBroken() {
        let bar = constrained("bar")
        var log: [String] = []
        activate([bar.topAnchor.constraint(.equal, to: root.topAnchor), bar.leadingAnchor.constraint(.equal, to: root.leadingAnchor),
                  bar.heightAnchor.constraint(.equal, toConstant: 10), bar.widthAnchor.constraint(.equal, toConstant: 100)])
        root.layoutEngine?.log = { log.append($0) }
        root.layoutIfNeeded()
        let conflicting = bar.widthAnchor.constraint(.equal, toConstant: 200)
        activate([conflicting])
        root.layoutIfNeeded()
        XCTAssertEqual(bar.frame.width, 100, "the constraint that cannot hold is the one broken")
        XCTAssertEqual(log.count, 1)
        XCTAssertTrue(log[0].contains("Unable to simultaneously satisfy constraints"), log[0])
        XCTAssertTrue(log[0].contains("'bar'.width == 100"), log[0])
        XCTAssertTrue(log[0].contains("Will attempt to recover by breaking constraint \n\t\t<NSLayoutConstraint 'bar'.width == 200 (active)>"), log[0])
        XCTAssertTrue(conflicting.isActive, "a broken constraint stays active, as in UIKit")
        // Loosened, it takes part again.
        conflicting.priority = 500
        root.layoutIfNeeded()
        XCTAssertEqual(bar.frame.width, 100)
        XCTAssertEqual(log.count, 1)
    }

    func testAmbiguityIsReported() {
        // Only a width and a top: x is free, so more than one frame satisfies the constraints.
        let loose = constrained("loose")
        activate([loose.widthAnchor.constraint(.equal, toConstant: 10), loose.heightAnchor.constraint(.equal, toConstant: 10),
                  loose.topAnchor.constraint(.equal, to: root.topAnchor)])
        XCTAssertTrue(loose.hasAmbiguousLayout)
        activate([loose.leadingAnchor.constraint(.equal, to: root.leadingAnchor)])
        XCTAssertFalse(loose.hasAmbiguousLayout)
    }

    func testConstraintsDoNotKeepTheirViewsAlive() {
        // A size constraint held by its own view, and one to its superview held by the superview:
        // neither keeps the views alive (UIKit's constraints do not retain their items).
        weak var goneChild: View?, goneParent: View?
        do {
            let parent = constrained("parent")
            let child = constrained("child", in: parent)
            activate([child.widthAnchor.constraint(.equal, toConstant: 10),
                      child.topAnchor.constraint(.equal, to: parent.topAnchor),
                      parent.heightAnchor.constraint(.equal, toConstant: 50)])
            root.layoutIfNeeded()
            goneChild = child
            goneParent = parent
            parent.removeFromSuperview()
        }
        XCTAssertNil(goneChild)
        XCTAssertNil(goneParent)
        root.layoutIfNeeded()
    }

    func testRefusalsAreErrorsNotCrashes() {
        let a = constrained("a")
        let stray = View()
        XCTAssertThrowsError(try LayoutConstraint.activate([a.leadingAnchor.constraint(.equal, to: stray.leadingAnchor)]))
        XCTAssertThrowsError(try LayoutConstraint.activate([a.leadingAnchor.constraint(.equal, to: root.topAnchor)]))
        XCTAssertThrowsError(try LayoutConstraint.activate([a.leadingAnchor.constraint(.equal, toConstant: 10)]))
        XCTAssertThrowsError(try LayoutConstraint.activate([a.widthAnchor.constraint(.equal, to: root.widthAnchor, multiplier: .nan)]))
    }

    func testAViewThatTranslatesKeepsItsFrame() {
        let fixed = View()
        fixed.frame = Rect(x: 30, y: 40, width: 50, height: 60)
        root.addSubview(fixed)
        let follower = constrained("follower")
        activate([follower.topAnchor.constraint(.equal, to: fixed.bottomAnchor, constant: 5),
                  follower.leadingAnchor.constraint(.equal, to: fixed.leadingAnchor),
                  follower.widthAnchor.constraint(.equal, to: fixed.widthAnchor),
                  follower.heightAnchor.constraint(.equal, toConstant: 10)])
        root.layoutIfNeeded()
        XCTAssertEqual(fixed.frame, Rect(x: 30, y: 40, width: 50, height: 60))
        XCTAssertEqual(follower.frame, Rect(x: 30, y: 105, width: 50, height: 10))
        fixed.frame = Rect(x: 0, y: 0, width: 80, height: 20)
        root.layoutIfNeeded()
        XCTAssertEqual(follower.frame, Rect(x: 0, y: 25, width: 80, height: 10))
    }
}

/// Ten points a character, lines 20 high with a 16-point ascent.
private final class FixedMeasure: TextMeasuring {
    func size(of text: String, font: Font, wrapWidth: Double?) -> Size {
        Size(width: Double(text.count) * 10, height: text.isEmpty ? 0 : 20)
    }
    func lineMetrics(of font: Font) -> (ascent: Double, height: Double) { (16, 20) }
}

/// UIStackView's arrangements, against frames worked out by hand.
final class StackViewTests: XCTestCase {
    private let root = View()
    private let stack = StackView()

    override func setUp() {
        root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        try? LayoutConstraint.activate([
            stack.leadingAnchor.constraint(.equal, to: root.leadingAnchor),
            stack.trailingAnchor.constraint(.equal, to: root.trailingAnchor),
            stack.topAnchor.constraint(.equal, to: root.topAnchor, constant: 100),
        ])
    }

    private func box(width: Double? = nil, height: Double? = nil) -> View {
        let view = View()
        stack.addArrangedSubview(view)
        if let width { try? LayoutConstraint.activate([view.widthAnchor.constraint(.equal, toConstant: width)]) }
        if let height { try? LayoutConstraint.activate([view.heightAnchor.constraint(.equal, toConstant: height)]) }
        return view
    }

    func testFillEquallySharesTheLengthAndHidingClosesTheGap() {
        stack.distribution = .fillEqually
        stack.spacing = 10
        let views = [box(height: 50), box(), box()]
        root.layoutIfNeeded()
        // (320 − 2 · 10) / 3 = 100 each, at 0, 110, 220; the heights fill the stack's 50.
        XCTAssertEqual(views.map(\.frame), [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 110, y: 0, width: 100, height: 50),
                                            Rect(x: 220, y: 0, width: 100, height: 50)])
        XCTAssertEqual(stack.frame, Rect(x: 0, y: 100, width: 320, height: 50))
        views[1].isHidden = true
        root.layoutIfNeeded()
        // Two left: (320 − 10) / 2 = 155, at 0 and 165.
        XCTAssertEqual(views[0].frame.width, 155)
        XCTAssertEqual(views[2].frame.minX, 165)
    }

    func testEqualSpacingSpreadsTheGaps() {
        stack.distribution = .equalSpacing
        stack.spacing = 8
        let views = [box(width: 40, height: 20), box(width: 40, height: 20), box(width: 40, height: 20)]
        root.layoutIfNeeded()
        // (320 − 3 · 40) / 2 = 100 between each: at 0, 140, 280.
        XCTAssertEqual(views.map(\.frame.minX), [0, 140, 280])
    }

    func testAColumnCentredAcrossGrowsWithItsViews() {
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 5
        let views = [box(width: 50, height: 30), box(width: 100, height: 40)]
        root.layoutIfNeeded()
        // Centred in 320: x 135 and 110; stacked 0, 35; the stack 30 + 5 + 40 = 75 high.
        XCTAssertEqual(views[0].frame, Rect(x: 135, y: 0, width: 50, height: 30))
        XCTAssertEqual(views[1].frame, Rect(x: 110, y: 35, width: 100, height: 40))
        XCTAssertEqual(stack.frame.height, 75)
        XCTAssertFalse(stack.addArrangedSubview(root), "an ancestor cannot be arranged (it would hold itself)")
        XCTAssertFalse(stack.addArrangedSubview(stack))
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        views[0].removeFromSuperview()
        root.layoutIfNeeded()
        XCTAssertEqual(stack.arrangedSubviews.count, 1, "a removed subview is no longer arranged")
        XCTAssertEqual(views[1].frame.minY, 0)
    }
}

