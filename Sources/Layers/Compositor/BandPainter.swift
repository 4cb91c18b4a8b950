import Dispatch
import Raster

/// Paints a frame's damaged rectangles, each split into horizontal bands painted at once on
/// several threads: the first band straight into the frame on the calling thread, the others
/// into band buffers on worker threads, copied in when all are done. The nodes are only read
/// while painting, so the bands share them; a frame with a backdrop (whose blur cache the
/// painter updates) is painted on one thread.
struct BandPainter {
    /// How many threads may paint (1 paints on the calling thread alone).
    let threads: Int
    let backdrops: BackdropCache

    /// The fewest pixels a band may have: below it the hand-off costs more than it saves.
    static let minimumBandPixels = 32 * 1024

    /// Clears `rect` of `buffer` to `background` and paints `nodes` over it.
    func paint(_ nodes: [RenderNode], in rect: IntRect, background: Pixel, into buffer: inout PixelBuffer) {
        let bands = BandPainter.bands(of: rect, threads: threads)
        guard bands.count > 1, !nodes.contains(where: \.containsBackdrop) else {
            buffer.clear(rect, to: background)
            NodePainter(clip: rect, backdrops: backdrops).paint(nodes, into: &buffer, originX: 0, originY: 0)
            return
        }
        let work = BandWork(nodes: nodes, bands: bands, background: background)
        let group = DispatchGroup()
        for index in 1..<bands.count {
            DispatchQueue.global(qos: .userInteractive).async(group: group) { work.paintBand(index) }
        }
        buffer.clear(bands[0], to: background)
        NodePainter(clip: bands[0]).paint(nodes, into: &buffer, originX: 0, originY: 0)
        group.wait()
        for index in 1..<bands.count {
            if let band = work.results[index] { buffer.copy(band, x: bands[index].x, y: bands[index].y) }
        }
    }

    /// `rect` cut into up to `threads` bands of whole rows, top to bottom, each of at least
    /// `minimumBandPixels`.
    static func bands(of rect: IntRect, threads: Int) -> [IntRect] {
        let count = max(1, min(threads, rect.height, rect.width * rect.height / minimumBandPixels))
        return (0..<count).map { i in
            let top = rect.y + rect.height * i / count, bottom = rect.y + rect.height * (i + 1) / count
            return IntRect(x: rect.x, y: top, width: rect.width, height: bottom - top)
        }
    }
}

/// One frame's bands being painted on worker threads. Each worker writes only its own slot
/// of `results` (memory of its own, not an array's shared buffer), and the caller reads them
/// only after waiting for all, so no lock is needed.
private final class BandWork: @unchecked Sendable {
    let nodes: [RenderNode]
    let bands: [IntRect]
    let background: Pixel
    let results: UnsafeMutableBufferPointer<PixelBuffer?>

    init(nodes: [RenderNode], bands: [IntRect], background: Pixel) {
        self.nodes = nodes
        self.bands = bands
        self.background = background
        results = .allocate(capacity: bands.count)
        results.initialize(repeating: nil)
    }

    deinit {
        results.deinitialize()
        results.deallocate()
    }

    func paintBand(_ index: Int) {
        let band = bands[index]
        var pixels = PixelBuffer(width: band.width, height: band.height, fill: background)
        NodePainter(clip: band).paint(nodes, into: &pixels, originX: band.x, originY: band.y)
        results[index] = pixels
    }
}
