import Geometry
import Layers

/// The views that explain a scene: the selection the inspector, the curve graphs and the
/// timing bars share, and what a click on them selects.
extension PreviewSession {
    /// Brings the inspector and the curve graphs up to the playhead, over `presented` (the
    /// scene's presentation tree at the current time).
    func updateInspection(presented: Layer?) {
        inspector.update(model: root?.layer, presentation: presented, selection: selectedLayer,
                         sceneSize: Size(width: sceneSize.width, height: frameSize.height), isShown: showsInspector)
        let record = showsCurves ? shownAnimation : nil
        curvePanel.update(record: record, subject: record.flatMap { animationSubject(ofRecord: $0.index) }, time: time,
                          sceneSize: sceneSize, isShown: showsCurves)
    }

    /// The animation the curve graphs show: the one selected, else the latest on the selected
    /// layer, else the scene's latest.
    var shownAnimation: AnimationRecord? {
        let records = animationRecords
        if let index = selectedAnimation, let record = records.record(numbered: index) { return record }
        if let path = selectedLayer, let root = root?.layer, let layer = path.layer(under: root) {
            if let record = records.last(where: { animationSubject(ofRecord: $0.index)?.layer === layer }) { return record }
        }
        return records.last
    }

    /// Selects the layer drawn topmost at `point` (scene points) now, and the latest animation
    /// on it; nothing when no layer is there. Returns what it selected.
    @discardableResult
    public func selectLayer(at point: Point) -> LayerPath? {
        guard let root = root?.layer else { return nil }
        selectedLayer = LayerPath.topmost(at: point, in: root.presentationTree(at: time))
        selectedAnimation = nil
        return selectedLayer
    }

    /// Selects the layer named `name` (the first in probe order), as `--select` does; false
    /// when no layer has that name.
    @discardableResult
    public func selectLayer(named name: String) -> Bool {
        guard let root = root?.layer,
              let layer = ProbeEncoder.layers(of: root).first(where: { $0.name == name }),
              let path = LayerPath.of(layer, under: root) else { return false }
        selectedLayer = path
        selectedAnimation = nil
        return true
    }

    /// Selects the logged animation numbered `index` and its layer.
    public func selectAnimation(_ index: Int) {
        selectedAnimation = index
        if let layer = animationSubject(ofRecord: index)?.layer, let root = root?.layer {
            selectedLayer = LayerPath.of(layer, under: root)
        }
    }

    /// What a click at `point` (frame points) on the inspector's list or the timing bars
    /// selects; true when it landed on one of them (the scene does not get it).
    public func selectInPanels(at point: Point) -> Bool {
        if showsInspector, inspector.contains(point) {
            if let path = inspector.path(at: point) {
                selectedLayer = path
                selectedAnimation = nil
            }
            return true
        }
        if showsTimingPanel, timingPanel.contains(point) {
            if let index = timingPanel.recordIndex(at: point) { selectAnimation(index) }
            return true
        }
        return false
    }

    /// Scrolls the panel under `point` (frame points) by `rows` (positive: down the inspector's
    /// list, back in time in the timing bars); false when no panel is there.
    public func scrollPanels(at point: Point, byRows rows: Int) -> Bool {
        if showsInspector, inspector.contains(point) {
            inspector.scroll(by: rows)
            return true
        }
        if showsTimingPanel, timingPanel.contains(point) {
            timingPanel.scroll(by: -rows)
            return true
        }
        return false
    }

    /// Where the selected layer was made (`file:line`), for `E`; nil when nothing is selected
    /// or the engine made it.
    public var selectedLayerOrigin: String? {
        guard let path = selectedLayer, let root = root?.layer else { return nil }
        return path.layer(under: root)?.creationOrigin
    }
}
