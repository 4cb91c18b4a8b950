import Dispatch
import Raster

/// Paints a frame's damaged rectangles, each split into horizontal bands painted at once on
/// several threads: the first band of each straight into the frame on the calling thread, the
/// others into band buffers on worker threads, each copied into the frame by its own worker as
/// soon as it is painted (the calling thread copying them after would add their copy to the
/// frame's time). The band buffers are kept between frames (fresh memory every frame costs page
/// faults). The nodes are only read while painting, so the bands share them; a frame with a
/// backdrop (whose blur cache the painter updates) is painted on one thread.
///
/// The calling thread may do other work while the workers paint (`paint(…while:)`): a run of
/// frames builds the next frame's tree there, as Core Animation's render server draws one
/// frame while the app commits the next.
final class BandPainter {
    /// How many threads may paint (1 paints on the calling thread alone).
    var threads = 1
    /// The workers' buffers from the last frame painted in bands, reused when large enough.
    private var spare: [PixelBuffer] = []
    /// The calling thread's share of the rows, learnt from the frames before: it paints
    /// straight into the frame while the workers also copy their bands in, and it may have
    /// other work to do first, so equal bands would leave it late or early (measured on the
    /// cards benchmark: 1.53 ms against 1.70 with equal bands and no other work).
    private var firstShare: Double?

    /// The fewest pixels a band may have: below it the hand-off costs more than it saves.
    static let minimumBandPixels = 32 * 1024

    /// Clears `rects` of `buffer` to `background` and paints `nodes` over them, running `work`
    /// on the calling thread while worker threads paint their bands (after painting, when there
    /// are no workers). `work` must not touch `buffer` or `nodes`' pictures in place; `backdrops`
    /// keeps blurred backdrops between frames.
    func paint(_ nodes: [RenderNode], in rects: [IntRect], background: Pixel, into buffer: inout PixelBuffer,
               backdrops: BackdropCache, while work: () -> Void = {}) {
        let split = rects.map { BandPainter.bands(of: $0, threads: threads, firstShare: firstShare) }
        let workers = (split.map(\.count).max() ?? 1) - 1
        guard workers > 0, !nodes.contains(where: \.containsBackdrop) else {
            for rect in rects {
                buffer.clear(rect, to: background)
                NodePainter(clip: rect, backdrops: backdrops).paint(nodes, into: &buffer, originX: 0, originY: 0)
            }
            work()
            return
        }
        // The frame's storage, made unique here so that painting the first bands below changes it
        // in place: the workers write their bands' rows (which no one else touches) through it.
        let frame = buffer.pixels.withUnsafeMutableBufferPointer { $0.baseAddress! }
        let job = BandWork(nodes: nodes, bands: (1...workers).map { w in split.compactMap { w < $0.count ? $0[w] : nil } },
                            background: background, buffers: &spare, frame: frame, frameWidth: buffer.width)
        let group = DispatchGroup()
        for worker in 1...workers {
            DispatchQueue.global(qos: .userInteractive).async(group: group) { job.paintBands(of: worker) }
        }
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        let painting = DispatchTime.now().uptimeNanoseconds
        let own = split.map { $0[0] }
        for band in own {
            buffer.clear(band, to: background)
            NodePainter(clip: band).paint(nodes, into: &buffer, originX: 0, originY: 0)
        }
        let end = DispatchTime.now().uptimeNanoseconds
        group.wait()
        let (buffers, seconds) = job.finish()
        spare = buffers
        let rows = [own.map(\.height).reduce(0, +)] + job.bands.map { $0.map(\.height).reduce(0, +) }
        let first = BandPainter.balancedShare(rows: rows, seconds: [Double(end - painting) / 1e9] + seconds,
                                              callerFirst: Double(painting - start) / 1e9)
        // Halfway towards the balance, within limits, so one odd frame moves it little.
        if let first {
            let equal = 1 / Double(rows.count)
            let next = ((firstShare ?? equal) + first) / 2
            firstShare = min(max(next, equal / 8), min(2 * equal, 0.9))
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

    /// The calling thread's share of the rows that would have made the last frame's painters
    /// finish together, given how long each took a row and that the calling thread first spent
    /// `callerFirst` seconds on other work (at least nothing, at most all of the rows); nil when
    /// a time is missing. `rows[0]` and `seconds[0]` are the calling thread's, the rest the
    /// workers'.
    static func balancedShare(rows: [Int], seconds: [Double], callerFirst: Double = 0) -> Double? {
        guard rows.count > 1, rows.count == seconds.count, rows.allSatisfy({ $0 > 0 }), seconds.allSatisfy({ $0 > 0 }),
              callerFirst >= 0 else { return nil }
        let total = Double(rows.reduce(0, +))
        let caller = seconds[0] / Double(rows[0])
        let workers = Double(rows.count - 1)
        let worker = zip(rows.dropFirst(), seconds.dropFirst()).map { $1 / Double($0) }.reduce(0, +) / workers
        // callerFirst + s · total · caller = (1 − s) · total · worker / workers
        let perWorkerRow = worker / workers
        let share = (total * perWorkerRow - callerFirst) / (total * (caller + perWorkerRow))
        return share.isFinite ? min(max(share, 0), 1) : nil
    }
}

/// One frame's bands being painted on worker threads. Each worker paints only into its own
/// slot of `buffers` (memory of its own, not an array's shared storage) and then only its own
/// bands' rows of the frame, and the caller reads them only after waiting for all, so no lock
/// is needed.
private final class BandWork: @unchecked Sendable {
    let nodes: [RenderNode]
    /// Worker w's bands are `bands[w - 1]`, one from each damaged rectangle split that far.
    let bands: [[IntRect]]
    let background: Pixel
    private let buffers: UnsafeMutableBufferPointer<PixelBuffer>
    /// How long each worker took, in seconds (each written by its own worker).
    private let seconds: UnsafeMutableBufferPointer<Double>
    /// The frame's pixels, `frameWidth` to a row.
    private let frame: UnsafeMutablePointer<Pixel>
    private let frameWidth: Int

    /// `reusable` are buffers of an earlier frame, taken (so that each is this work's alone and
    /// painting it copies nothing) for the workers they are large enough for.
    init(nodes: [RenderNode], bands: [[IntRect]], background: Pixel, buffers reusable: inout [PixelBuffer],
         frame: UnsafeMutablePointer<Pixel>, frameWidth: Int) {
        self.nodes = nodes
        self.bands = bands
        self.background = background
        self.frame = frame
        self.frameWidth = frameWidth
        buffers = .allocate(capacity: bands.count)
        seconds = .allocate(capacity: bands.count)
        seconds.initialize(repeating: 0)
        for (i, own) in bands.enumerated() {
            let width = own.map(\.width).max() ?? 0, height = own.map(\.height).max() ?? 0
            var old = PixelBuffer(width: 0, height: 0)
            if i < reusable.count { swap(&old, &reusable[i]) }
            let fits = old.width >= width && old.height >= height
            (buffers.baseAddress! + i).initialize(to: fits ? old : PixelBuffer(width: width, height: height))
        }
    }

    deinit {
        _ = buffers.deinitialize()
        buffers.deallocate()
        seconds.deallocate()
    }

    /// Paints each band of `worker` into its buffer, whose pixel (0, 0) is the band's top-left
    /// corner, and copies it into the band's place in the frame.
    func paintBands(of worker: Int) {
        let i = worker - 1
        let start = DispatchTime.now().uptimeNanoseconds
        defer { seconds[i] = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        for band in bands[i] {
            buffers[i].clear(IntRect(x: 0, y: 0, width: band.width, height: band.height), to: background)
            NodePainter(clip: band).paint(nodes, into: &buffers[i], originX: band.x, originY: band.y)
            let stride = buffers[i].width
            buffers[i].pixels.withUnsafeBufferPointer { painted in
                for row in 0..<band.height {
                    (frame + (band.y + row) * frameWidth + band.x)
                        .update(from: painted.baseAddress! + row * stride, count: band.width)
                }
            }
        }
    }

    /// The workers' buffers, for the next frame, and how long each worker took.
    func finish() -> (buffers: [PixelBuffer], seconds: [Double]) {
        (Array(buffers), Array(seconds))
    }
}
