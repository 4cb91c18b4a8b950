-- Shared by BlurFullScreen.lua and BlurFullScreenBaseline.lua: an iPhone 8 screen (375×667
-- points) drawn at 2× (a 750×1334 frame, the container scaled by two), striped, with a
-- disc sliding under everything, so every frame changes what lies behind a full-screen blur.
return function(withBlur)
    scene.size = {750, 1334}
    local screen = View{ frame = {187.5, 333.5, 375, 667}, backgroundColor = "white" }
    screen.transform = CGAffineTransform{ scaleX = 2, y = 2 }
    view:addSubview(screen)
    local colors = {"#ff6b6b", "#4dabf7", "#ffd43b", "#51cf66", "#cc5de8"}
    for i = 0, 9 do
        screen:addSubview(View{ frame = {0, i * 67, 375, 67}, backgroundColor = colors[i % 5 + 1] })
    end
    local disc = View{ frame = {0, 100, 160, 160}, backgroundColor = "white" }
    disc.layer.cornerRadius = 80
    screen:addSubview(disc)
    UIView.animate{ withDuration = 4, options = {"curveLinear", "repeat", "autoreverse"}, animations = function()
        disc.center = {300, 560}
    end }
    if withBlur then
        local blur = UIVisualEffectView{ effect = UIBlurEffect("dark"), frame = screen.bounds }
        screen:addSubview(blur)
        local vibrancy = UIVisualEffectView{ effect = UIVibrancyEffect(blur.effect), frame = blur.bounds }
        blur.contentView:addSubview(vibrancy)
        vibrancy.contentView:addSubview(Label{ text = "Vibrant", frame = {0, 280, 375, 60}, textAlignment = "center",
                                               font = UIFont.boldSystemFont{ ofSize = 40 }, textColor = "white" })
    end
end
