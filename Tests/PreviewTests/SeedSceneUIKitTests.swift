import Foundation
import Raster
import XCTest

/// The scenes that port the seeds' UIKit sections, driven by their example input in
/// `Scenes/Input` and checked at instants worked out by hand from the seeds' numbers.
final class SeedSceneUIKitTests: XCTestCase {
    func testSideMenuOpensLikeADoorWithThePan() throws {
        let scene = try SeedScene("SideMenu3D")
        // The drag moves 60 points in 0.4 s from 0.2 s, a step every 1/60 s: at 0.4 s it is 30
        // points along, so progress 30 / 80 = 0.375 moves the centre screen 30 points right
        // and shows the menu at that alpha.
        XCTAssertEqual(try scene.layer("navigation", at: 0.4).point("position")[0], 187.5 + 30, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("menu", at: 0.4).number("opacity"), 0.375, accuracy: 1e-9)
        // Let go at 0.6 s at 0.75: the 0.5 s animation opens it fully. Hinged at its right
        // edge (anchor x 1) at x 0, the menu ends flat, moved 80 points right, with the
        // perspective m34 = −1/1000 left in its transform.
        let open = try scene.layer("menu", at: 1.2)
        XCTAssertEqual(open.point("position"), [0, 333.5])
        XCTAssertEqual(open.transform[11], -0.001, accuracy: 1e-12)
        XCTAssertEqual(open.transform[12], 80, accuracy: 1e-9)
        XCTAssertEqual(open.transform[0], 1, accuracy: 1e-12)
        XCTAssertEqual(try scene.layer("navigation", at: 1.2).point("position")[0], 267.5, accuracy: 1e-9)
        // Half-way into the open animation (0.85 s, eased 0.5) the alpha is half-way from 0.75
        // to 1 and the centre half-way from 60 to 80 points.
        XCTAssertEqual(try scene.layer("menu", at: 0.85).number("opacity"), 0.875, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("navigation", at: 0.85).point("position")[0], 187.5 + 70, accuracy: 1e-9)
        // The tap on Travel (released at 2.05 s) closes it again by 2.55 s.
        XCTAssertEqual(try scene.layer("navigation", at: 3).point("position")[0], 187.5, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("center", at: 3).numbers("backgroundColor")[2], 149.0 / 255, accuracy: 1e-9)
    }

    func testHerbDetailsPopOutOfTheirCard() throws {
        let scene = try SeedScene("HerbPopPresentation")
        // The list is the storyboard's scroll view, 220 points high on the bottom edge (y 447):
        // cards are 220 · 1.33 = 292.6 points tall and 292.6 / (667 / 375) = 164.505 wide, 10 apart.
        let itemHeight = 220 * 1.33, itemWidth = 220 * 1.33 / (667.0 / 375)
        // The tap on Saffron ends at 0.55 s: the details start on its card, scaled down to it.
        let start = try scene.layer("herbDetails", at: 0.55)
        XCTAssertEqual(start.point("position")[0], itemWidth + 20 + itemWidth / 2, accuracy: 1e-6)
        XCTAssertEqual(start.point("position")[1], 447 + itemHeight / 2, accuracy: 1e-6)
        XCTAssertEqual(start.transform[0], itemWidth / 375, accuracy: 1e-6)
        XCTAssertEqual(start.transform[5], itemHeight / 667, accuracy: 1e-6)
        XCTAssertEqual(try scene.layer("detailsPanel", at: 0.55).number("opacity"), 0, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("herb2", at: 0.6).bool("isHidden"), true)
        // After the 1 s spring the details fill the screen, square-cornered.
        let shown = try scene.layer("herbDetails", at: 1.6)
        XCTAssertEqual(shown.point("position"), [187.5, 333.5])
        XCTAssertEqual(shown.transform[0], 1, accuracy: 1e-9)
        XCTAssertEqual(shown.number("cornerRadius"), 0)
        // The tap at 3 s shrinks them back into the card, which shows again when it is done.
        let card = try scene.layer("herb2", at: 4.2)
        XCTAssertEqual(card.bool("isHidden"), false)
        XCTAssertThrowsError(try scene.layer("herbDetails", at: 4.2), "the details have left the scene")
    }

    func testHerbListFollowsTheTurnToLandscape() throws {
        // Turned to 667 × 375 at 1 s: alongside the 0.4 s turn the background dims from 0.55 to
        // 0.25 and the cards take the landscape screen's proportions, 292.6 / (375 / 667) =
        // 520.43 wide, on a list along the new bottom edge (y 375 − 220 = 155).
        let scene = try SeedScene("HerbPopPresentation", events: "1.0 resize 667 375")
        XCTAssertEqual(try scene.layer("bgImage", at: 0.9).number("opacity"), 0.55, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("bgImage", at: 1.2).number("opacity"), 0.4, accuracy: 1e-6, "half way, eased")
        XCTAssertEqual(try scene.layer("bgImage", at: 2).number("opacity"), 0.25, accuracy: 1e-9)
        let card = try scene.layer("herb2", at: 2)
        XCTAssertEqual(card.numbers("bounds")[2], 220 * 1.33 * 667 / 375, accuracy: 1e-6)
        XCTAssertEqual(try scene.layer("listView", at: 2).point("position")[1], 155 + 110, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("home", at: 2).numbers("bounds")[2], 667)
    }

    func testHerbListScrollsAndPopsFromWhereTheCardIs() throws {
        let scene = try SeedScene("HerbPopPresentation")
        let itemHeight = 220 * 1.33, itemWidth = 220 * 1.33 / (667.0 / 375)
        // Five cards and six gaps: 5 · (164.505 + 10) + 10 = 882.5 points of content in 375,
        // so the list scrolls 507.5 points. The flick (240 points left in 0.3 s from 4.5 s)
        // has the content 240 points on when the finger lifts, within the content: no rubber band.
        let end = 5 * (itemWidth + 10) + 10 - 375
        XCTAssertEqual(try scene.layer("listView", at: 4.8).numbers("bounds")[0], 240, accuracy: 1e-9)
        // At 800 points a second it would coast 800 · 0.998 / (1000 · 0.002) = 399.2 points
        // more, past the end: it runs into it, bounces back, and rests there.
        XCTAssertEqual(try scene.layer("listView", at: 6.4).numbers("bounds")[0], end, accuracy: 1e-9)
        // The tap on Anise (released at 6.55 s) pops the details out of the card where it is
        // on screen: its frame in the list (x 4 · 164.505 + 50) less the list's offset.
        let start = try scene.layer("herbDetails", at: 6.55)
        XCTAssertEqual(start.point("position")[0], 4 * itemWidth + 50 - end + itemWidth / 2, accuracy: 1e-6)
        XCTAssertEqual(start.point("position")[1], 447 + itemHeight / 2, accuracy: 1e-6)
        XCTAssertEqual(try scene.layer("herb5", at: 6.6).bool("isHidden"), true)
        // Closed again at 8.5 s: the card shows once the details are back in it (9.55 s).
        XCTAssertEqual(try scene.layer("herb5", at: 9.8).bool("isHidden"), false)
        XCTAssertThrowsError(try scene.layer("herbDetails", at: 9.8), "the details have left the scene")
    }

    func testPackListOpensOutOfTheLogo() throws {
        let scene = try SeedScene("LogoReveal")
        // The push starts at the tap's release, 0.55 s; 1 s into its 2 s, ease in (control
        // points 0.42, 0, 1, 1) has reached 0.3153568125725 (the cubic solved for x = 0.5).
        // The logo's transform goes from the identity to a 150× scale after a 10-point lift,
        // which the scale makes a 1500-point lift: both interpolate by that fraction.
        let e = 0.3153568125725
        let logo = try scene.layer("logo", at: 1.55)
        XCTAssertEqual(logo.transform[0], 1 + 149 * e, accuracy: 1e-6)
        XCTAssertEqual(logo.transform[13], -1500 * e, accuracy: 1e-5)
        // The pack list fades in linearly meanwhile, masked by a copy of the logo.
        XCTAssertEqual(try scene.layer("packList", at: 1.55).number("opacity"), 0.5, accuracy: 1e-9)
        // When the push ends (2.55 s) the start screen leaves, its logo's animations removed.
        XCTAssertThrowsError(try scene.layer("master", at: 3), "the start screen left when the push completed")
        // Back at 3.5 s pops: 2 s later the start screen is back, its logo at rest, the list gone.
        XCTAssertEqual(try scene.layer("master", at: 5.8).number("opacity"), 1)
        XCTAssertEqual(try scene.layer("logo", at: 5.8).transform[0], 1)
        XCTAssertThrowsError(try scene.layer("packList", at: 5.8))
    }

    func testFolderBoxSpringsOutOfTheCorner() throws {
        let scene = try SeedScene("SpringFolderBox")
        // Tapped (released) at 0.55 s: the box starts in the bottom-left corner, centre
        // (50, 617), 100 points wide, and springs to the middle, centre (187.5, 333.5), 300
        // wide. One spring drives the position and the size, so part-way each has covered the
        // same fraction of its way; with damping 0.75 it overshoots a little, then settles.
        XCTAssertEqual(try scene.layer("movingBox", at: 0.55).point("position"), [50, 617])
        var overshot = false
        for t in stride(from: 0.6, through: 1.5, by: 0.05) {
            let box = try scene.layer("movingBox", at: t)
            let fx = (box.point("position")[0] - 50) / 137.5
            let fy = (617 - box.point("position")[1]) / 283.5
            let fw = (box.numbers("bounds")[2] - 100) / 200
            XCTAssertEqual(fx, fy, accuracy: 1e-9, "at \(t)")
            XCTAssertEqual(fx, fw, accuracy: 1e-9, "at \(t)")
            if fx > 1 { overshot = true }
        }
        XCTAssertTrue(overshot, "a damping ratio below 1 overshoots")
        let end = try scene.layer("movingBox", at: 1.6)
        XCTAssertEqual(end.point("position"), [187.5, 333.5])
        XCTAssertEqual(end.numbers("bounds"), [0, 0, 300, 300])
    }

    func testPackingListMenuAnimatesItsConstraints() throws {
        let scene = try SeedScene("PackingListMenu")
        // Opened at 0.55 s; after the 1 s spring: the bar is 200 high, the title 100 left of
        // the middle and at 0.67 of the bar's middle plus 5 (100 · 0.67 + 5 = 72), the button
        // turned 45°, and the table starts under the bar.
        XCTAssertEqual(try scene.layer("menu", at: 1.8).numbers("bounds")[3], 200)
        let title = try scene.layer("titleLabel", at: 1.8).point("position")
        XCTAssertEqual(title[0], 87.5, accuracy: 1e-9)
        XCTAssertEqual(title[1], 72, accuracy: 1e-9)
        let button = try scene.layer("menuButton", at: 1.8)
        XCTAssertEqual(button.transform[0], 0.5.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(button.transform[1], 0.5.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("tableView", at: 1.8).point("position")[1], 200 + 467.0 / 2, accuracy: 1e-9)
        // The row of items has slid in from the right: its centre is back in the middle.
        XCTAssertEqual(try scene.layer("slider", at: 1.8).point("position")[0], 187.5, accuracy: 1e-9)
        // Picking the beach ball (2.55 s) adds a fourth row and closes the menu by 3.55 s.
        XCTAssertEqual(try scene.layer("menu", at: 4).numbers("bounds")[3], 60)
        XCTAssertEqual(try scene.layer("row4", at: 4).point("position")[1], 3 * 54 + 27)
        // Its row tapped (4.55 s): the picture, a third of the width less 50 (75 points) just
        // below the screen, springs to 125 points with its bottom 37.5 points above the edge:
        // centre (187.5, 667 − 37.5 − 62.5).
        let shown = try scene.layer("shownItem", at: 5.45)
        XCTAssertEqual(shown.point("position")[0], 187.5, accuracy: 1e-9)
        XCTAssertEqual(shown.point("position")[1], 567, accuracy: 1e-9)
        XCTAssertEqual(shown.numbers("bounds")[2], 125, accuracy: 1e-9)
        // A second later it drops (0.8 s) and is removed.
        XCTAssertThrowsError(try scene.layer("shownItem", at: 6.5))
    }

    func testPackingListMenuButtonSitsWhereTheStoryboardPutsIt() throws {
        let scene = try SeedScene("PackingListMenu")
        // The storyboard's constraints: the button's trailing edge 8 points in from the bar's
        // (375 − 8 = 367), its centre level with the title's, which is the bar's middle plus
        // 5: 35 closed, 0.67 · 100 + 5 = 72 open (whatever size the "+" has in the font).
        for (t, y) in [(0.2, 35.0), (1.8, 72.0)] {
            let button = try scene.layer("menuButton", at: t)
            XCTAssertEqual(button.point("position")[0] + button.numbers("bounds")[2] / 2, 367, accuracy: 1e-9, "at \(t) s")
            XCTAssertEqual(button.point("position")[1], y, accuracy: 1e-9, "at \(t) s")
            XCTAssertEqual(try scene.layer("titleLabel", at: t).point("position")[1], y, accuracy: 1e-9, "at \(t) s")
        }
    }

    func testPackingListItemRowScrollsToItsLastItems() throws {
        let scene = try SeedScene("PackingListMenu")
        // The row is a scroll view: ten icons 60 apart make 600 points of content in 375, so
        // it scrolls 225 points. Reopened at 7.05 s, it is dragged 240 points left in 0.4 s
        // from 8.5 s: 15 points past the end, which UIKit's rubber band,
        // 0.55 · x · d / (d + 0.55 · x) for d = 375, makes 8.0724 points.
        let stretched = 225 + 0.55 * 15 * 375 / (375 + 0.55 * 15)
        XCTAssertEqual(try scene.layer("slider", at: 8.9).numbers("bounds")[0], stretched, accuracy: 1e-9)
        // Let go, it bounces back and rests at the end of its content...
        XCTAssertEqual(try scene.layer("slider", at: 9.9).numbers("bounds")[0], 225, accuracy: 1e-9)
        // ...so the tap at x 345 at 10 s lands on the last icon (its disc centred at content x
        // 570, 570 − 225 = 345 on screen): the flip flops, out of reach of a list that does
        // not scroll, join the table as a fifth row, and the menu closes.
        XCTAssertEqual(try scene.layer("row5Title", at: 10.6).string("string"), "Flip flops")
        XCTAssertEqual(try scene.layer("menu", at: 11.4).numbers("bounds")[3], 60, accuracy: 1e-9)
    }

    func testPenguinWalksAndSlides() throws {
        let scene = try SeedScene("PenguinFrames")
        // A step is the walk frame's width, 108 points, eased out over 1 s: from centre x 94
        // the two steps right (released at 0.55 and 1.75 s) reach 310, the step left 202.
        XCTAssertEqual(try scene.layer("penguin", at: 1.6).point("position")[0], 202, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("penguin", at: 2.8).point("position")[0], 310, accuracy: 1e-9)
        let left = try scene.layer("penguin", at: 4)
        XCTAssertEqual(left.point("position")[0], 202, accuracy: 1e-9)
        XCTAssertEqual(left.transform[0], -1, "it turns to face left")
        // The slide (4.15 s): the 120 × 66 slide frame sits on the same ground line (y 380 +
        // 120 − 66 = 434, centre y 467) and moves one slide width left in 0.98 s...
        let sliding = try scene.layer("penguin", at: 4.2)
        XCTAssertEqual(sliding.numbers("bounds"), [0, 0, 120, 66])
        XCTAssertEqual(sliding.point("position")[1], 467, accuracy: 1e-9)
        // ...then stands up again where it stopped: left edge 88 − 60 = 28, centre (82, 440).
        XCTAssertEqual(try scene.layer("penguin", at: 5.5).point("position"), [82, 440])
    }

    /// The buttons read over the snow: their white arrows stand on dark rounded squares with
    /// at least WCAG's 4.5 : 1 contrast for text (the navy #1d3b6e gives 11 : 1), and the
    /// squares stand out from the snow around them by at least the 3 : 1 it asks of controls.
    func testPenguinButtonsStandOutFromTheSnow() throws {
        let scene = try SeedScene("PenguinFrames", withInput: false)
        scene.session.time = 0.2
        let image = scene.session.renderImage(scale: 1)
        func luminance(_ p: Pixel) -> Double {
            func linear(_ c: UInt8) -> Double {
                let v = Double(c) / 255
                return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(p.r) + 0.7152 * linear(p.g) + 0.0722 * linear(p.b)
        }
        func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }
        let snow = luminance(image[187, 630])
        for x in [70, 187, 305] {
            // Above the arrow, inside the button (560...610 down, the arrow about 585).
            let background = luminance(image[x, 566])
            XCTAssertGreaterThanOrEqual(contrast(1, background), 4.5, "white on the button at x \(x)")
            XCTAssertGreaterThanOrEqual(contrast(snow, background), 3, "the button at x \(x) against the snow")
        }
    }

    func testSiriScreenBlursInAndOut() throws {
        let scene = try SeedScene("BlurAndVibrancy")
        // The tap lands at 0.55 s; the effect animates from none to dark over 0.5 s, ease in
        // and out (a half at half time): the dark style's 20-point radius and 1.8 saturation
        // are half-way at 0.8 s, and complete after.
        let rising = try scene.layer("blurView", at: 0.8)
        XCTAssertEqual(rising.number("blurRadius"), 10, accuracy: 1e-9)
        XCTAssertEqual(rising.number("saturation"), 1.4, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("blurView", at: 1.5).number("blurRadius"), 20)
        XCTAssertEqual(try scene.layer("vibrancyView", at: 1.5).string("vibrancy"), "lighten")
        XCTAssertEqual(try scene.layer("vibrancyView", at: 1.5).number("vibrancyAmount"), 1)
        // The second tap (3.05 s) takes it away again, and the blur view is hidden at the end.
        XCTAssertEqual(try scene.layer("blurView", at: 3.3).number("blurRadius"), 10, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("blurView", at: 3.7).bool("isHidden"), true)
    }

    func testViewMovesToTheRightEdgeTurningAndTheScreenFlips() throws {
        let scene = try SeedScene("ViewAnimateAndFlip")
        // Tapped at 0.35 s, it waits 0.5 s, then eases over 1 s: half-way at 1.35 s, from
        // centre x 80 to 375 − 60 = 315, turned half of 180° clockwise.
        let moving = try scene.layer("animationView", at: 1.35)
        XCTAssertEqual(moving.point("position")[0], 197.5, accuracy: 1e-9)
        XCTAssertEqual(moving.transform[0], 0, accuracy: 1e-9)
        XCTAssertEqual(moving.transform[1], 1, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("animationView", at: 0.8).point("position")[0], 80, "still waiting out the delay")
        XCTAssertEqual(try scene.layer("animationView", at: 2).point("position")[0], 315)
        // The flip (2.55 s): the screen and the button each turn half-way by 3.05 s, and all
        // the way, upside down, by 3.55 s.
        XCTAssertEqual(try scene.layer("flipButton", at: 3.05).transform[0], 0, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("flipButton", at: 3.8).transform[0], -1, accuracy: 1e-9)
    }
}
