import Geometry

/// How much work drawing an SVG's shapes takes, estimated before SDL_image (nanosvg) draws
/// them. Its rasterizer handles each row's crossing edges in a list whose upkeep grows with
/// the square of how many cross it: thousands of long edges over the same rows (a "path bomb"
/// of random lines) take minutes, where as many short edges take milliseconds. The estimate
/// is the sum over raster rows of the square of the edges crossing each, from the `d` of every
/// path and the `points` of every polyline and polygon (transforms are not applied; other
/// shapes are a few edges each).
enum SVGComplexity {
    /// The largest estimate drawn: about two seconds' work. Measured with random lines over
    /// 200 rows: 5,000 lines (an estimate of 5.6e8) took 0.5 s, 10,000 (2.2e9) 2.2 s, 20,000
    /// (8.9e9) 13 s.
    static let budget = 2_000_000_000.0

    /// The estimate for `text` drawn `rows` rows tall, the SVG's user space being `height`
    /// units from `top` (its viewBox, or its own height).
    static func cost(of text: String, rows: Int, top: Double, height: Double) -> Double {
        guard rows > 0, height > 0, height.isFinite, top.isFinite else { return 0 }
        var crossings = [Int](repeating: 0, count: rows + 1)
        let perUnit = Double(rows) / height
        func addEdge(_ a: Point, _ b: Point) {
            let y0 = (min(a.y, b.y) - top) * perUnit, y1 = (max(a.y, b.y) - top) * perUnit
            guard y0.isFinite, y1.isFinite, y1 >= 0, y0 < Double(rows) else { return }
            crossings[Int(max(y0, 0))] += 1
            crossings[min(Int(min(y1, Double(rows - 1))) + 1, rows)] -= 1
        }
        for data in attributeValues(named: "d", in: text) {
            guard let path = try? Path(svg: data) else { continue }
            for line in path.flattened(tolerance: max(height / Double(rows), 1e-3)) {
                for (a, b) in zip(line.points, line.points.dropFirst()) { addEdge(a, b) }
                if line.isClosed, let first = line.points.first, let last = line.points.last { addEdge(last, first) }
            }
        }
        for data in attributeValues(named: "points", in: text) {
            let numbers = data.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }).compactMap { Double($0) }
            let points = stride(from: 0, to: numbers.count - 1, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
            for (a, b) in zip(points, points.dropFirst()) { addEdge(a, b) }
        }
        var active = 0, total = 0.0
        for row in 0..<rows {
            active += crossings[row]
            total += Double(active) * Double(active)
        }
        return total
    }

    /// The values of every attribute called `name` (after a space or line break, quoted).
    private static func attributeValues(named name: String, in text: String) -> [String] {
        var values: [String] = []
        var rest = Substring(text)
        while let found = rest.range(of: "\(name)=") {
            let before = found.lowerBound > rest.startIndex ? rest[rest.index(before: found.lowerBound)] : " "
            rest = rest[found.upperBound...]
            guard before == " " || before == "\n" || before == "\t" || before == "\r",
                  let quote = rest.first, quote == "\"" || quote == "'" else { continue }
            let value = rest.dropFirst().prefix { $0 != quote }
            values.append(String(value))
            rest = rest.dropFirst(value.count + 1)
        }
        return values
    }
}
