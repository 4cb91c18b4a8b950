-- Benchmark scene: 1,000 CADisplayLinks for 60 s. Each link's target is an instance of a
-- Lua class whose step(link) moves its own small layer one point a frame (wrapping; the
-- layer has no implicit position action), so a
-- frame is 1,000 Lua calls; all links share one clock event a frame. Benchmarks/run times
-- `kinema check` of it: 3,600 frames, 3.6 million callbacks.
scene.size = {1000, 1000}
scene.backgroundColor = "#101418"
scene.title = "1,000 display links"
scene.duration = 60

local Mover = class("Mover", NSObject)

function Mover:init(layer)
    NSObject.init(self)
    self.layer = layer
    self.x = 0
end

function Mover:step(link)
    self.x = (self.x + 1) % 1000
    self.layer.position = CGPoint(self.x, self.layer.position.y)
end

for i = 1, 1000 do
    -- No implicit animation: the link moves the dot itself, frame by frame.
    local dot = CALayer{ frame = {0, (i - 1), 4, 1}, backgroundColor = "#4af", actions = { position = false } }
    view.layer:addSublayer(dot)
    CADisplayLink(Mover(dot), "step"):add(RunLoop.main, "common")
end
