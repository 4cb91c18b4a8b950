-- Benchmark input for replaying recorded drags: a card that follows the pointer and
-- springs home when let go (UIView.animate), driven by DragReplay60.events, a minute of
-- back-and-forth drags (a move every frame at 60 Hz, about 3,400 events).

scene.size = {375, 667}

local card = View{ name = "card", frame = {137.5, 283.5, 100, 100}, backgroundColor = "systemBlue" }
card.layer.cornerRadius = 16
view:addSubview(card)
local home = card.center

view:addGestureRecognizer(UIPanGestureRecognizer{ action = function(g)
    local t = g:translation(view)
    if g.state == "began" or g.state == "changed" then
        card.center = CGPoint(home.x + t.x, home.y + t.y)
        card.transform = CGAffineTransform{ rotationAngle = t.x / 600 }
    else
        local v = g:velocity(view)
        UIView.animate{ withDuration = 0.6, usingSpringWithDamping = 0.6, initialSpringVelocity = math.abs(v.x) / 300,
                        animations = function()
            card.center = home
            card.transform = CGAffineTransform.identity
        end }
    end
end })

scene.duration = 60
