/// The scene's one clock: scene time and a queue of what is due when (timers, animation
/// starts and stops, transaction completions). Events run in order of time and, at equal
/// times, in the order they were scheduled, each exactly once; while one runs, `now` is its
/// due time. Nothing here reads a wall clock, so the state at time t depends only on what
/// was scheduled and on t.
final class SceneClock {
    /// How many events may run at one instant: a callback that reschedules itself with
    /// `delay(0, f)` stops here instead of hanging the scene.
    let eventsPerInstant: Int
    /// How many events one scene may run in all: a timer chain with a tiny period, or a
    /// scene run to an enormous time, stops here.
    let eventsInAll: Int

    /// Scene time in seconds.
    private(set) var now = 0.0
    /// The latest finite time anything was scheduled for, if anything was.
    private(set) var latestScheduled: Double?
    /// Called with the new `now` whenever it changes, before the events due then run.
    var onTick: ((Double) -> Void)?
    /// "file:line: " of the scene code scheduling an event now, or nil when none runs; an
    /// event scheduled then takes the origin of the event running (a completion scheduled
    /// as a transaction closes, that of the code that opened it). A limit an event runs into
    /// is reported at its origin.
    var whereScheduling: (() -> String?)?

    /// A limit the events ran into, and the origin of the event that ran into it.
    struct Problem {
        let message: String
        let origin: String?
    }

    private var queue = EventQueue()
    private var instant = 0.0
    private var eventsThisInstant = 0
    private var eventsRun = 0
    /// The origin of the event running now.
    private var runningOrigin: String?
    /// True once `eventsInAll` ran out: nothing more is scheduled.
    private var stopped = false

    init(eventsPerInstant: Int, eventsInAll: Int) {
        self.eventsPerInstant = max(1, eventsPerInstant)
        self.eventsInAll = max(1, eventsInAll)
    }

    /// Runs `action` at scene time `time`, or now if that has passed. Times that are not
    /// finite (an animation on a paused layer never ends) never come.
    /// `origin` ("file:line: ") names where it was scheduled when no scene code is running
    /// (input from an events file).
    func schedule(at time: Double, origin: String? = nil, _ action: @escaping () -> Void) {
        guard !stopped, time.isFinite else { return }
        let due = max(time, now)
        latestScheduled = max(latestScheduled ?? due, due)
        queue.insert(at: due, origin: origin ?? whereScheduling?() ?? runningOrigin, action)
    }

    /// Runs every event due at or before `t` and then sets `now` to `t`. Time never goes
    /// back: a `t` before `now`, or one that is not finite, runs nothing and leaves `now`
    /// where it is. `stopReason` is asked before every 64th event; a reason it gives stops
    /// the clock as `eventsInAll` does. Returns each limit the events ran into.
    func advance(to t: Double, stopReason: () -> String? = { nil }) -> [Problem] {
        var problems: [Problem] = []
        guard t.isFinite else { return problems }
        var eventsThisAdvance = 0
        while let next = queue.nextTime, next <= t {
            guard let event = queue.removeFirst() else { break }
            eventsThisAdvance += 1
            if eventsThisAdvance % 64 == 0, let reason = stopReason() {
                stopped = true
                queue.removeAll()
                problems.append(Problem(message: reason + "; its timers and callbacks stop at t = \(instant)",
                                        origin: event.origin))
                break
            }
            if event.time != instant {
                instant = event.time
                eventsThisInstant = 0
            }
            eventsThisInstant += 1
            eventsRun += 1
            if eventsRun > eventsInAll {
                stopped = true
                queue.removeAll()
                problems.append(Problem(message: "more than \(eventsInAll) events since the scene started; "
                                        + "its timers and callbacks stop at t = \(instant)", origin: event.origin))
                break
            }
            if eventsThisInstant > eventsPerInstant {
                queue.removeAll(through: instant)
                problems.append(Problem(message: "more than \(eventsPerInstant) events at t = \(instant) "
                                        + "(does a callback keep calling delay(0, ...)?); the rest at that time were dropped",
                                        origin: event.origin))
                continue
            }
            move(to: event.time)
            let outerOrigin = runningOrigin
            runningOrigin = event.origin
            event.action()
            runningOrigin = outerOrigin
        }
        if t > now { move(to: t) }
        return problems
    }

    private func move(to time: Double) {
        guard time != now else { return }
        now = time
        onTick?(time)
    }
}
