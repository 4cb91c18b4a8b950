-- Benchmark scene: a Lua layer class that draws its own content while the key it draws
-- animates, in a 375 x 667 point scene. A 300 x 300 point Ring layer (a progress ring's
-- size; contentsScale = UIScreen.main.scale, 2 under `--scale 2`) declares a custom `progress`; needsDisplay("progress") is true, so every
-- frame of its 2 s repeating animation calls draw(ctx), which strokes a grey track and an
-- arc for progress with CGContext. Benchmarks/run times it with
-- `kinema bench Benchmarks/Scenes/DrawnRing.lua --scale 2 --frames 120` (aim: under 2 ms a frame).
scene.size = {375, 667}
scene.backgroundColor = "#ffffff"
scene.title = "Drawn ring"

local Ring = class("Ring", CALayer)
Ring.properties = { progress = 0 }

function Ring.needsDisplay(key)
    return key == "progress" or CALayer.needsDisplay(key)
end

function Ring:draw(ctx)
    local b = self.bounds
    local center = CGPoint(b.midX, b.midY)
    ctx:setLineWidth(20)
    ctx:setLineCap("round")
    ctx:setStrokeColor(UIColor(0.85, 0.85, 0.87, 1).cgColor)
    ctx:addArc{ center = center, radius = 120, startAngle = 0, endAngle = 2 * math.pi, clockwise = true }
    ctx:strokePath()
    ctx:setStrokeColor(UIColor(0.2, 0.5, 1, 1).cgColor)
    ctx:addArc{ center = center, radius = 120, startAngle = -math.pi / 2,
                endAngle = -math.pi / 2 + 2 * math.pi * self.progress, clockwise = false }
    ctx:strokePath()
end

local ring = Ring{ name = "ring", frame = {37.5, 183.5, 300, 300} }
ring.contentsScale = UIScreen.main.scale
view.layer:addSublayer(ring)
ring:setNeedsDisplay()
ring:add(CABasicAnimation{ keyPath = "progress", fromValue = 0, toValue = 1, duration = 2,
                           repeatCount = math.huge }, "fill")
