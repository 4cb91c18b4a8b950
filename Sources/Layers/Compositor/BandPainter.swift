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
    /// The first band's share of the rows, learnt from the frames before: the calling thread
    /// paints straight into the frame while the workers also copy their bands in, so equal
    /// bands would leave it waiting (measured on the cards benchmark: 1.53 ms against 1.70).
    private var firstShare: Double?

    /// The fewest pixels a band may have: below it the hand-off costs more than it saves.
    static let minimumBandPixels = 32 * 1024

    /// Clears `rect` of `buffer` to `background` and paints `nodes` over it; `backdrops` keeps
    /// blurred backdrops between frames.
    func paint(_ nodes: [RenderNode], in rect: IntRect, background: Pixel, into buffer: inout PixelBuffer,
               backdrops: BackdropCache) {
        let bands = BandPainter.bands(of: rect, threads: threads, firstShare: firstShare)
        guard bands.count > 1, !nodes.contains(where: \.containsBackdrop) else {
            buffer.clear(rect, to: background)
            NodePainter(clip: rect, backdrops: backdrops).paint(nodes, into: &buffer, originX: 0, originY: 0)
            return
        }
        // The frame's storage, made unique here so that painting the first band below changes it
        // in place: the workers write their bands' rows (which no one else touches) through it.
        let frame = buffer.pixels.withUnsafeMutableBufferPointer { $0.baseAddress! }
        let work = BandWork(nodes: nodes, bands: bands, background: background, buffers: &spare,
                            frame: frame, frameWidth: buffer.width)
        let group = DispatchGroup()
        for index in 1..<bands.count {
            DispatchQueue.global(qos: .userInteractive).async(group: group) { work.paintBand(index) }
        }
        let start = DispatchTime.now().uptimeNanoseconds
        buffer.clear(bands[0], to: background)
        NodePainter(clip: bands[0]).paint(nodes, into: &buffer, originX: 0, originY: 0)
        let own = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        group.wait()
        let (buffers, seconds) = work.finish()
        spare = buffers
        // Halfway towards the balance, within limits, so one odd frame moves it little.
        if let balanced = BandPainter.balancedShare(bands: bands, seconds: [own] + seconds) {
            let equal = 1 / Double(bands.count)
            let next = ((firstShare ?? equal) + balanced) / 2
            firstShare = min(max(next, equal / 2), min(2 * equal, 0.9))
        }
    }

    /// `rect` cut into up to `threads` bands of whole rows, top to bottom, of at least
    /// `minimumBandPixels` pixels in all: the first `firstShare` of the rows (at least one each),
    /// the others sharing the rest equally; all equal without it.
    static func bands(of rect: IntRect, threads: Int, firstShare: Double? = nil) -> [IntRect] {
        let count = max(1, min(threads, rect.height, rect.width * rect.height / minimumBandPixels))
        guard count > 1 else { return [rect] }
        var cuts = (0...count).map { rect.height * $0 / count }
        if let firstShare, firstShare.isFinite {
            let first = min(max(Int((Double(rect.height) * firstShare).rounded()), 1), rect.height - (count - 1))
            cuts = [0] + (0..<count).map { first + (rect.height - first) * $0 / (count - 1) }
        }
        return (0..<count).map { i in
            IntRect(x: rect.x, y: rect.y + cuts[i], width: rect.width, height: cuts[i + 1] - cuts[i])
        }
    }

    /// The first band's share of the rows that would have made the last frame's bands finish
    /// together, given how long each took a row; nil when a time is missing.
    static func balancedShare(bands: [IntRect], seconds: [Double]) -> Double? {
        guard bands.count > 1, bands.count == seconds.count, seconds.allSatisfy({ $0 > 0 }) else { return nil }
        let first = seconds[0] / Double(bands[0].height)
        let others = zip(bands.dropFirst(), seconds.dropFirst()).map { $1 / Double($0.height) }.reduce(0, +)
            / Double(bands.count - 1)
        // first · s = others · (1 − s) / (count − 1)
        let share = others / Double(bands.count - 1) / (first + others / Double(bands.count - 1))
        return share.isFinite ? share : nil
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
    /// How long each band took, in seconds (each written by its own worker).
    private let seconds: UnsafeMutableBufferPointer<Double>
    /// The frame's pixels, `frameWidth` to a row.
    private let frame: UnsafeMutablePointer<Pixel>
    private let frameWidth: Int

    /// `reusable` are buffers of an earlier frame, taken (so that each is this work's alone and
    /// painting it copies nothing) for the bands they are large enough for.
    init(nodes: [RenderNode], bands: [IntRect], background: Pixel, buffers reusable: inout [PixelBuffer],
         frame: UnsafeMutablePointer<Pixel>, frameWidth: Int) {
        self.nodes = nodes
        self.bands = bands
        self.background = background
        self.frame = frame
        self.frameWidth = frameWidth
        buffers = .allocate(capacity: bands.count)
        seconds = .allocate(capacity: bands.count)
        seconds.initialize(repeating: 0)
        let none = PixelBuffer(width: 0, height: 0)
        // The first band is painted straight into the frame: it has no buffer.
        buffers.baseAddress!.initialize(to: none)
        for i in 1..<bands.count {
            var old = none
            if i - 1 < reusable.count { swap(&old, &reusable[i - 1]) }
            let fits = old.width >= bands[i].width && old.height >= bands[i].height
            (buffers.baseAddress! + i).initialize(to: fits ? old : PixelBuffer(width: bands[i].width, height: bands[i].height))
        }
    }

    deinit {
        _ = buffers.deinitialize()
        buffers.deallocate()
        seconds.deallocate()
    }

    /// Paints band `index` into its buffer, whose pixel (0, 0) is the band's top-left corner, and
    /// copies it into the band's place in the frame.
    func paintBand(_ index: Int) {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { seconds[index] = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
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

    /// The worker bands' buffers, for the next frame, and how long each band took.
    func finish() -> (buffers: [PixelBuffer], seconds: [Double]) {
        ((1..<bands.count).map { buffers[$0] }, (1..<bands.count).map { seconds[$0] })
    }
}
