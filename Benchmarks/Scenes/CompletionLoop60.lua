-- Benchmark scene: a 60-second timeline driven by completion callbacks. Each bounce's
-- animationDidStop starts the next one, and a timer ticks every 0.1 s, so reaching any
-- time means replaying every callback before it (issue 3's figure: any t in < 100 ms).
scene.size = {375, 667}
scene.duration = 60
scene.title = "Completion loop"

local ball = Layer{ name = "ball", frame = {20, 300, 40, 40}, backgroundColor = "systemOrange", cornerRadius = 20 }
scene.root.layer:addSublayer(ball)
local ticks = Layer{ name = "ticks", frame = {20, 100, 10, 10}, backgroundColor = "systemBlue" }
scene.root.layer:addSublayer(ticks)

local function bounce(toRight)
    local move = CABasicAnimation{
        keyPath = "position.x", fromValue = toRight and 40 or 335, toValue = toRight and 335 or 40,
        duration = 0.75, timingFunction = "easeInEaseOut",
    }
    move.delegate = { animationDidStop = function(_, finished)
        if finished then bounce(not toRight) end
    end }
    ball:add(move, "bounce")
end
bounce(true)

local count = 0
local function tick()
    count = count + 1
    CATransaction.setDisableActions(true)
    ticks.bounds = Rect(0, 0, 10 + count % 50, 10)
    delay(0.1, tick)
end
delay(0.1, tick)
