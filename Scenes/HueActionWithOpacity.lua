-- Ports "4. Dynamic Core Animation behaviors" from
-- ../shared/seeds/004_ac254a040f085173.txt: a custom action for "opacity". When the view's
-- alpha changes, its layer's delegate answers with CustomAnimationAction, which fades the
-- opacity over 0.75 s from what is on screen and, at the same time, animates the background
-- to the hue the new opacity names (hue = opacity, full saturation and brightness), holding
-- it there. The layer is a CAShapeLayer drawing a purple frame round its bounds, as in the
-- seed's setup. As in the seed, every tap on it sets a random alpha (the layer stands
-- alone, so a clear view over it takes the taps; Scenes/Input/HueActionWithOpacity.events
-- taps six times, 1.5 s apart).

scene.size = {375, 667}
scene.backgroundColor = "white"
scene.title = "Custom action: hue with opacity"

local view = scene.root

view:addSubview(Label{
    frame = {0, 120, 375, 30}, text = "alpha → hue", font = Font("DejaVu Sans", 22, "bold"),
    textColor = "black", textAlignment = "center",
})

-- CustomAnimationAction: runActionForKey(event, layer)
local function runAction(event, layer)
    if event == "opacity" then
        local duration = 0.75

        local bgAnimation = CABasicAnimation{ keyPath = "backgroundColor" }
        bgAnimation.duration = duration
        bgAnimation.fromValue = layer:presentation().backgroundColor
        bgAnimation.toValue = UIColor.hsb(layer.opacity, 1, 1, 1).cgColor
        bgAnimation.fillMode = "forwards"
        bgAnimation.isRemovedOnCompletion = false
        layer:add(bgAnimation, "bgColorAnim")

        local animation = CABasicAnimation{ keyPath = "opacity" }
        animation.duration = duration
        animation.fromValue = layer:presentation().opacity
        animation.toValue = layer.opacity
        animation.isRemovedOnCompletion = false
        layer:add(animation, "customKey")
    end
end

-- CustomAnimationView: setup
local layer = CAShapeLayer{ name = "customAnimationView", frame = {87.5, 233.5, 200, 200} }
layer.backgroundColor = UIColor.hsb(layer.opacity, 1, 1, 1)
layer.path = UIBezierPath{ rect = layer.bounds }.cgPath
layer.strokeColor = UIColor.purple.cgColor
layer.lineWidth = 6
layer.fillColor = nil
layer.lineCap = "round"
layer.lineJoin = "bevel"
view.layer:addSublayer(layer)

-- actionForLayer:forKey: the custom action for "opacity" (it adds its own animations, so
-- nothing else runs); every other key gets the default.
layer.delegate = {
    action = function(l, key)
        if key == "opacity" then
            runAction(key, l)
            return false
        end
        return nil
    end,
}

local function tapped()
    layer.opacity = math.random(0, 9) / 10
end

local tapArea = View{ name = "tapArea", frame = layer.frame }
tapArea:addGestureRecognizer(UITapGestureRecognizer{ action = tapped })
view:addSubview(tapArea)

-- Six taps 1.5 s apart and the last 0.75 s fade; the timeline shows 9.5 s.
scene.duration = 9.5
