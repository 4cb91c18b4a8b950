-- Ports "18. GradientAnimations - Lock Screen Gradient Animation" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt: "> Slide to unlock" shines as a seven-colour
-- gradient, three times the label's width, sweeps through the letters. The gradient's
-- locations animate for ever (3 s a sweep) and the text is its mask.

scene.size = {375, 667}
scene.backgroundColor = "black"
scene.title = "Slide to unlock"

local view = scene.root
local font = "DejaVu Sans"

-- The lock screen around the label: a night wallpaper, a padlock, the time and the date.
view.layer:addSublayer(GradientLayer{
    name = "wallpaper", frame = {0, 0, 375, 667},
    colors = {"#1d2b64", "#0b0f24", "black"}, locations = {0, 0.5, 0.84},
})
view:addSubview(ImageView{ name = "lock", image = Image("lock.svg"), frame = {167.5, 60, 40, 52} })
view:addSubview(Label{
    name = "time", frame = {0, 130, 375, 90}, text = "9:41",
    font = Font(font, 80, "extralight"), textColor = "white", textAlignment = "center",
})
view:addSubview(Label{
    name = "date", frame = {0, 222, 375, 30}, text = "Monday, June 1",
    font = Font(font, 20), textColor = "white", textAlignment = "center",
})

-- AnimatedMaskLabel: a view showing a gradient through its text.
local slideView = View{ name = "slideView", frame = {0, 560, 375, 60} }
view:addSubview(slideView)
local bounds = slideView.bounds
local gradientLayer = CAGradientLayer{ name = "gradient" }

-- didMoveToSuperview: set the background colour and configure the gradient
slideView.backgroundColor = UIColor.black
slideView.clipsToBounds = true

gradientLayer.startPoint = CGPoint(0.0, 0.5)
gradientLayer.endPoint = CGPoint(1.0, 0.5)

gradientLayer.colors = {
    UIColor.white.cgColor,
    UIColor.green.cgColor,
    UIColor.orange.cgColor,
    UIColor.yellow.cgColor,
    UIColor.cyan.cgColor,
    UIColor.red.cgColor,
    UIColor.white.cgColor,
}
gradientLayer.locations = {0.25, 0.50, 0.75}

-- layoutSubviews: the gradient is three label-widths wide, starting one width to the left
gradientLayer.frame = CGRect(-bounds.size.width, bounds.origin.y, 3 * bounds.size.width, bounds.size.height)

-- text didSet: the text, drawn over the middle third, masks the gradient
gradientLayer.mask = CATextLayer{
    frame = bounds:offsetBy(bounds.size.width, 0),
    string = "> Slide to unlock", font = Font(font, 28, "light"), fontSize = 28,
    alignmentMode = "center", verticalAlignment = "center",
}

-- didMoveToWindow
slideView.layer:addSublayer(gradientLayer)

-- Configure gradientAnimation for animating locations
local gradientAnimation = CABasicAnimation{ keyPath = "locations" }
gradientAnimation.fromValue = {0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.25}
gradientAnimation.toValue = {0.65, 0.75, 0.8, 0.85, 0.9, 0.95, 1.0}
gradientAnimation.duration = 3.0
gradientAnimation.repeatCount = math.huge
gradientLayer:add(gradientAnimation, nil)

-- The sweep repeats for ever; the timeline shows three of them.
scene.duration = 9
