import Geometry

extension TimelineBar {
    /// What `update` was last given, cleaned so equal states compare equal (no NaN).
    struct State: Equatable {
        var time: Double, duration: Double, isPaused: Bool, speed: Double, isHidden: Bool, sceneSize: Size, scale: Double
        var isLooping = false, isEndless = false, isAtEnd = false

        init(time: Double, duration: Double, isPaused: Bool, speed: Double, isHidden: Bool, sceneSize: Size, scale: Double) {
            self.time = time >= 0 ? time : 0
            self.duration = duration >= 0 ? duration : 0
            self.speed = speed.isNaN ? 1 : speed
            self.isPaused = isPaused
            self.isHidden = isHidden
            self.scale = scale.isNaN ? 1 : scale
            self.sceneSize = Size(width: sceneSize.width.isNaN ? 0 : sceneSize.width,
                                  height: sceneSize.height.isNaN ? 0 : sceneSize.height)
        }
    }
}
