-- Ports "20. IrisAnimations - Replicating Animations" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt: a CAReplicatorLayer copies one small dot across
-- the screen, each copy 8 points further left and 0.02 s later, so the animations on the
-- one dot ripple along the row like a voice meter. The animations are the ones the seed's
-- linked commit gives Iris while she speaks (startSpeaking): the dot stretches, fades and
-- shifts from magenta to cyan, and the replicator's instanceTransform.rotation turns each
-- copy 0.01 rad against the one before, so the row bends into an arc of a circle that rocks
-- between 0.01 and -0.01 rad a copy, for ever; they start on load. (Turned about the
-- replicator's centre and moved 8 left, each copy is the one before turned by 0.01 about the
-- one point that step leaves in place, 4 left of that centre and 4 cot 0.005 = 799.99 above
-- it: a circle of radius 824.82 through the first dot's centre, 188.5 right and 803 below.)

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

-- startSpeaking: the dot stretches, fades and changes colour...
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

-- ...and the replicator bends the row: each copy is turned 0.01 rad further than the one
-- before as well as moved 8 points left, so the copies sit on a circle, which then rocks to
-- the other side (-0.01) and back, a 0.99 s swing each way.
local initialRotation = CABasicAnimation{ keyPath = "instanceTransform.rotation" }
initialRotation.fromValue = 0.0
initialRotation.toValue = 0.01
initialRotation.duration = 0.33
initialRotation.isRemovedOnCompletion = false
initialRotation.fillMode = "forwards"
initialRotation.timingFunction = CAMediaTimingFunction{ name = "easeOut" }
replicator:add(initialRotation, "initialRotation")

local rotation = CABasicAnimation{ keyPath = "instanceTransform.rotation" }
rotation.fromValue = 0.01
rotation.toValue = -0.01
rotation.duration = 0.99
rotation.beginTime = CACurrentMediaTime() + 0.33
rotation.repeatCount = math.huge
rotation.autoreverses = true
rotation.timingFunction = CAMediaTimingFunction{ name = "easeInEaseOut" }
replicator:add(rotation, "replicatorRotation")

-- Iris speaks for ever; the timeline shows four seconds of it.
scene.duration = 4
