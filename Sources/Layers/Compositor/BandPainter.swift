import Dispatch
import Raster

/// Paints a frame's damaged rectangles, each split into horizontal bands painted at once on
/// several threads: the first band straight into the frame on the calling thread, the others
/// into band buffers on worker threads, each copied into the frame by its own worker as soon as
/// it is painted (the calling thread copying them after would add their copy to the frame's
/// time). The band buffers are kept between frames (fresh memory every frame costs page faults).
/// The nodes are only read while painting, so the bands share them; a frame with a backdrop
/// (whose blur cache the painter updates) is painted on one thread.
final class BandPainter {
    /// How many threads may paint (1 paints on the calling thread alone).
    var threads = 1
    /// The worker bands' buffers from the last frame painted in bands, reused when large enough.
    private var spare: [PixelBuffer] = []

    /// The fewest pixels a band may have: below it the hand-off costs more than it saves.
    static let minimumBandPixels = 32 * 1024

    /// Clears `rect` of `buffer` to `background` and paints `nodes` over it; `backdrops` keeps
    /// blurred backdrops between frames.
    func paint(_ nodes: [RenderNode], in rect: IntRect, background: Pixel, into buffer: inout PixelBuffer,
               backdrops: BackdropCache) {
        let bands = BandPainter.bands(of: rect, threads: threads)
        guard bands.count > 1, !nodes.contains(where: \.containsBackdrop) else {
            buffer.clear(rect, to: background)
            NodePainter(clip: rect, backdrops: backdrops).paint(nodes, into: &buffer, originX: 0, originY: 0)
            return
        }
        // The frame's storage, made unique here so that painting the first band below changes it
        // in place: the workers write their bands' rows (which no one else touches) through it.
        let frame = buffer.pixels.withUnsafeMutableBufferPointer { $0.baseAddress! }
        let work = BandWork(nodes: nodes, bands: bands, background: background, buffers: spare,
                            frame: frame, frameWidth: buffer.width)
        let group = DispatchGroup()
        for index in 1..<bands.count {
            DispatchQueue.global(qos: .userInteractive).async(group: group) { work.paintBand(index) }
        }
        buffer.clear(bands[0], to: background)
        NodePainter(clip: bands[0]).paint(nodes, into: &buffer, originX: 0, originY: 0)
        group.wait()
        spare = work.finish()
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

/// One frame's bands being painted on worker threads. Each worker paints only into its own
/// slot of `buffers` (memory of its own, not an array's shared storage) and then only its own
/// band's rows of the frame, and the caller reads them only after waiting for all, so no lock is
/// needed.
private final class BandWork: @unchecked Sendable {
    let nodes: [RenderNode]
    let bands: [IntRect]
    let background: Pixel
    private let buffers: UnsafeMutableBufferPointer<PixelBuffer>
    /// The frame's pixels, `frameWidth` to a row.
    private let frame: UnsafeMutablePointer<Pixel>
    private let frameWidth: Int

    /// `reusable` are buffers of an earlier frame, used for the bands they are large enough for.
    init(nodes: [RenderNode], bands: [IntRect], background: Pixel, buffers reusable: [PixelBuffer],
         frame: UnsafeMutablePointer<Pixel>, frameWidth: Int) {
        self.nodes = nodes
        self.bands = bands
        self.background = background
        self.frame = frame
        self.frameWidth = frameWidth
        buffers = .allocate(capacity: bands.count)
        for i in 0..<bands.count {
            let old = i - 1 < reusable.count && i > 0 ? reusable[i - 1] : nil
            let fits = old.map { $0.width >= bands[i].width && $0.height >= bands[i].height } ?? false
            (buffers.baseAddress! + i).initialize(to: fits ? old! : PixelBuffer(width: bands[i].width, height: bands[i].height))
        }
    }

    deinit {
        _ = buffers.deinitialize()
        buffers.deallocate()
    }

    /// Paints band `index` into its buffer, whose pixel (0, 0) is the band's top-left corner, and
    /// copies it into the band's place in the frame.
    func paintBand(_ index: Int) {
        let band = bands[index]
        buffers[index].clear(IntRect(x: 0, y: 0, width: band.width, height: band.height), to: background)
        NodePainter(clip: band).paint(nodes, into: &buffers[index], originX: band.x, originY: band.y)
        let stride = buffers[index].width
        buffers[index].pixels.withUnsafeBufferPointer { painted in
            for row in 0..<band.height {
                (frame + (band.y + row) * frameWidth + band.x)
                    .update(from: painted.baseAddress! + row * stride, count: band.width)
            }
        }
    }

    /// The worker bands' buffers, for the next frame.
    func finish() -> [PixelBuffer] {
        (1..<bands.count).map { buffers[$0] }
    }
}
