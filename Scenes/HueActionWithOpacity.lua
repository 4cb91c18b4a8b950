-- Ports "4. Dynamic Core Animation behaviors" from
-- ../shared/seeds/004_ac254a040f085173.txt as written: CustomAnimationView is a UIView
-- subclass backed by a CAShapeLayer (layerClass) drawing a purple frame round its bounds.
-- As its layer's delegate it answers actionForLayer:forKey: for "opacity" with a
-- CustomAnimationAction (an NSObject subclass conforming to CAAction), whose
-- runActionForKey fades the opacity over 0.75 s from what is on screen and animates the
-- background to the hue the new opacity names (hue = opacity, full saturation and
-- brightness), holding it there. Every tap sets a random alpha inside a 1 s UIView.animate
-- block; the view's own action wins over the block's animation, as in UIKit.
-- Scenes/Input/HueActionWithOpacity.events taps six times, 1.5 s apart.

scene.size = {375, 667}
scene.backgroundColor = "white"
scene.title = "Custom action: hue with opacity"

local view = scene.root

view:addSubview(Label{
    frame = {0, 120, 375, 30}, text = "alpha → hue", font = Font("DejaVu Sans", 22, "bold"),
    textColor = "black", textAlignment = "center",
})

-- @interface CustomAnimationAction : NSObject <CAAction>
local CustomAnimationAction = class("CustomAnimationAction", NSObject)

function CustomAnimationAction:run(event, layer, arguments)
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

-- @implementation CustomAnimationView
local CustomAnimationView = class("CustomAnimationView", UIView)
CustomAnimationView.layerClass = CAShapeLayer       -- + (Class)layerClass

function CustomAnimationView:init(frame)            -- initWithFrame:
    UIView.init(self, frame)
    self:setup()
end

function CustomAnimationView:setup()
    local layer = self.layer                         -- (CAShapeLayer *)self.layer

    local path = UIBezierPath{ rect = self.bounds }

    layer.path = path.cgPath
    layer.strokeColor = UIColor.purple.cgColor
    layer.lineWidth = 6
    layer.fillColor = nil
    layer.lineCap = "round"
    layer.lineJoin = "bevel"

    local gesture = UITapGestureRecognizer{ action = function(g) self:tapped(g) end }
    self:addGestureRecognizer(gesture)
end

function CustomAnimationView:tapped(gesture)
    UIView.animate{ withDuration = 1.0, animations = function()
        self.alpha = math.random(0, 9) / 10           -- arc4random() % 10 / 10.f
    end }
end

function CustomAnimationView:action(layer, key)     -- actionForLayer:forKey:
    if key == "opacity" then
        return CustomAnimationAction()
    end
    return UIView.action(self, layer, key)
end

local customView = CustomAnimationView(CGRect(87.5, 233.5, 200, 200))
customView.name = "customAnimationView"
-- The seed's storyboard colours the view; red is hue 1 at opacity 1, where the hue starts.
customView.backgroundColor = UIColor.hsb(customView.alpha, 1, 1, 1)
view:addSubview(customView)

-- Six taps 1.5 s apart and the last 0.75 s fade; the timeline shows 9.5 s.
scene.duration = 9.5
