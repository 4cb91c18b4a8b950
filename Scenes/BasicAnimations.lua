-- Ports the "CABasicAnimation" screen of ../shared/seeds/001_71dc5d6b147b1c5c.txt: four
-- views, four animations. Orange becomes a circle (1 s, ease out); cyan vanishes (1 s, ease
-- in); blue slides under cyan while turning 315° clockwise and keeps that state (2 s, ease in
-- ease out); green moves to the middle, grows 1.5 times and turns magenta, then comes back,
-- twice (1 s each way, ease in ease out). As in the seed, a tap on a view plays its
-- animation (Scenes/Input/BasicAnimations.events taps all four at once).

scene.size = {375, 667}
scene.backgroundColor = "white"
scene.title = "CABasicAnimation"

local view = scene.root

view:addSubview(Label{
    frame = {0, 40, 375, 40}, text = "CABasicAnimation", font = Font("DejaVu Sans", 22, "bold"),
    textColor = "black", textAlignment = "center",
})

local orange = View{ name = "orange", frame = {40, 110, 100, 100}, backgroundColor = "systemOrange" }
local cyan = View{ name = "cyan", frame = {235, 110, 100, 100}, backgroundColor = "cyan" }
local green = View{ name = "green", frame = {40, 290, 100, 100}, backgroundColor = "systemGreen" }
local blue = View{ name = "blue", frame = {40, 480, 100, 100}, backgroundColor = "systemBlue" }
for _, v in ipairs{orange, cyan, green, blue} do view:addSubview(v) end

-- Orange: turns into a circle.
local function orangeTapped()
    local round = CABasicAnimation{ keyPath = "cornerRadius" }
    round.fromValue = orange.layer.cornerRadius
    round.toValue = orange.bounds.width / 2
    round.duration = 1
    round.timingFunction = CAMediaTimingFunction{ name = "easeOut" }
    orange.layer:add(round, "round")
    orange.layer.cornerRadius = orange.bounds.width / 2
end

-- Cyan: becomes invisible.
local function cyanTapped()
    local vanish = CABasicAnimation{ keyPath = "opacity" }
    vanish.fromValue = 1
    vanish.toValue = 0
    vanish.duration = 1
    vanish.timingFunction = CAMediaTimingFunction{ name = "easeIn" }
    cyan.layer:add(vanish, "vanish")
    cyan.layer.opacity = 0
end

-- Blue: slides to cyan's centre x while turning 315° clockwise, and stays there.
-- The children fill forwards too, so they hold inside the held group.
local function blueTapped()
    local slide = CABasicAnimation{ keyPath = "position.x" }
    slide.toValue = cyan.center.x
    slide.fillMode = "forwards"
    local turn = CABasicAnimation{ keyPath = "transform.rotation.z" }
    turn.toValue = math.rad(315)
    turn.fillMode = "forwards"
    local slideAndTurn = CAAnimationGroup()
    slideAndTurn.animations = {slide, turn}
    slideAndTurn.duration = 2
    slideAndTurn.timingFunction = CAMediaTimingFunction{ name = "easeInEaseOut" }
    slideAndTurn.fillMode = "forwards"
    slideAndTurn.isRemovedOnCompletion = false
    blue.layer:add(slideAndTurn, "slideAndTurn")
end

-- Green: to the middle, 1.5 times bigger and magenta, then back again; twice.
local function greenTapped()
    local toMiddle = CABasicAnimation{ keyPath = "position" }
    toMiddle.toValue = CGPoint(view.bounds.midX, view.bounds.midY)
    local grow = CABasicAnimation{ keyPath = "transform.scale" }
    grow.toValue = 1.5
    local tint = CABasicAnimation{ keyPath = "backgroundColor" }
    tint.toValue = UIColor.magenta.cgColor
    local pulse = CAAnimationGroup()
    pulse.animations = {toMiddle, grow, tint}
    pulse.duration = 1
    pulse.autoreverses = true
    pulse.repeatCount = 2
    pulse.timingFunction = CAMediaTimingFunction{ name = "easeInEaseOut" }
    green.layer:add(pulse, "pulse")
end

for v, tapped in pairs{ [orange] = orangeTapped, [cyan] = cyanTapped, [blue] = blueTapped, [green] = greenTapped } do
    v:addGestureRecognizer(UITapGestureRecognizer{ action = tapped })
end

-- The taps start animations of up to 4 s; the timeline shows five.
scene.duration = 5
