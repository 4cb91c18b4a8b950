-- Ports "20. IrisAnimations - Replicating Animations" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt: a CAReplicatorLayer copies one small dot across
-- the screen, each copy 8 points further left and 0.02 s later, so the animations on the
-- one dot ripple along the row like a voice meter. The dot's animations are the ones the
-- seed's linked commit gives Iris while she speaks: it stretches, fades and shifts from
-- magenta to cyan, for ever; they start on load.

scene.size = {375, 667}
scene.backgroundColor = "black"
scene.title = "Replicating animations"

local view = scene.root
local font = "DejaVu Sans"

view:addSubview(Label{
    name = "title", frame = {0, 90, 375, 50}, text = "Iris",
    font = Font(font, 40, "bold"), textColor = "white", textAlignment = "center",
})
view:addSubview(Label{
    name = "meterLabel", frame = {20, 200, 335, 30}, text = "Hi! How can I help you today?",
    font = Font(font, 18), textColor = "#c9d1ff", textAlignment = "center",
})

local replicator = CAReplicatorLayer{ name = "replicator" }
local dot = CALayer{ name = "dot" }
local dotLength = 6.0
local dotOffset = 8.0

-- viewDidLoad
replicator.frame = view.bounds
view.layer:addSublayer(replicator)

-- dot represents a CALayer in square shape
dot.frame = CGRect(replicator.frame.size.width - dotLength,
                   replicator.position.y,
                   dotLength,
                   dotLength)
dot.backgroundColor = UIColor.gray.cgColor
dot.borderColor = UIColor{ white = 1.0, alpha = 1.0 }.cgColor
dot.borderWidth = 0.5
dot.cornerRadius = 1.5

-- Adding dot to replicator
replicator:addSublayer(dot)

-- Configure replicator's properties
replicator.instanceCount = math.floor(view.frame.size.width / dotOffset)
replicator.instanceTransform = CATransform3DMakeTranslation(-dotOffset, 0, 0)
replicator.instanceDelay = 0.02

-- startSpeaking: the dot stretches, fades and changes colour
local scale = CABasicAnimation{ keyPath = "transform" }
scale.fromValue = CATransform3DIdentity
scale.toValue = CATransform3DMakeScale(1.4, 15, 1.0)
scale.duration = 0.33
scale.repeatCount = math.huge
scale.autoreverses = true
scale.timingFunction = CAMediaTimingFunction{ name = "easeOut" }
dot:add(scale, "dotScale")

local fade = CABasicAnimation{ keyPath = "opacity" }
fade.fromValue = 1.0
fade.toValue = 0.2
fade.duration = 0.33
fade.beginTime = CACurrentMediaTime() + 0.33
fade.repeatCount = math.huge
fade.autoreverses = true
fade.timingFunction = CAMediaTimingFunction{ name = "easeOut" }
dot:add(fade, "dotOpacity")

local tint = CABasicAnimation{ keyPath = "backgroundColor" }
tint.fromValue = UIColor.magenta.cgColor
tint.toValue = UIColor.cyan.cgColor
tint.duration = 0.66
tint.beginTime = CACurrentMediaTime() + 0.28
tint.fillMode = "backwards"
tint.repeatCount = math.huge
tint.autoreverses = true
tint.timingFunction = CAMediaTimingFunction{ name = "easeInEaseOut" }
dot:add(tint, "dotColor")

-- Iris speaks for ever; the timeline shows four seconds of it.
scene.duration = 4
