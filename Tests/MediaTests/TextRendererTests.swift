import Geometry
import Media
import Raster
import XCTest

final class TextRendererTests: XCTestCase {
    private let renderer = TextRenderer()
    private let font = FontDescriptor(family: "DejaVu Sans", size: 20)
    private let red = Color(red: 1, green: 0, blue: 0)

    /// The smallest rectangle holding every pixel with alpha above `threshold`.
    private func inkBounds(_ buffer: PixelBuffer, threshold: UInt8 = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where buffer[x, y].a > threshold {
                let b = bounds ?? (x, y, x, y)
                bounds = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
            }
        }
        return bounds
    }

    private func render(_ text: String, alignment: TextAlignment = .left, wrap: Double? = nil,
                        box: Size = Size(200, 40), scale: Double = 1, color: Color? = nil) -> PixelBuffer {
        renderer.render(text, font: font, color: color ?? red, alignment: alignment, wrapWidth: wrap, boxSize: box, scale: scale)
    }

    /// A line many times wider than its box renders only the characters that show, and they
    /// land where the whole line's would: the box matches the same part of the line drawn in a
    /// box wide enough for all of it (a monospaced font, so no kerning across the cut).
    func testALineFarWiderThanItsBoxShowsTheSamePixels() {
        let mono = FontDescriptor(family: "DejaVu Sans Mono", size: 20)
        let line = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 12).trimmingCharacters(in: .whitespaces)
        let whole = renderer.measure(line, font: mono, wrapWidth: nil)
        let wideBox = Size(whole.width.rounded(.up), 30)
        let narrowRenderer = TextRenderer()
        for alignment in [TextAlignment.left, .center, .right] {
            let wide = renderer.render(line, font: mono, color: red, alignment: alignment, wrapWidth: nil, boxSize: wideBox, scale: 1)
            let narrow = narrowRenderer.render(line, font: mono, color: red, alignment: alignment, wrapWidth: nil,
                                         boxSize: Size(150, 30), scale: 1)
            // Narrow-box pixel x shows line pixel x − its line's left, which the wide box shows
            // at that plus the wide box's line left (the renderer's own integer halving).
            let length = Int(whole.width)
            func lineLeft(_ boxWidth: Int) -> Int {
                switch alignment {
                case .center: (boxWidth - length) / 2
                case .right: boxWidth - length
                default: 0
                }
            }
            let shift = lineLeft(wide.width) - lineLeft(narrow.width)
            var different = 0, inked = 0
            for y in 0..<narrow.height {
                for x in 0..<narrow.width {
                    if narrow[x, y] != wide[x + shift, y] { different += 1 }
                    if narrow[x, y].a > 0 { inked += 1 }
                }
            }
            XCTAssertGreaterThan(inked, 500, "\(alignment): the visible part is drawn")
            XCTAssertEqual(different, 0, "\(alignment)")
        }
        XCTAssertLessThanOrEqual(narrowRenderer.widestCachedLine, 150 + 2 * 20, "only what shows was rendered and kept")
        XCTAssertGreaterThan(renderer.widestCachedLine, 5000)
    }

    func testMeasureGrowsWithTextAndWrapping() {
        let short = renderer.measure("Hello", font: font, wrapWidth: nil)
        let long = renderer.measure("Hello, world", font: font, wrapWidth: nil)
        XCTAssertGreaterThan(long.width, short.width)
        XCTAssertEqual(long.height, short.height)
        // DejaVu Sans is about 1.16 em from ascender to descender.
        XCTAssertGreaterThan(short.height, 20)
        XCTAssertLessThan(short.height, 26)
        // "Hello" is five glyphs of roughly 0.55–0.7 em.
        XCTAssertGreaterThan(short.width, 40)
        XCTAssertLessThan(short.width, 70)

        let sentence = "The quick brown fox jumps over the lazy dog"
        let unwrapped = renderer.measure(sentence, font: font, wrapWidth: nil)
        let wrapped = renderer.measure(sentence, font: font, wrapWidth: 120)
        XCTAssertGreaterThan(unwrapped.width, 120)
        XCTAssertLessThanOrEqual(wrapped.width, 120)
        XCTAssertGreaterThanOrEqual(wrapped.height, 3 * unwrapped.height)
    }

    func testMeasureEdgeCases() {
        XCTAssertEqual(renderer.measure("", font: font, wrapWidth: nil), .zero)
        let one = renderer.measure("a", font: font, wrapWidth: nil)
        let two = renderer.measure("a\nb", font: font, wrapWidth: nil)
        XCTAssertGreaterThan(two.height, one.height * 1.8)
        XCTAssertGreaterThan(renderer.measure("\n", font: font, wrapWidth: nil).height, one.height)
        XCTAssertEqual(renderer.measure("a", font: FontDescriptor(family: "DejaVu Sans", size: .nan), wrapWidth: nil), .zero)
        XCTAssertEqual(renderer.measure("a", font: FontDescriptor(family: "DejaVu Sans", size: -3), wrapWidth: nil), .zero)
        // Measured at 2× and brought back to points, a line is about as wide as at 1×.
        let double = renderer.measure("Hello, world", font: font, wrapWidth: nil, scale: 2)
        XCTAssertEqual(double.width, renderer.measure("Hello, world", font: font, wrapWidth: nil).width, accuracy: 4)
    }

    func testRenderDrawsTheColourAtTheTopLeft() throws {
        let image = render("Hello")
        XCTAssertEqual(image.width, 200)
        XCTAssertEqual(image.height, 40)
        let ink = try XCTUnwrap(inkBounds(image))
        XCTAssertLessThanOrEqual(ink.minX, 3, "left-aligned")
        XCTAssertLessThan(ink.minY, 8, "the first line sits at the top")
        XCTAssertLessThan(ink.maxY, 24)
        XCTAssertLessThan(ink.maxX, 70)
        // Premultiplied red: every inked pixel has r = a and no green or blue; some are solid.
        for pixel in image.pixels where pixel.a > 0 {
            XCTAssertEqual(pixel.r, pixel.a)
            XCTAssertEqual(pixel.g, 0)
            XCTAssertEqual(pixel.b, 0)
        }
        XCTAssertTrue(image.pixels.contains(Pixel(r: 255, g: 0, b: 0, a: 255)))
        XCTAssertTrue(image.pixels.contains { $0.a > 0 && $0.a < 255 }, "edges are anti-aliased")
    }

    func testColourAlphaScalesCoverage() {
        let image = render("Hello", color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        let maxAlpha = image.pixels.map(\.a).max() ?? 0
        XCTAssertEqual(Int(maxAlpha), 128, accuracy: 1)
        XCTAssertTrue(image.pixels.allSatisfy { $0.b == $0.a && $0.r == 0 })
        XCTAssertTrue(render("Hello", color: .clear).pixels.allSatisfy { $0 == .clear })
    }

    func testAlignment() throws {
        let centred = try XCTUnwrap(inkBounds(render("Hello", alignment: .center), threshold: 64))
        XCTAssertEqual(Double(centred.minX + centred.maxX + 1) / 2, 100, accuracy: 2)
        let right = try XCTUnwrap(inkBounds(render("Hello", alignment: .right)))
        XCTAssertGreaterThanOrEqual(right.maxX, 196)
        let natural = try XCTUnwrap(inkBounds(render("Hello", alignment: .natural)))
        XCTAssertEqual(natural.minX, try XCTUnwrap(inkBounds(render("Hello"))).minX)
    }

    func testWrappedLinesAlignEachWithinTheBox() throws {
        // Two lines of different widths, each centred on its own.
        let box = Size(200, 60)
        let image = render("Hi\nHello, world", alignment: .center, box: box)
        let lineSkip = Int(renderer.measure("a\nb", font: font, wrapWidth: nil).height
                           - renderer.measure("a", font: font, wrapWidth: nil).height)
        let top = PixelBuffer(width: 200, height: lineSkip, pixels: Array(image.pixels[0..<(200 * lineSkip)]))
        let bottom = PixelBuffer(width: 200, height: 60 - lineSkip, pixels: Array(image.pixels[(200 * lineSkip)...]))
        for part in [top, bottom] {
            let ink = try XCTUnwrap(inkBounds(part, threshold: 64))
            XCTAssertEqual(Double(ink.minX + ink.maxX + 1) / 2, 100, accuracy: 2)
        }
    }

    func testJustifiedStretchesWrappedLinesButNotTheLast() throws {
        let text = "aaa bb cccc dd eeeee f"
        let image = render(text, alignment: .justified, wrap: 120, box: Size(120, 200))
        let left = render(text, alignment: .left, wrap: 120, box: Size(120, 200))
        let lineSkip = Int(renderer.measure("a\nb", font: font, wrapWidth: nil).height
                           - renderer.measure("a", font: font, wrapWidth: nil).height)
        func row(_ buffer: PixelBuffer, _ line: Int) -> PixelBuffer {
            PixelBuffer(width: 120, height: lineSkip,
                        pixels: Array(buffer.pixels[(120 * lineSkip * line)..<(120 * lineSkip * (line + 1))]))
        }
        let firstJustified = try XCTUnwrap(inkBounds(row(image, 0)))
        XCTAssertGreaterThanOrEqual(firstJustified.maxX, 115, "a wrapped line reaches the right edge")
        XCTAssertLessThan(try XCTUnwrap(inkBounds(row(left, 0))).maxX, firstJustified.maxX)
        let lines = Int(renderer.measure(text, font: font, wrapWidth: 120).height) / lineSkip
        XCTAssertEqual(inkBounds(row(image, lines - 1))?.maxX, inkBounds(row(left, lines - 1))?.maxX,
                       "the paragraph's last line stays left-aligned")
    }

    func testHiDPIRendersAtScale() throws {
        let one = try XCTUnwrap(inkBounds(render("Hello")))
        let image = render("Hello", scale: 2)
        XCTAssertEqual(image.width, 400)
        XCTAssertEqual(image.height, 80)
        let two = try XCTUnwrap(inkBounds(image))
        XCTAssertEqual(Double(two.maxX - two.minX), Double(one.maxX - one.minX) * 2, accuracy: 4)
    }

    func testClipsToTheBox() throws {
        let image = render("Hello, world, this runs past the edge", box: Size(50, 10))
        XCTAssertEqual(image.width, 50)
        XCTAssertEqual(image.height, 10)
        XCTAssertNotNil(inkBounds(image))
    }

    func testNonASCIIAndOddInputsNeverCrash() throws {
        XCTAssertNotNil(inkBounds(render("café — naïve 😀 日本 \u{0} \t end")))
        XCTAssertNil(inkBounds(render("")))
        XCTAssertNil(inkBounds(render("\n\n")))
        XCTAssertEqual(render("Hello", box: Size(-5, .nan)).width, 0)
        XCTAssertEqual(render("Hello", scale: .nan).width, 200, "a bad scale counts as 1")
        XCTAssertEqual(render("Hello", scale: -2).width, 200)
        let huge = render("Hello", box: Size(1e300, 3))
        XCTAssertEqual(huge.width, TextRenderer.maximumBoxSide)
        XCTAssertNotNil(inkBounds(render("Hello", wrap: .infinity)))
        XCTAssertNotNil(inkBounds(render("Hello", wrap: -1)))
        XCTAssertNil(inkBounds(renderer.render("Hello", font: FontDescriptor(family: "DejaVu Sans", size: .infinity),
                                               color: red, alignment: .left, wrapWidth: nil, boxSize: Size(50, 50), scale: 1)))
        // An absurd size is clamped to 1024 px a em: DejaVu's "H" is then about 0.73 × 1024 px tall.
        let giant = try XCTUnwrap(inkBounds(renderer.render("H", font: FontDescriptor(family: "DejaVu Sans", size: 1e9),
                                                            color: red, alignment: .left, wrapWidth: nil,
                                                            boxSize: Size(1200, 1200), scale: 1)))
        XCTAssertEqual(Double(giant.maxY - giant.minY + 1), 0.729 * 1024, accuracy: 12)
        // 20 000 of those on one line would need a 18-gigapixel bitmap: skipped, not attempted.
        let endless = renderer.render(String(repeating: "H", count: 20_000), font: FontDescriptor(family: "DejaVu Sans", size: 1e9),
                                      color: red, alignment: .left, wrapWidth: nil, boxSize: Size(100, 100), scale: 1)
        XCTAssertEqual(endless.width, 100)
    }

    func testRenderedLinesAreCachedIndependentlyOfColour() {
        let fresh = TextRenderer(fonts: renderer.fonts)
        _ = fresh.render("One\nTwo", font: font, color: red, alignment: .left, wrapWidth: nil, boxSize: Size(100, 60), scale: 1)
        XCTAssertEqual(fresh.cachedLineCount, 2)
        let first = fresh.render("One\nTwo", font: font, color: .black, alignment: .center, wrapWidth: nil, boxSize: Size(100, 60), scale: 1)
        XCTAssertEqual(fresh.cachedLineCount, 2, "recolouring and realigning reuse the rendered lines")
        let again = fresh.render("One\nTwo", font: font, color: .black, alignment: .center, wrapWidth: nil, boxSize: Size(100, 60), scale: 1)
        XCTAssertEqual(first, again)
        _ = fresh.render("One", font: font, color: red, alignment: .left, wrapWidth: nil, boxSize: Size(100, 60), scale: 2)
        XCTAssertEqual(fresh.cachedLineCount, 3, "another scale is another bitmap")
    }
}
