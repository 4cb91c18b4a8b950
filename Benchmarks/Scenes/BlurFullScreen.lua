-- Benchmark scene: a full-screen dark UIVisualEffectView with vibrant text over a moving
-- backdrop, 375×667 points at 2× (see BlurContent.lua). Every frame re-blurs the screen.
require("BlurContent")(true)
