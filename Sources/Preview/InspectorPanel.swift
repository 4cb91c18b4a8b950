import Geometry
import Layers
import Raster

/// The inspector (`I` in the window, `render --overlay inspector`): a column beside the
/// scene listing its layers and views (type, name, the line that made each), and the
/// selected layer's properties, model beside presentation, at the playhead. Over the scene the
/// selected layer is outlined where it is on screen, with its model geometry as a dashed
/// ghost, so an animation's distance from the model shows at a glance.
public final class InspectorPanel {
    /// Everything the inspector draws, in frame points: the column and the outlines.
    public let layer = Layer()
    private let background = Layer()
    private let highlight = Layer()
    private let text = PanelText()
    /// The selected layer as it is on screen, and where the model puts it.
    private let outline = ShapeLayer()
    private let ghost = ShapeLayer()
    private var tree: InspectorTree?
    /// The first tree row shown: the list scrolls to keep the selection in sight.
    private var firstRow = 0
    /// The selection the list last scrolled to.
    private var scrolledTo: LayerPath?
    /// Where the list is, and how many rows it shows, as last drawn.
    private var listFrame = Rect.zero
    private var listCapacity = 0

    /// The column's width, in points.
    public static let width = 300.0
    static let rowHeight = 12.0
    static let selectionColor = Color(red: 0.04, green: 0.52, blue: 1)

    public init() {
        layer.name = "kinema.inspector"
        background.backgroundColor = Color(red: 0.09, green: 0.1, blue: 0.13, alpha: 1)
        highlight.backgroundColor = Color(red: 0.04, green: 0.52, blue: 1, alpha: 0.35)
        outline.fillColor = nil
        outline.strokeColor = InspectorPanel.selectionColor
        outline.lineWidth = 1.5
        ghost.fillColor = nil
        ghost.strokeColor = Color(red: 1, green: 1, blue: 1, alpha: 0.7)
        ghost.lineWidth = 1
        ghost.lineDashPattern = [4, 3]
        for part in [background, highlight, text.layer, ghost, outline] { layer.addSublayer(part) }
        layer.isHidden = true
    }

    /// Shows the tree of `model` (the scene's root layer) and the layer at `selection`, with
    /// its values in `presentation` (the same tree at the playhead), beside a scene of
    /// `sceneSize`; or hides the inspector.
    func update(model: Layer?, presentation: Layer?, selection: LayerPath?, sceneSize: Size, isShown: Bool) {
        layer.isHidden = !isShown
        guard isShown, let model else { return }
        let column = Rect(x: sceneSize.width, y: 0, width: InspectorPanel.width, height: sceneSize.height)
        layer.frame = Rect(x: 0, y: 0, width: column.maxX, height: column.height)
        background.frame = column
        let tree = InspectorTree(root: model)
        self.tree = tree
        var lines: [PanelText.Line] = []
        let left = column.minX + 6, width = column.width - 12
        lines.append(.init(string: "Layers — click one in the scene, E opens its line", frame: Rect(x: left, y: 2, width: width, height: 14),
                           color: PanelText.dimColor))
        // The list takes the top half; the properties the rest.
        listCapacity = max(Int((column.height * 0.5 - 18) / InspectorPanel.rowHeight), 1)
        listFrame = Rect(x: column.minX, y: 18, width: column.width, height: Double(listCapacity) * InspectorPanel.rowHeight)
        let selectedRow = selection.flatMap { path in tree.rows.firstIndex { $0.path == path } }
        // A new selection scrolls into sight; the wheel may then scroll it away.
        if let selectedRow, selection != scrolledTo {
            scrolledTo = selection
            if selectedRow < firstRow { firstRow = selectedRow }
            if selectedRow >= firstRow + listCapacity { firstRow = selectedRow - listCapacity + 1 }
        }
        firstRow = min(firstRow, max(tree.rows.count - listCapacity, 0))
        highlight.isHidden = true
        for (i, row) in tree.rows.dropFirst(firstRow).prefix(listCapacity).enumerated() {
            let y = listFrame.minY + Double(i) * InspectorPanel.rowHeight
            let indent = Double(min(row.depth, 12)) * 8
            let originWidth = row.origin.map { min(Double($0.count) * PanelText.characterWidth + 4, width * 0.4) } ?? 0
            lines.append(.init(string: row.title, frame: Rect(x: left + indent, y: y, width: width - indent - originWidth, height: InspectorPanel.rowHeight)))
            if let origin = row.origin {
                lines.append(.init(string: origin, frame: Rect(x: column.maxX - 6 - originWidth, y: y, width: originWidth, height: InspectorPanel.rowHeight),
                                   color: PanelText.dimColor))
            }
            if firstRow + i == selectedRow {
                highlight.isHidden = false
                highlight.frame = Rect(x: column.minX, y: y, width: column.width, height: InspectorPanel.rowHeight)
            }
        }
        let hiddenBelow = tree.rows.count - firstRow - listCapacity
        if hiddenBelow > 0 || tree.isCut || firstRow > 0 {
            let note = "rows \(firstRow + 1)–\(min(firstRow + listCapacity, tree.rows.count)) of \(tree.rows.count)" + (tree.isCut ? "+" : "")
                + " (wheel scrolls)"
            lines.append(.init(string: note, frame: Rect(x: left, y: listFrame.maxY, width: width, height: 12), color: PanelText.dimColor))
        }
        let selectedModel = selection.flatMap { $0.layer(under: model) }
        let selectedShown = selection.flatMap { path in presentation.flatMap { path.layer(under: $0) } }
        lines += propertyLines(of: selectedModel, shown: selectedShown, below: listFrame.maxY + 16, in: column)
        text.show(lines)
        place(outline, on: selectedShown?.outlineInRoot)
        place(ghost, on: selectedModel?.outlineInRoot)
    }

    /// The selected layer's heading and its properties, model beside presentation.
    private func propertyLines(of model: Layer?, shown: Layer?, below top: Double, in column: Rect) -> [PanelText.Line] {
        let left = column.minX + 6, width = column.width - 12
        guard let model else {
            return [.init(string: "Nothing selected", frame: Rect(x: left, y: top, width: width, height: 14), color: PanelText.dimColor)]
        }
        var lines: [PanelText.Line] = []
        let heading = InspectorTree.typeName(of: model) + (model.name.map { " '\($0)'" } ?? "")
            + (model.creationOrigin.map { "  " + InspectorTree.shortOrigin($0) } ?? "")
        lines.append(.init(string: heading, frame: Rect(x: left, y: top, width: width, height: 14), color: InspectorPanel.selectionColor))
        let keyWidth = 102.0, valueWidth = (width - keyWidth) / 2
        let header = top + 14
        lines.append(.init(string: "property", frame: Rect(x: left, y: header, width: keyWidth, height: 12), color: PanelText.dimColor))
        lines.append(.init(string: "model", frame: Rect(x: left + keyWidth, y: header, width: valueWidth, height: 12), color: PanelText.dimColor))
        lines.append(.init(string: "presentation", frame: Rect(x: left + keyWidth + valueWidth, y: header, width: valueWidth, height: 12),
                           color: PanelText.dimColor))
        let rows = InspectorProperties(model: model, presentation: shown).rows
        let capacity = max(Int((column.maxY - header - 14) / InspectorPanel.rowHeight), 0)
        // Animated values first: they are what the user is looking at.
        let ordered = rows.filter(\.isAnimated) + rows.filter { !$0.isAnimated }
        for (i, row) in ordered.prefix(capacity).enumerated() {
            let y = header + 12 + Double(i) * InspectorPanel.rowHeight
            let color = row.isAnimated ? PanelText.accentColor : PanelText.textColor
            lines.append(.init(string: row.key, frame: Rect(x: left, y: y, width: keyWidth - 4, height: InspectorPanel.rowHeight), color: color))
            lines.append(.init(string: row.model, frame: Rect(x: left + keyWidth, y: y, width: valueWidth - 4, height: InspectorPanel.rowHeight)))
            lines.append(.init(string: row.presentation, frame: Rect(x: left + keyWidth + valueWidth, y: y, width: valueWidth, height: InspectorPanel.rowHeight),
                               color: color))
        }
        return lines
    }

    private func place(_ shape: ShapeLayer, on corners: [Point]?) {
        guard let corners else {
            shape.isHidden = true
            return
        }
        // A layer the size of the outline, so its picture is no bigger than it.
        let box = Rect.bounding(corners).insetBy(dx: -2, dy: -2)
        var path = Path()
        path.addLines(between: (corners + [corners[0]]).map { Point(x: $0.x - box.minX, y: $0.y - box.minY) })
        shape.isHidden = false
        if shape.frame != box { shape.frame = box }
        if shape.path != path { shape.path = path }
    }

    /// The layer whose row is at `point` (frame points) in the list as last drawn, or nil.
    func path(at point: Point) -> LayerPath? {
        guard !layer.isHidden, let tree, listFrame.contains(point) else { return nil }
        let row = firstRow + Int((point.y - listFrame.minY) / InspectorPanel.rowHeight)
        return tree.rows.indices.contains(row) ? tree.rows[row].path : nil
    }

    /// Whether `point` (frame points) is on the column.
    func contains(_ point: Point) -> Bool { !layer.isHidden && background.frame.contains(point) }

    /// Scrolls the list by `rows` (positive down).
    func scroll(by rows: Int) {
        firstRow = max(firstRow + rows, 0)
    }
}
