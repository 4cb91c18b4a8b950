-- Ports "2. Vibrancy and blur" from ../shared/seeds/004_ac254a040f085173.txt: the three
-- layers of iOS 8's Siri screen. At the bottom a home screen of app icons; over it a
-- UIVisualEffectView with a dark UIBlurEffect that blurs whatever is behind it (a real
-- backdrop blur); inside it a vibrancy view whose text and waveform take their colour from
-- the blurred icons. Tapping the home screen brings the Siri screen up by animating the
-- blur's `effect` in (0.5 s); tapping it again sends it away.
-- Scenes/Input/BlurAndVibrancy.events taps at 0.5 s and 3 s.

scene.size = {375, 667}
scene.backgroundColor = "#0b1a2e"
scene.title = "Blur and vibrancy"

local view = scene.root
local font = "DejaVu Sans"

-- The home screen: a wallpaper and four rows of app icons.
view.layer:addSublayer(CAGradientLayer{ frame = view.bounds, colors = {"#ff7a59", "#8a4fff", "#1e90ff"},
                                        startPoint = {0, 0}, endPoint = {1, 1} })
local iconColors = { "#34c759", "#007aff", "#ff9500", "#ff2d55", "#5856d6", "#ffcc00", "#5ac8fa", "#af52de",
                     "#ff3b30", "#30b0c7", "#a2845e", "#8e8e93", "#00c7be", "#ff6482", "#64d2ff", "#ffd60a" }
for i, color in ipairs(iconColors) do
    local column, row = (i - 1) % 4, (i - 1) // 4
    local icon = View{ frame = {27 + column * 85, 80 + row * 100, 60, 60}, backgroundColor = color }
    icon.layer.cornerRadius = 14
    view:addSubview(icon)
    view:addSubview(Label{ frame = {17 + column * 85, 142 + row * 100, 80, 18}, text = "App " .. i, font = Font(font, 11),
                           textColor = "white", textAlignment = "center" })
end

-- The blur, and the vibrancy inside it.
local blurEffect = UIBlurEffect("dark")
local blurView = UIVisualEffectView{ name = "blurView", frame = view.bounds }
blurView.isHidden = true
view:addSubview(blurView)

local vibrancyView = UIVisualEffectView{ name = "vibrancyView", effect = UIVibrancyEffect(blurEffect), frame = blurView.bounds }
blurView.contentView:addSubview(vibrancyView)

local prompt = Label{ name = "prompt", frame = {30, 150, 315, 90}, text = "What can I help you with?",
                      font = Font(font, 30, "bold"), textColor = "white", numberOfLines = 0 }
vibrancyView.contentView:addSubview(prompt)
-- Siri's waveform: bars along the bottom.
for i = 0, 23 do
    local height = 8 + 40 * math.abs(math.sin(i * 0.7))
    local bar = View{ frame = {40 + i * 12.5, 560 - height / 2, 6, height}, backgroundColor = "white" }
    bar.layer.cornerRadius = 3
    vibrancyView.contentView:addSubview(bar)
end
blurView.contentView.alpha = 0

local isShowingSiri = false
local function toggleSiri()
    isShowingSiri = not isShowingSiri
    if isShowingSiri then blurView.isHidden = false end
    UIView.animate{ withDuration = 0.5, animations = function()
        blurView.effect = isShowingSiri and blurEffect or nil
        blurView.contentView.alpha = isShowingSiri and 1 or 0
    end, completion = function()
        if not isShowingSiri then blurView.isHidden = true end
    end }
end

view:addGestureRecognizer(UITapGestureRecognizer{ action = toggleSiri })

scene.duration = 4
