-- Ports "16. ShapeMorphing - Bounce Off Animation" and "17. ShapeMorphing - Morphing Shapes
-- Animation" from ../shared/seeds/000_34ef11c1e5a44057.txt: two avatars spring towards the
-- middle, squash into ovals as they meet (a CABasicAnimation of the circle's and the mask's
-- path), spring back and go again, searching for an opponent for ever.

scene.size = {375, 667}
scene.title = "Morphing shapes"

local view = scene.root
local font = "DejaVu Sans"

view.layer:addSublayer(GradientLayer{
    name = "background", frame = {0, 0, 375, 667},
    colors = {"#3d2a6b", "#1c1233"}, startPoint = {0.5, 0}, endPoint = {0.5, 1},
})
view:addSubview(Label{
    name = "status", frame = {0, 140, 375, 30}, text = "Searching for opponent...",
    font = Font(font, 20, "bold"), textColor = "white", textAlignment = "center",
})

-- AvatarView: a photo masked to a circle, a white ring and a name under it; the table
-- holds the view and its bounceOff method.
local lineWidth = 6.0
local animationDuration = 1.0

local function makeAvatar(name, image, center)
    local avatar = View{ name = name, frame = {center[1] - 45, center[2] - 45, 90, 90} }
    local bounds = avatar.bounds

    -- The photo reaches above the circle, where the squashed oval grows to.
    local photoLayer = CALayer{ name = name .. "Photo", frame = bounds:insetBy(0, -10), contents = Image(image),
                                contentsGravity = "resizeAspectFill" }
    local circleLayer = CAShapeLayer{ name = name .. "Circle" }
    local maskLayer = CAShapeLayer{ name = name .. "Mask" }
    avatar.layer:addSublayer(photoLayer)
    photoLayer.mask = maskLayer
    avatar.layer:addSublayer(circleLayer)

    circleLayer.path = UIBezierPath{ ovalIn = bounds }.cgPath
    circleLayer.strokeColor = UIColor.white.cgColor
    circleLayer.lineWidth = lineWidth
    circleLayer.fillColor = UIColor.clear.cgColor
    maskLayer.path = circleLayer.path
    maskLayer.position = CGPoint(0.0, 10.0)

    avatar:addSubview(Label{
        frame = {-20, bounds.size.height + 10, bounds.size.width + 40, 24}, text = name == "myAvatar" and "Me" or "Opponent",
        font = Font(font, 18, "bold"), textColor = "white", textAlignment = "center",
    })
    view:addSubview(avatar)

    local avatarView = { view = avatar }
    function avatarView.bounceOff(point, morphSize)
        local originalCenter = avatar.center

        -- Animate towards center of the view
        UIView.animate{ withDuration = animationDuration,
                        delay = 0.0,
                        usingSpringWithDamping = 0.8,
                        initialSpringVelocity = 0.8,
                        options = {},
                        animations = function()
                            avatar.center = point
                        end,
                        completion = function(_)
                            -- Complete bounce to
                        end }

        -- Animate to original positions
        UIView.animate{ withDuration = animationDuration,
                        delay = animationDuration,
                        usingSpringWithDamping = 0.7,
                        initialSpringVelocity = 1.0,
                        options = {},
                        animations = function()
                            avatar.center = originalCenter
                        end,
                        completion = function(_)
                            delay(0.1, function()
                                avatarView.bounceOff(point, morphSize)
                            end)
                        end }

        -- Compute morphedFrame depending on avatar animation direction
        local morphedFrame = (originalCenter.x > point.x)
            and CGRect(0.0, bounds.height - morphSize.height, morphSize.width, morphSize.height)
            or CGRect(bounds.width - morphSize.width, bounds.height - morphSize.height, morphSize.width, morphSize.height)

        -- Shape shifting animation
        local morphAnimation = CABasicAnimation{ keyPath = "path" }
        morphAnimation.duration = animationDuration
        morphAnimation.toValue = UIBezierPath{ ovalIn = morphedFrame }.cgPath
        morphAnimation.timingFunction = CAMediaTimingFunction{ name = "easeOut" }

        circleLayer:add(morphAnimation, nil)
        maskLayer:add(morphAnimation, nil)
    end
    return avatarView
end

local myAvatar = makeAvatar("myAvatar", "avatar-1.svg", {283, 300})
local opponentAvatar = makeAvatar("opponentAvatar", "avatar-2.svg", {92, 300})

local function searchForOpponent()
    local avatarSize = myAvatar.view.frame.size

    -- Horizontal distance the avatars should move when they bounce towards each other
    local bounceXOffset = avatarSize.width / 1.9
    local morphSize = CGSize(avatarSize.width * 0.85, avatarSize.height * 1.1)

    -- Locations to which the avatars should move
    local rightBouncePoint = CGPoint(view.frame.size.width / 2.0 + bounceXOffset, myAvatar.view.center.y)
    local leftBouncePoint = CGPoint(view.frame.size.width / 2.0 - bounceXOffset, myAvatar.view.center.y)

    myAvatar.bounceOff(rightBouncePoint, morphSize)
    opponentAvatar.bounceOff(leftBouncePoint, morphSize)
end

searchForOpponent()

-- The search never ends; the timeline shows five rounds.
scene.duration = 10.5
