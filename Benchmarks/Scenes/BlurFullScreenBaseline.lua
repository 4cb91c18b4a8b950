-- Benchmark scene: BlurFullScreen.lua without the blur, to tell the blur's own cost.
require("BlurContent")(false)
